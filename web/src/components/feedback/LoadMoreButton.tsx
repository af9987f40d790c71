/** 'もっと見る' under a paged list; renders nothing once the last page is loaded. */
import { Button } from '@chakra-ui/react';

export interface LoadMoreButtonProps {
  list: { hasMore: boolean; loadingMore: boolean; loadMore: () => void; items: unknown[] };
}

export function LoadMoreButton({ list }: LoadMoreButtonProps) {
  if (!list.hasMore || list.items.length === 0) return null;
  return (
    <Button
      variant="outline"
      size="lg"
      w="full"
      minH="48px"
      bg="bg"
      loading={list.loadingMore}
      loadingText="読み込み中"
      onClick={list.loadMore}
    >
      もっと見る
    </Button>
  );
}
