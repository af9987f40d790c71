/** 'もっと見る' under a paged list; renders nothing once the last page is loaded. Pass a usePagedList result. */
import { Button } from '@chakra-ui/react';
import type { PagedList } from '../../lib/usePagedList';

export interface LoadMoreButtonProps {
  list: Pick<PagedList<unknown>, 'hasMore' | 'loading' | 'loadMore' | 'items'>;
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
      loading={list.loading}
      loadingText="読み込み中"
      onClick={list.loadMore}
    >
      もっと見る
    </Button>
  );
}
