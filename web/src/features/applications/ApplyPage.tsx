/**
 * /worker/projects/application/:id — apply to a job with a message. The job's summary stays on top;
 * success says 応募しました and returns to the job; a refusal (e.g. already applied, 409) shows the
 * server's message.
 */
import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { CalendarClock, Lightbulb } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Job } from '@common/marketplace';
import { applicationInputSchema, JOB_LIMITS, type ApplicationInputDto } from '@common/schemas/marketplace';
import { RewardRow } from '../../components/display/RewardRow';
import { notifyError } from '../../components/feedback/errors';
import { QueryState } from '../../components/feedback/QueryState';
import { notify } from '../../components/feedback/toaster';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { PageHeader } from '../../components/layout/PageHeader';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { WORKER, withId } from '../../lib/paths';
import { applyState, useJob } from '../jobs';
import { PostedBy } from '../profiles';
import { useApply } from './queries';

const jobPath = (id: string) => withId(WORKER.job, id);

export default function ApplyPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  return (
    <>
      <PageHeader title="応募する" back={jobPath(id)} />
      <QueryState query={job} back={{ label: '案件一覧へ', to: WORKER.jobs }}>
        {(j) => (
          <Stack gap="5">
            <JobSummary job={j} />
            <ApplyForm job={j} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

function JobSummary({ job }: { job: Job }) {
  return (
    <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4" data-testid="job-summary">
      <PostedBy client={job.client} />
      <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
        {job.title}
      </Text>
      <RewardRow reward={job.reward} icon={CalendarClock} caption="締切" date={job.applicationDeadline} size="xl" />
    </Stack>
  );
}

function ApplyForm({ job }: { job: Job }) {
  const navigate = useNavigate();
  const fromJob = (useLocation().state as { fromJob?: boolean } | null)?.fromJob === true;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInputDto>({ resolver: yupResolver(applicationInputSchema), defaultValues: { message: '' } });
  const apply = useApply(job.id);
  const state = applyState(job);

  if (!state.canApply) {
    return (
      <Stack gap="3" bg="bg.muted" rounded="xl" p="4" role="status">
        <Text fontSize="sm" fontWeight="bold">
          {state.reason}
        </Text>
        <Button asChild variant="outline" size="lg" minH="48px" bg="bg">
          <Link to={jobPath(job.id)} replace>
            案件の詳細に戻る
          </Link>
        </Button>
      </Stack>
    );
  }

  const submit = async (values: ApplicationInputDto) => {
    try {
      await apply.mutateAsync(values);
      notify.success('応募しました');
      // Back to the job (which reloads and shows 選考中); history stays list -> job, without the form.
      if (fromJob) navigate(-1);
      else navigate(jobPath(job.id), { replace: true });
    } catch (e) {
      applyServerFieldErrors(e, setError, ['message']);
      notifyError(e);
    }
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormField label="応募メッセージ" required error={errors.message?.message}>
          <Textarea
            rows={8}
            autoresize
            placeholder={'はじめまして。〇〇と申します。\nこれまでの実績や、この案件で対応できることを書きましょう。'}
            {...register('message')}
          />
          <Box alignSelf="stretch">
            <TextCount value={watch('message')} max={JOB_LIMITS.message} />
          </Box>
        </FormField>
        <HStack align="start" gap="2" bg="bg.muted" rounded="lg" p="3" fontSize="xs" color="fg.muted">
          <Box pt="0.5" flexShrink={0}>
            <Lightbulb size={16} aria-hidden />
          </Box>
          <Text>実績や対応できる日程、使用する機材などを具体的に書くと、採用されやすくなります。</Text>
        </HStack>
        <Button type="submit" size="lg" minH="52px" rounded="xl" loading={isSubmitting} loadingText="送信中">
          応募する
        </Button>
      </form>
    </Stack>
  );
}
