/**
 * The 応募した案件 tab of /worker/projects: the worker's applications with their selection status.
 * A chunk of its own (docs/performance.md): the open jobs tab is a first screen and the tab opens only on a tap
 * (or from ?tab=applied), so OpenJobsPage fetches it once the browser is idle after the first paint.
 */
import { Button } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { ApplicationCard } from './ApplicationCard';
import { useMyApplications } from './queries';

export default function MyApplications({ onBrowse }: { onBrowse: () => void }) {
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
