/**
 * The 納品 form's photos (DeliverFields.tsx): pick several at once (images only, up to 20), each
 * shown as a square preview with a remove button in its corner (a 44px target), and a line saying
 * what went wrong with a pick. The files stay on the device until the 納品 is sent: the form uploads
 * them then. Props: `photos`, `onChange(photos)`, `disabled` (while sending).
 */
import { Box, Button, Grid, IconButton, Stack, Text } from '@chakra-ui/react';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { DELIVERY_IMAGES_MAX } from '@common/deal';
import type { MessageImage } from '@common/rooms';
import { BlobImage } from '../../components/display/BlobImage';

export interface DeliveryPhoto {
  key: string;
  file: File;
  /** Set once uploaded: sending again names the id instead of uploading the file again. */
  uploaded?: MessageImage;
}

let nextKey = 0;

export const PICK_NOT_IMAGE = '画像ファイルを選択してください';
export const PICK_TOO_MANY = `写真は${DELIVERY_IMAGES_MAX}枚まで添付できます`;

export function DeliveryPhotoPicker({
  photos,
  onChange,
  disabled,
}: {
  photos: DeliveryPhoto[];
  onChange: (photos: DeliveryPhoto[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const full = photos.length >= DELIVERY_IMAGES_MAX;

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Reset so that choosing the same file again still fires a change.
    e.target.value = '';
    const images = files.filter((f) => f.type.startsWith('image/'));
    const room = Math.max(DELIVERY_IMAGES_MAX - photos.length, 0);
    const problems: string[] = [];
    if (images.length < files.length) problems.push(PICK_NOT_IMAGE);
    if (images.length > room) problems.push(PICK_TOO_MANY);
    setProblem(problems.length ? problems.join('。') : null);
    const added = images.slice(0, room).map((file) => ({ key: `p${nextKey++}`, file }));
    if (added.length) onChange([...photos, ...added]);
  };

  const remove = (key: string) => {
    onChange(photos.filter((p) => p.key !== key));
    setProblem(null);
  };

  return (
    <Stack gap="2" data-testid="delivery-photo-picker">
      <Text fontWeight="bold" fontSize="sm">
        納品写真（任意・{DELIVERY_IMAGES_MAX}枚まで）
      </Text>
      {photos.length > 0 && (
        <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2" data-testid="delivery-photo-previews">
          {photos.map((p, i) => (
            <Box key={p.key} position="relative" aspectRatio={1} minW="0">
              <Box w="full" h="full" rounded="md" overflow="hidden" bg="bg.muted" borderWidth="1px">
                <BlobImage blob={p.file} alt={`納品する写真 ${i + 1}`} style={{ objectFit: 'cover' }} />
              </Box>
              <IconButton
                position="absolute"
                top="0"
                right="0"
                minW="44px"
                h="44px"
                variant="plain"
                aria-label={`写真 ${i + 1} を外す`}
                disabled={disabled}
                onClick={() => remove(p.key)}
              >
                <Box as="span" display="grid" placeItems="center" w="26px" h="26px" rounded="full" bg="gray.800" color="white">
                  <X size={14} aria-hidden />
                </Box>
              </IconButton>
            </Box>
          ))}
        </Grid>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="納品写真を選ぶ"
        onChange={onPick}
        data-testid="delivery-photo-input"
      />
      <Button
        type="button"
        variant="outline"
        size="lg"
        minH="48px"
        w="full"
        disabled={disabled || full}
        onClick={() => input.current?.click()}
      >
        <ImagePlus size={18} aria-hidden />
        写真を選ぶ（{photos.length}/{DELIVERY_IMAGES_MAX}）
      </Button>
      {problem && (
        <Text fontSize="xs" color="fg.error" aria-live="polite" data-testid="photo-problem">
          {problem}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        写真は納品するときに送信され、長辺1,600pxに縮小して表示・保存されます。元のサイズのデータは、ギャラリー・ダウンロードURLで共有してください。
      </Text>
    </Stack>
  );
}
