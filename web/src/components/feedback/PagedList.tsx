/**
 * One rendering of a paged list for every list screen: skeleton while the first page loads, the
 * error with a retry, the empty state, the items, then 'もっと見る' (or the error of a later page
 * with a retry of that page). Pass a usePagedQuery result (lib/query/paged.ts).
 */
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PagedQuery } from '../../lib/query/paged';
import { ListSkeleton, type ListSkeletonProps } from './ListSkeleton';
import { LoadError } from './LoadError';
import { LoadMoreButton } from './LoadMoreButton';

export interface PagedListProps<T> {
  list: PagedQuery<T>;
  /** Shown when the first page came back empty. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  skeleton?: ListSkeletonProps['variant'];
  gap?: string;
}

export function PagedList<T>({ list, empty, renderItem, skeleton, gap = '3' }: PagedListProps<T>) {
  if (list.error && list.items.length === 0) return <LoadError error={list.error} onRetry={list.reload} />;
  if (list.loading && list.items.length === 0) return <ListSkeleton variant={skeleton} />;
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <Stack gap={gap}>
      {list.items.map(renderItem)}
      {list.error && <LoadError error={list.error} onRetry={list.loadMore} />}
      <LoadMoreButton list={list} />
    </Stack>
  );
}
