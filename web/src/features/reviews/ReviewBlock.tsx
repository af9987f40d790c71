/**
 * One written review: whose it is, its stars and their meaning, the comment and the day it was written;
 * the caller's own with its state (相手の評価を待っています / 公開済み / 非表示, docs/product/reviews.md#double-blind).
 */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Review } from '@common/reviews';
import { formatDateJa } from '../../lib/format';
import { formatMonthDay, mineStage, RATING_LABEL } from './reviewState';
import { Stars } from './Stars';

const MINE_STATE = {
  waiting: { label: '相手の評価を待っています', palette: 'orange' },
  visible: { label: '公開済み', palette: 'green' },
  hidden: { label: '非表示', palette: 'gray' },
} as const;

export function ReviewBlock({ review, title, testId }: { review: Review; title: string; testId: string }) {
  return (
    <Stack gap="1.5" bg="bg" borderWidth="1px" rounded="lg" p="3" data-testid={testId}>
      <Text fontSize="sm" fontWeight="bold">
        {title}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Stars rating={review.rating} />
        <Text fontSize="sm" color="fg.muted">
          {RATING_LABEL[review.rating]}
        </Text>
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {review.comment}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {formatDateJa(review.createdAt)}
      </Text>
    </Stack>
  );
}

/** The caller's own review with its state and what the state means. */
export function MyReview({ review, other, deadline }: { review: Review; other: string; deadline: string | null }) {
  const stage = mineStage(review);
  const state = MINE_STATE[stage];
  const until = formatMonthDay(deadline);
  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={state.palette} size="md" data-testid="my-review-state">
          {state.label}
        </Badge>
      </HStack>
      {stage === 'waiting' && (
        <Text fontSize="sm" color="fg.muted">
          {other}が評価を書くか{until ? `、${until}になる` : '、評価の期限が来る'}と、お互いの評価が公開されます。
        </Text>
      )}
      {stage === 'hidden' && (
        <Text fontSize="sm" color="fg.muted">
          この評価は運営により非表示になりました。あなた以外には表示されません。
        </Text>
      )}
      <ReviewBlock review={review} title="あなたの評価" testId="my-review" />
    </Stack>
  );
}
