/**
 * /worker/projects — the worker's top: a search entry, then two tabs: open jobs (newest first,
 * paged) and 応募した案件 (the worker's applications with their selection status). The tab is kept
 * in ?tab= so that back from a job returns to the same tab.
 */
import { HStack, Text } from '@chakra-ui/react';
import { Briefcase, ChevronRight, Search } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { SwitchTabs } from '../../components/layout/SwitchTabs';
import { whenIdle } from '../../lib/afterPaint';
import { lazyPreloaded } from '../../lib/lazyPreloaded';
import { preload } from '../../lib/preload';
import { WORKER } from '../../lib/paths';
import { OpenJobCard } from './OpenJobCard';
import { useOpenJobs } from './queries';

/** The applications tab, fetched when idle after the first paint (./MyApplications.tsx). */
const loadMyApplications = preload(() => import('./MyApplications'));
const MyApplications = lazyPreloaded(loadMyApplications, (m) => m.default);

type Tab = 'open' | 'applied';

const TABS = [
  { value: 'open', label: '募集中の案件' },
  { value: 'applied', label: '応募した案件' },
] as const satisfies readonly { value: Tab; label: string }[];

export default function OpenJobsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'applied' ? 'applied' : 'open';
  useEffect(() => whenIdle(() => void loadMyApplications().catch(() => undefined)), []);
  return (
    <>
      <PageHeader title="案件をさがす" />
      <SearchEntry />
      <SwitchTabs
        tabs={TABS}
        value={tab}
        onChange={(v) => setParams(v === 'applied' ? { tab: 'applied' } : {}, { replace: true })}
      >
        {tab === 'open' ? (
          <OpenJobs />
        ) : (
          <Suspense fallback={<ListSkeleton />}>
            <MyApplications onBrowse={() => setParams({}, { replace: true })} />
          </Suspense>
        )}
      </SwitchTabs>
    </>
  );
}

/** Looks like a search field; opens the search screen (keyword, skill, reward). */
function SearchEntry() {
  return (
    <Link to={WORKER.search} aria-label="案件を検索する">
      <HStack
        minH="48px"
        px="4"
        mb="3"
        gap="2"
        bg="bg.muted"
        rounded="full"
        color="fg.muted"
        borderWidth="1px"
        borderColor="border.muted"
        _active={{ bg: 'bg.emphasized' }}
      >
        <Search size={18} aria-hidden />
        <Text fontSize="sm" flex="1" truncate>
          キーワード・スキル・報酬で検索
        </Text>
        <ChevronRight size={18} aria-hidden />
      </HStack>
    </Link>
  );
}

function OpenJobs() {
  return (
    <PagedList
      list={useOpenJobs()}
      empty={
        <EmptyState
          icon={Briefcase}
          title="募集中の案件はまだありません"
          description="新しい案件が掲載されるとここに表示されます。しばらくしてから、もう一度ご確認ください"
        />
      }
      renderItem={(job) => <OpenJobCard key={job.id} job={job} />}
    />
  );
}
