/** 案件管理: the viewer's contracts, ongoing or finished, as cards; tabs and empty states per side. */
import { Button, Stack } from '@chakra-ui/react';
import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserType } from '@common/options';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { RouteTabs } from '../../components/layout/RouteTabs';
import { CLIENT, PATHS, WORKER, withId } from '../../lib/paths';
import { ContractCard } from './ContractCard';
import { useContracts, type ContractState } from './queries';
import { useViewer } from '../session';

const TABS: Record<UserType, { to: string; label: string }[]> = {
  client: [
    { to: CLIENT.contracts, label: '進行中' },
    { to: CLIENT.finishedContracts, label: '完了・終了' },
  ],
  worker: [
    { to: WORKER.contracts, label: '進行中' },
    { to: WORKER.finishedContracts, label: '完了' },
  ],
};

const EMPTY: Record<
  UserType,
  Record<ContractState, { title: string; description: string; action?: { label: string; to: string } }>
> = {
  client: {
    ongoing: {
      title: '進行中の契約はありません',
      description: '応募者を採用すると契約が成立し、ここで進み具合を確認できます。',
      action: { label: '掲載案件の応募者を見る', to: CLIENT.jobs },
    },
    finished: { title: '完了した契約はありません', description: '検収が完了した契約やキャンセルした契約はここに表示されます。' },
  },
  worker: {
    ongoing: {
      title: '進行中の案件はありません',
      description: '採用された案件がここに表示されます',
      action: { label: '案件を探す', to: WORKER.jobs },
    },
    finished: { title: '完了した案件はありません', description: '検収完了・キャンセルの案件がここに表示されます' },
  },
};

export function ContractList({ state }: { state: ContractState }) {
  const { side } = useViewer();
  const list = useContracts(state);
  return (
    <Stack gap="0">
      <PageHeader
        title="案件管理"
        action={
          side === 'client' && (
            <Button asChild size="sm" minH="44px" variant="subtle">
              <Link to={CLIENT.newJob}>
                <Plus size={16} aria-hidden />
                案件を作成
              </Link>
            </Button>
          )
        }
      />
      <RouteTabs items={TABS[side]} />
      <PagedList
        list={list}
        skeleton={side === 'client' ? 'person' : undefined}
        empty={<EmptyState icon={ClipboardList} {...EMPTY[side][state]} />}
        renderItem={(c) => <ContractCard key={c.id} contract={c} side={side} to={withId(PATHS[side].contract, c.id)} />}
      />
    </Stack>
  );
}
