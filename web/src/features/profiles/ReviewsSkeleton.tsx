/** Placeholder of a profile's 評価 section while its chunk or its first page loads (ReviewList.tsx). */
import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export function ReviewsSkeleton() {
  return (
    <Stack gap="3" role="status" aria-label="読み込み中" data-testid="reviews-skeleton">
      <Skeleton h="8" w="60%" />
      <SkeletonText noOfLines={3} />
    </Stack>
  );
}
