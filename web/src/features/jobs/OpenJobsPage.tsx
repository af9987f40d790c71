/**
 * /worker/projects — the worker's top: a search entry, then two tabs: open jobs (newest first,
 * paged) and 応募した案件 (the worker's applications with their selection status). The tab is kept
 * in ?tab= so that back from a job returns to the same tab.
 */
import { Button, HStack, Tabs, Text } from '@chakra-ui/react';
import { Briefcase, ChevronRight, Search, Send } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER } from '../../lib/paths';
import { ApplicationCard } from './ApplicationCard';
import { OpenJobCard } from './OpenJobCard';
import { useMyApplications, useOpenJobs } from './queries';

type Tab = 'open' | 'applied';

export default function OpenJobsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'applied' ? 'applied' : 'open';
  return (
    <>
      <PageHeader title="案件をさがす" />
      <SearchEntry />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams(e.value === 'applied' ? { tab: 'applied' } : {}, { replace: true })}
        variant="line"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List mx="-4" px="4" mb="4">
          <Tabs.Trigger value="open" minH="44px" fontWeight="bold">
            募集中の案件
          </Tabs.Trigger>
          <Tabs.Trigger value="applied" minH="44px" fontWeight="bold">
            応募した案件
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="open" p="0">
          <OpenJobs />
        </Tabs.Content>
        <Tabs.Content value="applied" p="0">
          <MyApplications onBrowse={() => setParams({}, { replace: true })} />
        </Tabs.Content>
      </Tabs.Root>
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
