/**
 * A room image full size in a dialog (loaded by RoomImages.tsx and DeliveryPhotos.tsx when first
 * needed). Tapping anywhere closes it; with `onSave` (a 納品's photo) a 写真を保存 button shows below.
 */
import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { MessageImage } from '@common/rooms';
import { paletteForPath } from '../../components/theme/system';
import { RoomImage } from './RoomImage';

export default function ImageViewer({
  roomId,
  image,
  onClose,
  onSave,
}: {
  roomId: string;
  image: MessageImage;
  onClose: () => void;
  onSave?: () => void;
}) {
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
            {onSave && (
              <Box px="4" pt="3" display="flex" justifyContent="center">
                <Button size="lg" minH="48px" variant="surface" onClick={onSave}>
                  <Download size={18} aria-hidden />
                  写真を保存
                </Button>
              </Box>
            )}
            <Dialog.CloseTrigger asChild top="max(env(safe-area-inset-top), 8px)" insetEnd="2">
              <CloseButton size="lg" minW="44px" h="44px" color="white" aria-label="閉じる" _hover={{ bg: 'whiteAlpha.200' }} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
