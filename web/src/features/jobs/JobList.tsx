/** My jobs of one status (published incl. closed, or stopped), with the create button and the tabs. */
import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { jobsApi } from '../../lib/api/marketplace';
import { usePagedList } from '../../lib/usePagedList';
import { EmptyState } from '../../components/feedback/EmptyState';
import { JobCard } from './JobCard';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadMoreButton } from '../../components/feedback/LoadMoreButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { RouteTabs } from '../../components/layout/RouteTabs';

export const NEW_JOB_PATH = '/client/project-managements/new';

export function JobList({ status }: { status: 'published' | 'stopped' }) {
  const list = usePagedList((cursor) => jobsApi.mine(status, cursor), [status]);
  return (
    <Stack gap="0">
      <PageHeader title="掲載案件" />
      <Button asChild size="xl" minH="52px" mb="4" shadow="sm">
        <Link to={NEW_JOB_PATH}>
          <Plus size={20} aria-hidden />
          案件を作成する
        </Link>
      </Button>
      <RouteTabs
        items={[
          { to: '/client/products', label: '掲載中' },
          { to: '/client/products/stop', label: '停止中' },
        ]}
      />
      <Stack gap="3">
        {list.error && <LoadError error={list.error} onRetry={list.reload} />}
        {list.items.map((job) => (
          <JobCard key={job.id} job={job} to={`/client/products/${encodeURIComponent(job.id)}`} showApplicants />
        ))}
        {list.loading && list.items.length === 0 && <ListSkeleton />}
        {!list.loading && !list.error && list.items.length === 0 && (
          status === 'published' ? (
            <EmptyState
              title="掲載中の案件はありません"
              description="案件を作成すると、カメラマンなどの受注者から応募が届きます。"
              action={{ label: '案件を作成する', to: NEW_JOB_PATH }}
            />
          ) : (
            <EmptyState
              title="停止中の案件はありません"
              description="募集を停止した案件はここに表示され、いつでも再開できます。"
            />
          )
        )}
        <LoadMoreButton list={list} />
      </Stack>
    </Stack>
  );
}
