/**
 * /worker/projects — the worker's top: a search entry, then two tabs: open jobs (newest first,
 * paged) and 応募した案件 (the worker's applications with their selection status). The tab is kept
 * in ?tab= so that back from a job returns to the same tab.
 */
import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Briefcase, ChevronRight, Search, Send } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { jobsApi } from '../../lib/api/marketplace';
import { usePagedList } from '../../lib/usePagedList';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadMoreButton } from '../../components/feedback/LoadMoreButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { ApplicationCard } from '../applications';
import { OpenJobCard } from './OpenJobCard';

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
    <Link to="/worker/search" aria-label="案件を検索する">
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
  const list = usePagedList((cursor) => jobsApi.search({}, cursor), []);
  if (list.error && list.items.length === 0) return <LoadError error={list.error} onRetry={list.reload} />;
  if (list.loading && list.items.length === 0) return <ListSkeleton />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        icon={Briefcase}
        title="募集中の案件はまだありません"
        description="新しい案件が掲載されるとここに表示されます。しばらくしてから、もう一度ご確認ください"
      />
    );
  }
  return (
    <Stack gap="3">
      {list.items.map((job) => (
        <OpenJobCard key={job.id} job={job} />
      ))}
      {list.error && <LoadError error={list.error} onRetry={list.loadMore} />}
      <LoadMoreButton list={list} />
    </Stack>
  );
}

function MyApplications({ onBrowse }: { onBrowse: () => void }) {
  const list = usePagedList((cursor) => jobsApi.myApplications(cursor), []);
  if (list.error && list.items.length === 0) return <LoadError error={list.error} onRetry={list.reload} />;
  if (list.loading && list.items.length === 0) return <ListSkeleton />;
  if (list.items.length === 0) {
    return (
      <EmptyState icon={Send} title="応募した案件はありません" description="気になる案件に応募すると、選考の状況をここで確認できます">
        <Button size="lg" minH="48px" mt="2" variant="outline" onClick={onBrowse}>
          募集中の案件を見る
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="3">
      {list.items.map((a) => (
        <ApplicationCard key={a.jobId} application={a} />
      ))}
      {list.error && <LoadError error={list.error} onRetry={list.loadMore} />}
      <LoadMoreButton list={list} />
    </Stack>
  );
}
