/**
 * Images in a room. They are never public: each is fetched with the bearer token (useRoomImage)
 * and shown through an object URL that lives as long as the <img> showing it. Thumbnails keep the
 * room's layout still while they load (their boxes have fixed sizes), and open the full image in a
 * dialog.
 */
import { Box, Center, CloseButton, Dialog, Grid, Portal, Spinner, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import type { MessageImage } from '@common/rooms';
import { paletteForPath } from '../../components/theme/system';
import { useRoomImage } from './queries';

/** An <img> of a Blob (a fetched image, or a File chosen for sending) through a short-lived object URL. */
export function BlobImage({ blob, alt, style }: { blob: Blob | undefined; alt: string; style?: CSSProperties }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || !blob) return;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt={alt} style={{ display: 'block', width: '100%', height: '100%', ...style }} />;
}

function RoomImage({
  roomId,
  image,
  size,
  alt,
  fit,
}: {
  roomId: string;
  image: MessageImage;
  size: 'thumb' | 'full';
  alt: string;
  fit: 'cover' | 'contain';
}) {
  const q = useRoomImage(roomId, image.id, size);
  if (q.error)
    return (
      <Center w="full" h="full" color="fg.muted" flexDirection="column" gap="1" p="2">
        <ImageOff size={20} aria-hidden />
        <Text fontSize="2xs">画像を表示できません</Text>
      </Center>
    );
  if (!q.data)
    return (
      <Center w="full" h="full">
        <Spinner size="sm" color="fg.muted" aria-label="画像を読み込み中" />
      </Center>
    );
  return <BlobImage blob={q.data} alt={alt} style={{ objectFit: fit }} />;
}

/** Box sizes of a message's thumbnails: one image keeps its shape, several form a grid of squares. */
function layout(images: MessageImage[]): { cols: number; w: number; h: number } {
  if (images.length === 1) {
    const { width, height } = images[0];
    const ratio = width > 0 && height > 0 ? Math.min(Math.max(width / height, 0.6), 1.8) : 1;
    const w = ratio >= 1 ? 200 : Math.round(200 * ratio);
    return { cols: 1, w, h: Math.round(w / ratio) };
  }
  const cols = images.length === 2 || images.length === 4 ? 2 : 3;
  const side = cols === 2 ? 100 : 72;
  return { cols, w: side, h: side };
}

/** A message's images as thumbnails; tapping one opens it full size. */
export function MessageImages({ roomId, images, own }: { roomId: string; images: MessageImage[]; own: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const { cols, w, h } = layout(images);
  return (
    <>
      <Grid
        templateColumns={`repeat(${cols}, ${w}px)`}
        gap="1"
        justifyContent={own ? 'end' : 'start'}
        data-testid="message-images"
      >
        {images.map((image, i) => (
          <Box
            as="button"
            key={image.id}
            w={`${w}px`}
            h={`${h}px`}
            rounded="lg"
            overflow="hidden"
            bg="bg.muted"
            borderWidth="1px"
            borderColor="border.muted"
            aria-label={images.length > 1 ? `画像を拡大（${i + 1}/${images.length}）` : '画像を拡大'}
            onClick={() => setOpen(i)}
          >
            <RoomImage roomId={roomId} image={image} size="thumb" alt="添付画像" fit="cover" />
          </Box>
        ))}
      </Grid>
      {open !== null && images[open] && <ImageViewer roomId={roomId} image={images[open]} onClose={() => setOpen(null)} />}
    </>
  );
}

function ImageViewer({ roomId, image, onClose }: { roomId: string; image: MessageImage; onClose: () => void }) {
  // Portals leave the shell's colour scope; take the side's palette from the path again.
  const palette = paletteForPath(useLocation().pathname);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="full" placement="center">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content colorPalette={palette} bg="transparent" shadow="none" justifyContent="center">
            <Dialog.Title srOnly>画像</Dialog.Title>
            <Box
              w="full"
              h="calc(100dvh - 120px)"
              px="2"
              data-testid="image-viewer"
              onClick={onClose}
              // The image itself is not interactive; tapping anywhere closes, like a photo viewer.
              role="presentation"
            >
              <RoomImage roomId={roomId} image={image} size="full" alt="添付画像（拡大）" fit="contain" />
            </Box>
            <Dialog.CloseTrigger asChild top="max(env(safe-area-inset-top), 8px)" insetEnd="2">
              <CloseButton size="lg" minW="44px" h="44px" color="white" aria-label="閉じる" _hover={{ bg: 'whiteAlpha.200' }} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
