/** A written review's stars, read out as 「星4つ（5段階中）」. */
import { HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { REVIEW_LIMITS } from '@common/reviews';

const STARS = Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, i) => i + 1);

export const STAR_FILL = '#F6AD55';
export const STAR_STROKE = '#DD6B20';

export function Stars({ rating, size = 20 }: { rating: number; size?: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`星${rating}つ（${REVIEW_LIMITS.ratingMax}段階中）`}>
      {STARS.map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden
          fill={n <= rating ? STAR_FILL : 'none'}
          color={n <= rating ? STAR_STROKE : 'var(--chakra-colors-gray-400)'}
        />
      ))}
    </HStack>
  );
}
