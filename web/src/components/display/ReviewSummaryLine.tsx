/**
 * A public profile's reviews in one line (docs/product/reviews.md#summary): ★ 4.5（12件）, or that there
 * are none yet. The API sends the summary only once a review is visible.
 */
import { HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { ReviewSummary } from '@common/reviews';

export function ReviewSummaryLine({ summary, hideEmpty }: { summary?: ReviewSummary; hideEmpty?: boolean }) {
  if (!summary?.count || summary.average === null) {
    return hideEmpty ? null : (
      <Text fontSize="sm" color="fg.muted" data-testid="review-summary">
        評価はまだありません
      </Text>
    );
  }
  const average = summary.average.toFixed(1);
  return (
    <HStack gap="1" fontSize="sm" data-testid="review-summary" aria-label={`評価 ${average}（${summary.count}件）`}>
      <Star size={16} fill="#F6AD55" color="#DD6B20" aria-hidden />
      <Text fontWeight="bold">{average}</Text>
      <Text color="fg.muted">（{summary.count}件）</Text>
    </HStack>
  );
}
