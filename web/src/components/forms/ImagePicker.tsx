/**
 * Picks a picture and uploads it at once (docs/product/entities.md#images, docs/product/api.md#profiles-and-images):
 * PUT /liff/images/{side}/{kind} with the file as it is; the server checks and re-encodes it. Shows the current
 * picture (the avatar for 'profile', a wide banner for 'background'). Failure: toast 'アップロードに失敗しました'
 * (docs/product/screens.md#my-page).
 */
import { Box, Button, Center, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import { imageUrl, uploadImage } from '../../lib/api/profiles';
import { Avatar } from '../display/Avatar';
import { notify } from '../feedback/toaster';

export const UPLOAD_FAILED_MESSAGE = 'アップロードに失敗しました';
const MAX_BYTES = 5 * 1024 * 1024;

export interface ImagePickerProps {
  uid: string;
  side: UserType;
  kind: ImageKind;
  /** Update time of the current picture; null when there is none. */
  version?: string | null;
  /** Whose picture, for the alternative text. */
  name?: string;
  onUploaded: (updatedAt: string) => void;
}

const labels: Record<ImageKind, { title: string; button: string; change: string }> = {
  profile: { title: 'プロフィール画像', button: '画像を選択', change: '画像を変更' },
  background: { title: '背景画像', button: '背景画像を選択', change: '背景画像を変更' },
};

function Banner({ uid, side, version }: { uid: string; side: UserType; version?: string | null }) {
  const src = version ? imageUrl(uid, side, 'background', version) : null;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box w="full" aspectRatio={16 / 9} rounded="lg" overflow="hidden" bg="colorPalette.100" borderWidth="1px">
      {src && failed !== src ? (
        <Image src={src} alt="背景画像" w="full" h="full" objectFit="cover" onError={() => setFailed(src)} />
      ) : (
        <Center h="full" color="colorPalette.700" fontSize="sm">
          背景画像が未設定です
        </Center>
      )}
    </Box>
  );
}

export function ImagePicker({ uid, side, kind, version, name, onUploaded }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = labels[kind];

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Reset so that choosing the same file again still fires a change.
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      notify.error(UPLOAD_FAILED_MESSAGE, '5MBまでの画像を選択してください');
      return;
    }
    setBusy(true);
    try {
      const { updatedAt } = await uploadImage(side, kind, file);
      onUploaded(updatedAt);
    } catch (err) {
      console.error('image upload failed', err);
      notify.error(UPLOAD_FAILED_MESSAGE, err instanceof Error ? err.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  const hasPicture = !!version;
  return (
    <Stack gap="2" align={kind === 'profile' ? 'center' : 'stretch'} data-testid={`image-picker-${kind}`}>
      <Text fontWeight="bold" fontSize="sm" alignSelf="flex-start">
        {label.title}
      </Text>
      <Box position="relative">
        {kind === 'profile' ? (
          <Avatar uid={uid} side={side} version={version} size={96} name={name} />
        ) : (
          <Banner uid={uid} side={side} version={version} />
        )}
        {busy && (
          <Center position="absolute" inset="0" bg="blackAlpha.400" rounded={kind === 'profile' ? 'full' : 'lg'}>
            <Spinner color="white" aria-label="アップロード中" />
          </Center>
        )}
      </Box>
      <input ref={input} type="file" accept="image/*" hidden aria-label={label.title} onChange={(e) => void onPick(e)} />
      <Button
        type="button"
        variant="outline"
        minH="44px"
        loading={busy}
        loadingText="アップロード中"
        onClick={() => input.current?.click()}
      >
        <ImagePlus size={18} />
        {hasPicture ? label.change : label.button}
      </Button>
    </Stack>
  );
}
