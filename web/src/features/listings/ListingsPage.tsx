/** /worker/products (公開中) and /worker/products/stop (停止中): the worker's own listings, paged. */
import { Button, Stack } from '@chakra-ui/react';
import { Plus, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ListingStatus } from '@common/marketplace';
import { listingsApi } from '../../lib/api/marketplace';
import { usePagedList } from '../../lib/usePagedList';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadMoreButton } from '../../components/feedback/LoadMoreButton';
import { RouteTabs } from '../../components/layout/RouteTabs';
import { PageHeader } from '../../components/layout/PageHeader';
import { ListingCard } from './ListingCard';

export function ListingsList({ status }: { status: ListingStatus }) {
  const list = usePagedList((cursor) => listingsApi.mine(status, cursor), [status]);
  return (
    <>
      <PageHeader
        title="出品管理"
        action={
          <Button asChild size="md" minH="44px" rounded="full">
            <Link to="/worker/products/new">
              <Plus /> 出品する
            </Link>
          </Button>
        }
      />
      <RouteTabs
        items={[
          { label: '公開中', to: '/worker/products' },
          { label: '停止中', to: '/worker/products/stop' },
        ]}
      />
      {list.error && list.items.length === 0 ? (
        <LoadError error={list.error} onRetry={list.reload} />
      ) : list.loading && list.items.length === 0 ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        status === 'published' ? (
          <EmptyState
            icon={Store}
            title="公開中の出品はありません"
            description="得意な撮影をサービスとして出品しましょう。発注者があなたを見つけやすくなります"
            action={{ label: 'サービスを出品する', to: '/worker/products/new' }}
          />
        ) : (
          <EmptyState icon={Store} title="停止中の出品はありません" description="公開を停止した出品はここに表示されます" />
        )
      ) : (
        <Stack gap="3">
          {list.items.map((l) => (
            <ListingCard key={l.id} listing={l} />
          ))}
          {list.error && <LoadError error={list.error} onRetry={list.loadMore} />}
          <LoadMoreButton list={list} />
        </Stack>
      )}
    </>
  );
}

export default function PublishedListingsPage() {
  return <ListingsList status="published" />;
}
