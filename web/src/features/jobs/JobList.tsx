/** My jobs of one status (published incl. closed, or stopped), with the create button and the tabs. */
import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { RouteTabs } from '../../components/layout/RouteTabs';
import { CLIENT, withId } from '../../lib/paths';
import { JobCard } from './JobCard';
import { useMyJobs, type MyJobStatus } from './queries';

export function JobList({ status }: { status: MyJobStatus }) {
  const list = useMyJobs(status);
  return (
    <Stack gap="0">
      <PageHeader title="掲載案件" />
      <Button asChild size="xl" minH="52px" mb="4" shadow="sm">
        <Link to={CLIENT.newJob}>
          <Plus size={20} aria-hidden />
          案件を作成する
        </Link>
      </Button>
      <RouteTabs
        items={[
          { to: CLIENT.jobs, label: '掲載中' },
          { to: CLIENT.stoppedJobs, label: '停止中' },
        ]}
      />
      <PagedList
        list={list}
        empty={
          status === 'published' ? (
            <EmptyState
              title="掲載中の案件はありません"
              description="案件を作成すると、カメラマンなどの受注者から応募が届きます。"
              action={{ label: '案件を作成する', to: CLIENT.newJob }}
            />
          ) : (
            <EmptyState
              title="停止中の案件はありません"
              description="募集を停止した案件はここに表示され、いつでも再開できます。"
            />
          )
        }
        renderItem={(job) => <JobCard key={job.id} job={job} to={withId(CLIENT.job, job.id)} showApplicants />}
      />
    </Stack>
  );
}
