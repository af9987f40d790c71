/**
 * The editor's photos (docs/product/screens.md#portfolio): 1 to 5, each uploaded as soon as it is
 * picked (PUT /liff/portfolio/photos, shrunk first when too large as the 納品 photos are:
 * lib/shrinkImage.ts). A photo being sent shows the picked file with a spinner and 「アップロード中」,
 * then the server's thumbnail; each has a remove button (44px). A refused file leaves no photo and
 * its reason (the API's Japanese message) shows under the grid. The first photo is the cover.
 */
import { Box, Button, Center, Grid, IconButton, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioPhoto } from '@common/portfolio';
import { BlobImage } from '../../components/display/BlobImage';
import { errorMessage } from '../../components/feedback/errors';
import { ApiRequestError } from '../../lib/api/client';
import { logApiFailure } from '../../lib/api/log';
import { portfolioApi } from '../../lib/api/portfolio';
import { shrinkImage } from '../../lib/shrinkImage';

export interface WorkPhoto {
  key: string;
  /** The picked file while it is sent. */
  file?: File;
  /** The stored photo once uploaded (or one the work already has). */
  photo?: PortfolioPhoto;
}

let nextKey = 0;
export const photoKey = () => `wp${nextKey++}`;

export function WorkPhotos({
  photos,
  onChange,
  error,
  disabled,
}: {
  photos: WorkPhoto[];
  /** Called with an updater: uploads finish after other changes. */
  onChange: (update: (photos: WorkPhoto[]) => WorkPhoto[]) => void;
  /** The form's message for the photos (none picked): newer than any pick's, so shown first. */
  error?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One upload at a time, in the order picked: kinder to a phone's connection than five at once.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const full = photos.length >= PORTFOLIO_LIMITS.photos;
  const sending = photos.filter((p) => !p.photo).length;

  const upload = async (key: string, file: File) => {
    try {
      const blob = await shrinkImage(file);
      // Still over the API's limit once shrunk: said at once rather than after sending it all.
      if (blob.size > PORTFOLIO_LIMITS.uploadBytes)
        throw new ApiRequestError(413, 'payload_too_large', PORTFOLIO_MESSAGES.tooLarge);
      const photo = await portfolioApi.upload(blob);
      const { expiresAt: _, ...stored } = photo;
      onChange((list) => list.map((p) => (p.key === key ? { key, photo: stored } : p)));
    } catch (e) {
      logApiFailure('portfolio photo upload failed', e);
      onChange((list) => list.filter((p) => p.key !== key));
      setProblem(errorMessage(e));
    }
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Reset so that choosing the same file again still fires a change.
    e.target.value = '';
    const room = Math.max(PORTFOLIO_LIMITS.photos - photos.length, 0);
    // A declared type that is not an image is refused here with the API's own words; no type (some
    // phones' HEIC) is left to the server.
    const images = files.filter((f) => !f.type || f.type.startsWith('image/'));
    const problems: string[] = [];
    if (images.length < files.length) problems.push(PORTFOLIO_MESSAGES.notAnImage);
    if (images.length > room) problems.push(PORTFOLIO_MESSAGES.tooManyPhotos);
    setProblem(problems.length ? problems.join('。') : null);
    const added = images.slice(0, room).map((file) => ({ key: photoKey(), file }));
    if (!added.length) return;
    onChange((list) => [...list, ...added]);
    for (const a of added) queue.current = queue.current.then(() => upload(a.key, a.file));
  };

  const remove = (key: string) => {
    onChange((list) => list.filter((p) => p.key !== key));
    setProblem(null);
  };

  return (
    <Stack gap="2" data-testid="work-photos">
      <Text fontWeight="bold" fontSize="sm">
        写真（1〜{PORTFOLIO_LIMITS.photos}枚・1枚目が表紙になります）
      </Text>
      {photos.length > 0 && (
        <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2" data-testid="work-photo-previews">
          {photos.map((p, i) => (
            <Box key={p.key} position="relative" aspectRatio={1} minW="0" data-testid="work-photo">
              <Box w="full" h="full" rounded="md" overflow="hidden" bg="bg.muted" borderWidth="1px">
                {p.photo ? (
                  <Image src={p.photo.thumbUrl} alt={`写真 ${i + 1}`} w="full" h="full" objectFit="cover" />
                ) : (
                  <BlobImage blob={p.file} alt={`写真 ${i + 1}（アップロード中）`} style={{ objectFit: 'cover', opacity: 0.6 }} />
                )}
              </Box>
              {!p.photo && (
                <Center
                  position="absolute"
                  inset="0"
                  flexDirection="column"
                  gap="1"
                  color="white"
                  bg="blackAlpha.400"
                  rounded="md"
                >
                  <Spinner size="sm" aria-hidden />
                  <Text fontSize="xs" fontWeight="bold">
                    アップロード中
                  </Text>
                </Center>
              )}
              {i === 0 && p.photo && (
                <Text
                  position="absolute"
                  bottom="1"
                  left="1"
                  fontSize="2xs"
                  px="1.5"
                  rounded="sm"
                  bg="blackAlpha.700"
                  color="white"
                >
                  表紙
                </Text>
              )}
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
        aria-label="作品の写真を選ぶ"
        onChange={onPick}
        data-testid="work-photo-input"
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
        写真を選ぶ（{photos.length}/{PORTFOLIO_LIMITS.photos}）
      </Button>
      {sending > 0 && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="upload-progress">
          写真をアップロードしています（残り{sending}枚）
        </Text>
      )}
      {(error ?? problem) && (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="photo-problem">
          {error ?? problem}
        </Text>
      )}
    </Stack>
  );
}
