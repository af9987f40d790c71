/**
 * The top of a my-page: background picture, avatar, name and labels (images with ?v= and fallbacks:
 * docs/product/entities.md#images).
 */
import { Badge, Box, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ImageVersions } from '@common/api';
import type { UserType } from '@common/options';
import { imageUrl } from '../../lib/api/profiles';
import { Avatar } from '../../components/display/Avatar';

function Background({ uid, side, version }: { uid: string; side: UserType; version?: string }) {
  const src = version ? imageUrl(uid, side, 'background', version) : null;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box
      h="132px"
      bgGradient="to-br"
      gradientFrom="colorPalette.200"
      gradientTo="colorPalette.500"
      roundedTop="2xl"
      overflow="hidden"
    >
      {src && failed !== src && (
        <Image src={src} alt="背景画像" w="full" h="full" objectFit="cover" onError={() => setFailed(src)} />
      )}
    </Box>
  );
}

export function ProfileHeader(props: {
  uid: string;
  side: UserType;
  images: ImageVersions;
  name: string;
  badges: string[];
  subtitle?: ReactNode;
}) {
  const { uid, side, images, name, badges, subtitle } = props;
  return (
    <Box bg="bg" rounded="2xl" borderWidth="1px" overflow="hidden">
      <Background uid={uid} side={side} version={images[`${side}/background`]} />
      <Stack px="4" pb="4" gap="2" mt="-44px">
        <Box rounded="full" borderWidth="4px" borderColor="bg" w="fit-content" bg="bg">
          <Avatar uid={uid} side={side} version={images[`${side}/profile`] ?? null} size={88} name={name} />
        </Box>
        <Heading as="h2" size="xl" wordBreak="break-word">
          {name}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          {badges.map((b) => (
            <Badge key={b} size="md" variant="subtle" rounded="full" px="2.5">
              {b}
            </Badge>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" bg="bg" rounded="2xl" borderWidth="1px" p="4">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
