/**
 * A public profile's reviews (docs/product/reviews.md#on-the-profiles), under the profile's 評価 heading:
 * the average as stars, 「{count}件の評価」 and 「完了した取引 {n}件」, then the latest three reviews (stars,
 * the job, the month, the author, the comment folded when long) and 「すべての評価を見る（{count}件）」, which
 * lists them all in place, 20 at a time with 「もっと見る」. Loaded lazily by ProfileReviews.tsx.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PublicReview, ReviewSide, UserReviews } from '@common/reviews';
import { LoadError } from '../../components/feedback/LoadError';
import { PagedList } from '../../components/feedback/PagedList';
import { ReviewStars } from './ReviewStars';
import { ReviewsSkeleton } from './ReviewsSkeleton';
import { useAllUserReviews, useUserReviews } from './reviewQueries';
import { ReadMoreToggle } from '../../components/display/ReadMoreToggle';

export const NO_REVIEWS = 'まだ評価はありません';
/** How many reviews the profile shows before 「すべての評価を見る」. */
export const LATEST_REVIEWS = 3;

/** '2026-11' -> '2026年11月'. */
export const monthJa = (month: string) => {
  const [y, m] = month.split('-');
  return m ? `${y}年${Number(m)}月` : month;
};

export default function ReviewList({ uid, side }: { uid: string; side: ReviewSide }) {
  const query = useUserReviews(uid, side);
  const [all, setAll] = useState(false);
  if (!query.data) {
    if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <ReviewsSkeleton />;
  }
  const first = query.data;
  const { summary, items } = first;
  const more = items.length > LATEST_REVIEWS || first.nextCursor !== null;
  return (
    <Stack gap="3" data-testid="profile-reviews">
      <Summary summary={summary} />
      {items.length > 0 &&
        (all ? (
          <AllReviews uid={uid} side={side} first={first} />
        ) : (
          <Stack gap="0">
            {items.slice(0, LATEST_REVIEWS).map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </Stack>
        ))}
      {more && !all && (
        <Button variant="outline" size="md" minH="44px" w="full" bg="bg" onClick={() => setAll(true)}>
          すべての評価を見る（{Math.max(summary.count, items.length)}件）
        </Button>
      )}
    </Stack>
  );
}

function Summary({ summary }: { summary: UserReviews['summary'] }) {
  const completed = (
    <Text fontSize="sm" color="fg.muted">
      完了した取引 {summary.completedContracts}件
    </Text>
  );
  if (summary.average === null || !summary.count) {
    return (
      <Stack gap="0.5" data-testid="reviews-summary">
        <Text fontSize="sm">{NO_REVIEWS}</Text>
        {completed}
      </Stack>
    );
  }
  return (
    <HStack gap="3" align="center" data-testid="reviews-summary">
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
        {summary.average.toFixed(1)}
      </Text>
      <Stack gap="1" minW="0">
        <ReviewStars rating={summary.average} size={20} />
        <HStack gap="2" rowGap="0" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {summary.count}件の評価
          </Text>
          {completed}
        </HStack>
      </Stack>
    </HStack>
  );
}

function AllReviews({ uid, side, first }: { uid: string; side: ReviewSide; first: UserReviews }) {
  const list = useAllUserReviews(uid, side, first);
  return (
    <Box data-testid="all-reviews">
      <PagedList list={list} gap="0" empty={null} renderItem={(r) => <ReviewItem key={r.id} review={r} />} />
    </Box>
  );
}

/** A long comment is folded to four lines with 「続きを読む」. */
const isLong = (comment: string) => comment.length > 120 || comment.split('\n').length > 4;

export function ReviewItem({ review: r }: { review: PublicReview }) {
  const [open, setOpen] = useState(false);
  const long = isLong(r.comment);
  return (
    <Stack as="article" gap="1.5" py="3" borderTopWidth="1px" data-testid="review-item">
      <HStack justify="space-between" gap="2">
        <ReviewStars rating={r.rating} size={14} />
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {monthJa(r.month)}
        </Text>
      </HStack>
      <Text fontSize="sm" fontWeight="bold" wordBreak="break-word">
        {r.jobTitle}
      </Text>
      <Box>
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={long && !open ? 4 : undefined}>
          {r.comment}
        </Text>
        {long && <ReadMoreToggle open={open} onToggle={() => setOpen((v) => !v)} />}
      </Box>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {r.authorName}
      </Text>
    </Stack>
  );
}
