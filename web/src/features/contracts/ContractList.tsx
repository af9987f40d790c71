/** The client's contracts, ongoing or finished, as cards. */
import { Button, Stack } from '@chakra-ui/react';
import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contractsApi } from '../../lib/api/marketplace';
import { usePagedList } from '../../lib/usePagedList';
import { ContractCard } from './ContractCard';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadMoreButton } from '../../components/feedback/LoadMoreButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { RouteTabs } from '../../components/layout/RouteTabs';

export function ContractList({ state }: { state: 'ongoing' | 'finished' }) {
  const list = usePagedList((cursor) => contractsApi.list(state, cursor), [state]);
  return (
    <Stack gap="0">
      <PageHeader
        title="案件管理"
        action={
          <Button asChild size="sm" minH="44px" variant="subtle">
            <Link to="/client/project-managements/new">
              <Plus size={16} aria-hidden />
              案件を作成
            </Link>
          </Button>
        }
      />
      <RouteTabs
        items={[
          { to: '/client/project-managements', label: '進行中' },
          { to: '/client/project-managements/finish', label: '完了・終了' },
        ]}
      />
      <Stack gap="3">
        {list.error && <LoadError error={list.error} onRetry={list.reload} />}
        {list.items.map((c) => (
          <ContractCard key={c.id} contract={c} side="client" to={`/client/project-managements/${encodeURIComponent(c.id)}`} />
        ))}
        {list.loading && list.items.length === 0 && <ListSkeleton variant="person" />}
        {!list.loading && !list.error && list.items.length === 0 && (
          state === 'ongoing' ? (
            <EmptyState
              icon={ClipboardList}
              title="進行中の契約はありません"
              description="応募者を採用すると契約が成立し、ここで進み具合を確認できます。"
              action={{ label: '掲載案件の応募者を見る', to: '/client/products' }}
            />
          ) : (
            <EmptyState
              icon={ClipboardList}
              title="完了した契約はありません"
              description="検収が完了した契約やキャンセルした契約はここに表示されます。"
            />
          )
        )}
        <LoadMoreButton list={list} />
      </Stack>
    </Stack>
  );
}
