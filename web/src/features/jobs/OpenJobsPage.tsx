/**
 * /worker/projects — the worker's top: a search entry, then two tabs: open jobs (newest first,
 * paged) and 応募した案件 (the worker's applications with their selection status). The tab is kept
 * in ?tab= so that back from a job returns to the same tab.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Briefcase, ChevronRight, Search, Send } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { SwitchTabs } from '../../components/layout/SwitchTabs';
import { WORKER } from '../../lib/paths';
import { ApplicationCard } from './ApplicationCard';
import { OpenJobCard } from './OpenJobCard';
import { useMyApplications, useOpenJobs } from './queries';

type Tab = 'open' | 'applied';

const TABS = [
  { value: 'open', label: '募集中の案件' },
  { value: 'applied', label: '応募した案件' },
] as const satisfies readonly { value: Tab; label: string }[];

export default function OpenJobsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'applied' ? 'applied' : 'open';
  return (
    <>
      <PageHeader title="案件をさがす" />
      <SearchEntry />
      <SwitchTabs
        tabs={TABS}
        value={tab}
        onChange={(v) => setParams(v === 'applied' ? { tab: 'applied' } : {}, { replace: true })}
      >
        {tab === 'open' ? <OpenJobs /> : <MyApplications onBrowse={() => setParams({}, { replace: true })} />}
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

function MyApplications({ onBrowse }: { onBrowse: () => void }) {
  return (
    <PagedList
      list={useMyApplications()}
      empty={
        <EmptyState
          icon={Send}
          title="応募した案件はありません"
          description="気になる案件に応募すると、選考の状況をここで確認できます"
        >
          <Button size="lg" minH="48px" mt="2" variant="outline" onClick={onBrowse}>
            募集中の案件を見る
          </Button>
        </EmptyState>
      }
      renderItem={(a) => <ApplicationCard key={a.jobId} application={a} />}
    />
  );
}
