/** /worker/products (公開中) and /worker/products/stop (停止中): the worker's own listings, paged. */
import { Button } from '@chakra-ui/react';
import { Plus, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListingStatus } from '@common/marketplace';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { RouteTabs } from '../../components/layout/RouteTabs';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER } from '../../lib/paths';
import { ListingCard } from './ListingCard';
import { useMyListings } from './queries';

const EMPTY: Record<ListingStatus, ReactNode> = {
  published: (
    <EmptyState
      icon={Store}
      title="公開中の出品はありません"
      description="得意な撮影をサービスとして出品しましょう。発注者があなたを見つけやすくなります"
      action={{ label: 'サービスを出品する', to: WORKER.newListing }}
    />
  ),
  stopped: <EmptyState icon={Store} title="停止中の出品はありません" description="公開を停止した出品はここに表示されます" />,
};

export function ListingsList({ status }: { status: ListingStatus }) {
  const list = useMyListings(status);
  return (
    <>
      <PageHeader
        title="出品管理"
        action={
          <Button asChild size="md" minH="44px" rounded="full">
            <Link to={WORKER.newListing}>
              <Plus /> 出品する
            </Link>
          </Button>
        }
      />
      <RouteTabs
        items={[
          { label: '公開中', to: WORKER.listings },
          { label: '停止中', to: WORKER.stoppedListings },
        ]}
      />
      <PagedList list={list} empty={EMPTY[status]} renderItem={(l) => <ListingCard key={l.id} listing={l} />} />
    </>
  );
}

export default function PublishedListingsPage() {
  return <ListingsList status="published" />;
}
