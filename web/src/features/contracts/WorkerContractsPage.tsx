/** /worker/project-managements (進行中) and /finish (完了): the worker's contracts, paged. */
import { Stack } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { contractsApi } from '../../lib/api/marketplace';
import { usePagedList } from '../../lib/usePagedList';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadMoreButton } from '../../components/feedback/LoadMoreButton';
import { RouteTabs } from '../../components/layout/RouteTabs';
import { PageHeader } from '../../components/layout/PageHeader';
import { ContractCard } from './ContractCard';

export function ContractsList({ state }: { state: 'ongoing' | 'finished' }) {
  const list = usePagedList((cursor) => contractsApi.list(state, cursor), [state]);
  return (
    <>
      <PageHeader title="案件管理" />
      <RouteTabs
        items={[
          { label: '進行中', to: '/worker/project-managements' },
          { label: '完了', to: '/worker/project-managements/finish' },
        ]}
      />
      {list.error && list.items.length === 0 ? (
        <LoadError error={list.error} onRetry={list.reload} />
      ) : list.loading && list.items.length === 0 ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        state === 'ongoing' ? (
          <EmptyState
            icon={ClipboardList}
            title="進行中の案件はありません"
            description="採用された案件がここに表示されます"
            action={{ label: '案件を探す', to: '/worker/projects' }}
          />
        ) : (
          <EmptyState icon={ClipboardList} title="完了した案件はありません" description="検収完了・キャンセルの案件がここに表示されます" />
        )
      ) : (
        <Stack gap="3">
          {list.items.map((c) => (
            <ContractCard key={c.id} contract={c} side="worker" to={`/worker/project-managements/${encodeURIComponent(c.id)}`} />
          ))}
          {list.error && <LoadError error={list.error} onRetry={list.loadMore} />}
          <LoadMoreButton list={list} />
        </Stack>
      )}
    </>
  );
}

export default function OngoingContractsPage() {
  return <ContractsList state="ongoing" />;
}
