/**
 * A deal's reviews once the caller cannot write (docs/product/reviews.md#the-form): mine with its state,
 * theirs when visible, or why there is nothing to write. Before theirs is visible nothing here says
 * whether they wrote (docs/product/reviews.md#double-blind): `theirsWritten` is read only when the API
 * sends it.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import type { ContractReview } from '@common/reviews';
import { MyReview, ReviewBlock } from './ReviewBlock';
import { REASON, type ReviewStage } from './reviewState';

export function ReviewOutcome({ review: r, stage, other }: { review: ContractReview; stage: ReviewStage; other: string }) {
  const reason = stage in REASON ? REASON[stage as keyof typeof REASON] : null;
  return (
    <Stack gap="3">
      {reason && (
        <Alert.Root status="info" rounded="lg" data-testid="review-reason">
          <Alert.Indicator />
          <Alert.Description fontSize="sm">{reason}</Alert.Description>
        </Alert.Root>
      )}
      {r.theirs && <ReviewBlock review={r.theirs} title={`${other}からの評価`} testId="their-review" />}
      {!r.theirs && r.theirsWritten === false && (
        <Text fontSize="sm" color="fg.muted" data-testid="their-review-none">
          {other}からの評価はありませんでした。
        </Text>
      )}
      {r.mine && <MyReview review={r.mine} other={other} deadline={r.deadline} />}
    </Stack>
  );
}
