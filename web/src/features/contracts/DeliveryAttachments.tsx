/**
 * What a 納品 carries besides its message (DeliveryCard.tsx): its photos, as a grid each one openable
 * full size and savable (features/rooms' DeliveryPhotos, fetched when first shown, with boxes of its
 * size meanwhile), and its gallery or download link, opened outside the app. Nothing when it has
 * neither. Props: `roomId` (the contract's room, where the photos live; without it no photos show),
 * `images`, `link`.
 */
import { Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { Suspense } from 'react';
import type { MessageImage } from '@common/rooms';
import { DeliveryPhotos } from '../rooms';

/** Where the grid goes while it loads: the same squares. */
function PhotosPlaceholder({ count }: { count: number }) {
  return (
    <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="1.5" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} aspectRatio={1} rounded="lg" bg="bg.muted" />
      ))}
    </Grid>
  );
}

export function DeliveryAttachments({
  roomId,
  images = [],
  link = null,
}: {
  roomId?: string;
  images?: MessageImage[];
  link?: string | null;
}) {
  const photos = roomId ? images : [];
  if (!photos.length && !link) return null;
  return (
    <Stack gap="3">
      {roomId && photos.length > 0 && (
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="bold">
            納品写真（{photos.length}枚）
          </Text>
          <Suspense fallback={<PhotosPlaceholder count={photos.length} />}>
            <DeliveryPhotos roomId={roomId} images={photos} />
          </Suspense>
        </Stack>
      )}
      {link && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="bold">
            ギャラリー・ダウンロードURL
          </Text>
          <Link
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            display="flex"
            alignItems="center"
            gap="2"
            minH="44px"
            px="3"
            py="2"
            rounded="md"
            borderWidth="1px"
            fontSize="sm"
            color="colorPalette.fg"
            overflowWrap="anywhere"
            data-testid="delivery-link"
          >
            <Box as="span" flexShrink={0}>
              <ExternalLink size={16} aria-hidden />
            </Box>
            <Box as="span" minW="0" textDecoration="underline">
              {link}
            </Box>
          </Link>
        </Stack>
      )}
    </Stack>
  );
}
