/** Placeholder cards while a list loads (`count` cards, default 3). */
import { Box, HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';
import { useHoldsPagePaint } from '../../lib/pagePainted';

export interface ListSkeletonProps {
  count?: number;
  /** 'card' = job/listing cards; 'person' = rows with an avatar (applicants, workers, contracts). */
  variant?: 'card' | 'person';
}

export function ListSkeleton({ count = 3, variant = 'card' }: ListSkeletonProps) {
  useHoldsPagePaint();
  return (
    <Stack gap="3" role="status" aria-live="polite" aria-label="読み込み中">
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} bg="bg" borderWidth="1px" rounded="xl" p="4">
          {variant === 'person' ? (
            <HStack gap="3" align="start">
              <SkeletonCircle size="12" />
              <Stack flex="1" gap="2">
                <Skeleton h="4" w="40%" />
                <SkeletonText noOfLines={2} />
              </Stack>
            </HStack>
          ) : (
            <Stack gap="3">
              <Skeleton h="4" w="30%" />
              <Skeleton h="5" w="85%" />
              <Skeleton h="6" w="40%" />
              <SkeletonText noOfLines={1} />
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Placeholder for a detail page: a heading block and a few rows. */
export function DetailSkeleton() {
  useHoldsPagePaint();
  return (
    <Stack gap="4" role="status" aria-live="polite" aria-label="読み込み中">
      <Skeleton h="6" w="70%" />
      <Skeleton h="8" w="45%" />
      <Box bg="bg" borderWidth="1px" rounded="xl" p="4">
        <SkeletonText noOfLines={5} gap="3" />
      </Box>
      <Skeleton h="12" rounded="lg" />
    </Stack>
  );
}
