/**
 * A user's round profile picture (docs/product/entities.md#images): /liff/images/{uid}/{side}/profile?v={update time},
 * falling back to the default avatar when the image is missing or fails to load.
 * `version` comes from session.images[`${side}/profile`] or from list data; null means
 * "known to have no picture" and shows the default without a request.
 */
import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import type { UserType } from '@common/options';
import { DEFAULT_AVATAR, imageUrl } from '../../lib/api/profiles';

export interface AvatarProps {
  uid: string;
  side: UserType;
  version?: string | null;
  /** Diameter in CSS pixels (default 48). */
  size?: number;
  /** Whose picture: used as the image's alternative text. */
  name?: string;
}

export function Avatar({ uid, side, version, size = 48, name }: AvatarProps) {
  const src = version === null ? DEFAULT_AVATAR : imageUrl(uid, side, 'profile', version);
  // Remember which source failed, so a new version (after an upload) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? DEFAULT_AVATAR : src;
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      w={`${size}px`}
      h={`${size}px`}
      rounded="full"
      overflow="hidden"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border.muted"
    >
      <Image
        src={shown}
        alt={name ? `${name}のプロフィール画像` : 'プロフィール画像'}
        w="full"
        h="full"
        objectFit="cover"
        loading="lazy"
        decoding="async"
        data-fallback={shown === DEFAULT_AVATAR ? 'true' : undefined}
        onError={() => {
          if (shown !== DEFAULT_AVATAR) setFailed(src);
        }}
      />
    </Box>
  );
}

export default Avatar;
