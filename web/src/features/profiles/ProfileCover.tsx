/**
 * The top of a public profile: the background image (a gradient while none is uploaded or when it
 * fails to load) with the avatar over its lower edge (images with ?v=: docs/product/entities.md#images).
 * `editImages`: on the owner's own view, the path of the images' edit screen, linked on the background.
 */
import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import type { UserType } from '@common/options';
import { PersonAvatar } from '../../components/display/PersonAvatar';
import { imageUrl } from '../../lib/api/profiles';
import { EditLink } from './EditLink';

export interface ProfileCoverProps {
  uid: string;
  side: UserType;
  name: string;
  avatarVersion?: string;
  backgroundVersion?: string;
  editImages?: string;
}

export function ProfileCover({ uid, side, name, avatarVersion, backgroundVersion, editImages }: ProfileCoverProps) {
  const src = backgroundVersion ? imageUrl(uid, side, 'background', backgroundVersion) : null;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box position="relative" data-testid="profile-cover">
      <Box h="120px" bgGradient="to-br" gradientFrom="colorPalette.200" gradientTo="colorPalette.500" overflow="hidden">
        {src && failed !== src && (
          <Image src={src} alt="背景画像" w="full" h="full" objectFit="cover" onError={() => setFailed(src)} />
        )}
      </Box>
      {editImages && (
        <Box position="absolute" top="2" right="2">
          <EditLink to={editImages} part="画像" />
        </Box>
      )}
      <Box mt="-40px" mx="4" rounded="full" borderWidth="4px" borderColor="bg" w="fit-content" bg="bg" position="relative">
        <PersonAvatar uid={uid} side={side} version={avatarVersion ?? null} name={name} size="xl" />
      </Box>
    </Box>
  );
}
