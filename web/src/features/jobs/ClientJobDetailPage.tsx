/**
 * /client/products/:id: the job with everything it says, the way to its applicants, and edit / stop /
 * reopen. Editing is `?edit=1` (entered and left in place, no history entry), so a reload comes back
 * to the form and its draft.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Job } from '@common/marketplace';
import { QueryState } from '../../components/feedback/QueryState';
import { notify } from '../../components/feedback/toaster';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT } from '../../lib/paths';
import { ClientJobActions, ClientJobStatus } from './ClientJobPanel';
import { JobForm } from './JobForm';
import { JobView } from './JobView';
import { useJob, useUpdateJob } from './queries';

const JOB_UPDATED_MESSAGE = '案件を更新しました';

export default function ClientJobDetailPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1';
  const setEditing = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set('edit', '1');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );

  // Editing and state changes start from the top, where the form begins and the status badge is.
  const status = job.data?.status;
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [editing, status]);

  if (editing && job.data) return <EditJob job={job.data} onDone={() => setEditing(false)} />;
  return (
    <>
      <PageHeader title="案件詳細" back={status === 'stopped' ? CLIENT.stoppedJobs : CLIENT.jobs} />
      <QueryState query={job} back={{ label: '掲載案件へ', to: CLIENT.jobs }}>
        {(j) => (
          <JobView job={j} top={<ClientJobStatus job={j} />}>
            <ClientJobActions job={j} onEdit={() => setEditing(true)} />
          </JobView>
        )}
      </QueryState>
    </>
  );
}

function EditJob({ job, onDone }: { job: Job; onDone: () => void }) {
  const update = useUpdateJob(job.id);
  return (
    <Stack gap="2">
      <PageHeader
        title="案件を編集する"
        action={
          <Button variant="ghost" colorPalette="gray" size="sm" minH="44px" onClick={onDone}>
            キャンセル
          </Button>
        }
      />
      <JobForm
        initial={job}
        jobId={job.id}
        hired={job.acceptedCount > 0}
        submitLabel="変更を保存する"
        failureTitle="案件を保存できませんでした"
        onCancel={onDone}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          notify.success(JOB_UPDATED_MESSAGE);
          onDone();
        }}
      />
    </Stack>
  );
}
