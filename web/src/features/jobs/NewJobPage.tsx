/** /client/project-managements/new: post a job; on success go to its detail. */
import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/feedback/toaster';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT, withId } from '../../lib/paths';
import { JobForm } from './JobForm';
import { useCreateJob } from './queries';

const JOB_PUBLISHED_MESSAGE = '案件を公開しました';

export default function NewJobPage() {
  const navigate = useNavigate();
  const create = useCreateJob();
  return (
    <Stack gap="2">
      <PageHeader title="案件を作成する" back={CLIENT.jobs} />
      <Text fontSize="sm" color="fg.muted" mb="2">
        依頼したい内容と条件を入力してください。公開すると受注者が応募できるようになります。
      </Text>
      <JobForm
        submitLabel="この内容で公開する"
        failureTitle="案件を公開できませんでした"
        onSubmit={async (input) => {
          const job = await create.mutateAsync(input);
          notify.success(JOB_PUBLISHED_MESSAGE);
          navigate(withId(CLIENT.job, job.id), { replace: true });
        }}
      />
    </Stack>
  );
}
