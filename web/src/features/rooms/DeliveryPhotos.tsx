/**
 * A 納品's photos (room images its system message carries): a grid of square thumbnails, three to a
 * row, each opening the full picture (ImageViewer.tsx, with 写真を保存) and each with its own save
 * button, and 「すべて保存」 below when there are several. Saving fetches the full image with the
 * bearer token (the cache the viewer fills, so nothing is fetched twice) and hands it to the
 * browser as delivery-<n>.jpg. Shown on the contract page (features/contracts, through index.ts)
 * and in the room's 納品 message. Props: `roomId`, `images`.
 */
import { Box, Button, Grid, IconButton, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MessageImage } from '@common/rooms';
import { notify } from '../../components/feedback/toaster';
import { whenIdle } from '../../lib/afterPaint';
import { roomsApi } from '../../lib/api/rooms';
import { saveBlob } from '../../lib/download';
import { useQueryClient } from '../../lib/query/hooks';
import { keys } from '../../lib/query/keys';
import { RoomImage } from './RoomImage';

const loadViewer = () => import('./ImageViewer');
const ImageViewer = lazy(loadViewer);

export const SAVE_FAILED = '写真を保存できませんでした。時間をおいてもう一度お試しください';

/** The file name of the n-th photo (1-based). */
export const deliveryFileName = (n: number) => `delivery-${n}.jpg`;

type Saving = { done: number; total: number } | null;

export default function DeliveryPhotos({ roomId, images }: { roomId: string; images: MessageImage[] }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [saving, setSaving] = useState<Saving>(null);
  useEffect(() => whenIdle(() => void loadViewer()), []);
  const total = images.length;

  const fullImage = async (image: MessageImage): Promise<Blob> => {
    const key = keys.rooms.image(roomId, image.id, 'full');
    const held = qc.getQueryData<Blob>(key);
    if (held) return held;
    const blob = await roomsApi.image(roomId, image.id, 'full');
    qc.setQueryData(key, blob);
    return blob;
  };

  /** Saves the photos at these indexes one after the other; a failure stops and says so. */
  const save = async (indexes: number[]) => {
    if (saving) return;
    setSaving({ done: 0, total: indexes.length });
    try {
      for (const [n, i] of indexes.entries()) {
        setSaving({ done: n, total: indexes.length });
        saveBlob(await fullImage(images[i]), deliveryFileName(i + 1));
      }
    } catch {
      notify.error(SAVE_FAILED);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="2" w="full" data-testid="delivery-photos">
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="1.5">
        {images.map((image, i) => (
          <Box key={image.id} position="relative" aspectRatio={1} minW="0">
            <Box
              as="button"
              w="full"
              h="full"
              display="block"
              rounded="lg"
              overflow="hidden"
              bg="bg.muted"
              borderWidth="1px"
              borderColor="border.muted"
              aria-label={`写真を拡大（${i + 1}/${total}）`}
              onClick={() => setOpen(i)}
            >
              <RoomImage roomId={roomId} image={image} size="thumb" alt={`納品写真 ${i + 1}`} fit="cover" />
            </Box>
            <IconButton
              position="absolute"
              bottom="0"
              right="0"
              minW="44px"
              h="44px"
              variant="plain"
              aria-label={`写真を保存（${i + 1}/${total}）`}
              disabled={!!saving}
              onClick={() => void save([i])}
            >
              <Box
                as="span"
                display="grid"
                placeItems="center"
                w="28px"
                h="28px"
                rounded="full"
                bg="blackAlpha.700"
                color="white"
              >
                <Download size={16} aria-hidden />
              </Box>
            </IconButton>
          </Box>
        ))}
      </Grid>
      {total > 1 && (
        <Button
          size="lg"
          minH="48px"
          w="full"
          variant="outline"
          loading={!!saving && saving.total > 1}
          loadingText={saving ? `保存中（${saving.done + 1}/${saving.total}）` : undefined}
          disabled={!!saving}
          onClick={() => void save(images.map((_, i) => i))}
        >
          <Download size={18} aria-hidden />
          すべて保存（{total}枚）
        </Button>
      )}
      <Text fontSize="xs" color="fg.muted">
        写真をタップすると拡大して表示します。
      </Text>
      {open !== null && images[open] && (
        <Suspense fallback={null}>
          <ImageViewer roomId={roomId} image={images[open]} onClose={() => setOpen(null)} onSave={() => void save([open])} />
        </Suspense>
      )}
    </Stack>
  );
}
