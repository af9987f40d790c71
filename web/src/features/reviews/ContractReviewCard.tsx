/**
 * 「取引の評価」 on the page of an ended contract (docs/product/reviews.md#invitations), in the contract
 * page's lower part (contracts/ContractMore.tsx, loaded after the first paint) and rendered only once the
 * deal has ended, so the page's first screen neither loads nor fetches it: while the review is due, the
 * invitation with its deadline and a button to the form; after, the deal's reviews as the caller may read
 * them. A deal that cannot be reviewed (cancelled before 仮払い) shows nothing.
 */
import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { partyOf } from '../../components/display/PartyLine';
import { LoadError } from '../../components/feedback/LoadError';
import { PATHS, withId } from '../../lib/paths';
import { useContractReview } from './queries';
import { ReviewOutcome } from './ReviewOutcome';
import { formatMonthDay, stageOf } from './reviewState';

export interface ContractReviewCardProps {
  contract: Contract;
  side: UserType;
}

export default function ContractReviewCard({ contract: c, side }: ContractReviewCardProps) {
  const review = useContractReview(c.id);
  const other = partyOf(c, side).name;
  const r = review.data;
  if (!r && !review.error) return <Skeleton h="96px" rounded="xl" data-testid="review-card-loading" />;
  const stage = r && stageOf(r, c.status);
  if (stage === 'none' || stage === 'notYet') return null;
  return (
    <Stack
      as="section"
      aria-labelledby="contract-review-heading"
      gap="3"
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      p="4"
      data-testid="review-card"
    >
      <Heading as="h2" size="sm" id="contract-review-heading">
        取引の評価
      </Heading>
      {!r || !stage ? (
        <LoadError error={review.error} onRetry={() => void review.refetch()} title="評価を読み込めませんでした" />
      ) : stage === 'due' ? (
        <>
          <Text fontSize="sm" fontWeight="bold" data-testid="review-invitation">
            {other}を評価してください{r.deadline && `（${formatMonthDay(r.deadline)}まで）`}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            評価はお互いが書き終えるか、期限を過ぎると公開されます。
          </Text>
          <Button asChild size="lg" minH="48px" w="full">
            <Link to={withId(PATHS[side].review, c.id)}>
              <Star size={18} aria-hidden />
              評価する
            </Link>
          </Button>
        </>
      ) : (
        <ReviewOutcome review={r} stage={stage} other={other} />
      )}
    </Stack>
  );
}
