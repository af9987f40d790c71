/**
 * The room's slim invitation under its header (docs/product/reviews.md#invitations): 「取引が完了しました。
 * 評価をお願いします」 with a button to the form, while the caller's review is due. The room renders it
 * only once the deal has ended, from a chunk of its own (the room is a first screen: docs/performance.md),
 * and it shows nothing until the answer says the review is due.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserType } from '@common/options';
import { PATHS, withId } from '../../lib/paths';
import { useContractReview } from './queries';
import { STAR_FILL, STAR_STROKE } from './Stars';

export interface RoomReviewBannerProps {
  contractId: string;
  side: UserType;
}

export default function RoomReviewBanner({ contractId, side }: RoomReviewBannerProps) {
  const review = useContractReview(contractId);
  if (!review.data?.due) return null;
  return (
    <HStack
      flexShrink={0}
      gap="2"
      px="4"
      py="1.5"
      bg="orange.subtle"
      borderBottomWidth="1px"
      role="status"
      data-testid="review-banner"
    >
      <Star size={18} aria-hidden fill={STAR_FILL} color={STAR_STROKE} />
      <Text fontSize="sm" flex="1" minW="0">
        取引が完了しました。評価をお願いします
      </Text>
      <Button asChild size="sm" minH="44px" flexShrink={0}>
        <Link to={withId(PATHS[side].review, contractId)}>評価する</Link>
      </Button>
    </HStack>
  );
}
