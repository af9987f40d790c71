/**
 * Five stars, as many filled as the rating (an average is rounded to the nearest whole star); the
 * number itself is said by the label, so a screen reader hears 「5段階中4.5」 once.
 */
import { HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';

export function ReviewStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={`5段階中${rating}`} data-testid="review-stars" data-filled={filled}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden
          fill={n <= filled ? '#F6AD55' : 'none'}
          color={n <= filled ? '#DD6B20' : '#CBD5E0'}
        />
      ))}
    </HStack>
  );
}
