/**
 * Images in a room: a message's thumbnails (their boxes have fixed sizes, so the room's layout stays
 * still while they load); tapping one opens the full image in a dialog. The dialog (ImageViewer.tsx,
 * with Chakra's Dialog and Portal) is fetched once the browser is idle after the thumbnails have
 * painted, or on the first tap, so the room never waits for it.
 */
import { Box, Grid } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MessageImage } from '@common/rooms';
import { whenIdle } from '../../lib/afterPaint';
import { RoomImage } from './RoomImage';

const loadViewer = () => import('./ImageViewer');
const ImageViewer = lazy(loadViewer);

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
  useEffect(() => whenIdle(() => void loadViewer()), []);
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
      {open !== null && images[open] && (
        <Suspense fallback={null}>
          <ImageViewer roomId={roomId} image={images[open]} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
