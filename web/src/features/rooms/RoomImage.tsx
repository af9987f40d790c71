/**
 * A room image on screen. Room images are never public: each is fetched with the bearer token
 * (useRoomImage) and shown through an object URL that lives as long as the <img> showing it.
 * Shared by the thumbnails (RoomImages.tsx), the full-size viewer (ImageViewer.tsx) and the
 * composer's previews.
 */
import { Center, Spinner, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import type { MessageImage } from '@common/rooms';
import { BlobImage } from '../../components/display/BlobImage';
import { useRoomImage } from './queries';

/** The composer's previews use it too (it moved to components/ for the 納品 form's). */
export { BlobImage };

export function RoomImage({
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
