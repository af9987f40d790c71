/** /client/products/:id/application: the job's applicants (paged); accept (opens a contract) or decline. */
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Application, Job } from '@common/marketplace';
import { StatusBadge } from '../../components/display/StatusBadge';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { PagedList } from '../../components/feedback/PagedList';
import { notify } from '../../components/feedback/toaster';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatYen } from '../../lib/format';
import { CLIENT, withId } from '../../lib/paths';
import { useJob } from '../jobs';
import { ApplicantCard } from './ApplicantCard';
import { useAccept, useApplicants, useDecline } from './queries';

const ACCEPTED_MESSAGE = '採用しました。契約が成立しました';
const DECLINED_MESSAGE = '不採用にしました';

type Pending = { kind: 'accept' | 'decline'; application: Application } | null;

export default function ApplicantsPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const list = useApplicants(id);
  const accept = useAccept(id);
  const decline = useDecline(id);
  const [pending, setPending] = useState<Pending>(null);

  const jobPath = withId(CLIENT.job, id);
  const j = job.data;
  // Past the deadline she still chooses among those who applied (docs/product/states.md#deadline-close).
  const canAccept = !!j && (j.status === 'published' || j.closedReason === 'deadline') && j.acceptedCount < j.capacity;
  // The contract the last accept opened, announced above the list.
  const contract = accept.data;

  return (
    <Stack gap="4">
      <PageHeader title="応募者一覧" back={jobPath} />

      {j && <JobSummary job={j} to={jobPath} />}
      {job.error && !j && <LoadError error={job.error} onRetry={() => void job.refetch()} />}

      {contract && (
        <Alert.Root status="success" rounded="xl" alignItems="start">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>{contract.worker.name}さんとの契約が成立しました</Alert.Title>
            <Alert.Description fontSize="sm">メッセージルームが開きました。次は報酬の仮払いのお手続きです。</Alert.Description>
            <Button asChild size="md" minH="44px" alignSelf="start">
              <Link to={withId(CLIENT.contract, contract.id)}>契約を見る</Link>
            </Button>
          </Stack>
        </Alert.Root>
      )}

      {j && !canAccept && j.status !== 'stopped' && (
        <Box bg="blue.subtle" color="blue.fg" rounded="xl" p="3" fontSize="sm">
          {j.acceptedCount < j.capacity
            ? '募集を締め切っています。採用するには案件の募集を再開してください。'
            : '募集人数に達したため、これ以上採用できません。'}
        </Box>
      )}
      {j?.status === 'stopped' && (
        <Box bg="bg.muted" rounded="xl" p="3" fontSize="sm">
          募集を停止中のため採用できません。採用するには案件の募集を再開してください。
        </Box>
      )}

      <PagedList
        list={list}
        skeleton="person"
        empty={
          <EmptyState
            icon={Users}
            title="まだ応募はありません"
            description="応募が届くとここに表示されます。条件や依頼内容を見直すと応募が集まりやすくなります。"
            action={{ label: '案件の内容を見直す', to: jobPath }}
          />
        }
        renderItem={(a) => (
          <ApplicantCard
            key={a.id}
            application={a}
            canAccept={canAccept}
            onAccept={() => setPending({ kind: 'accept', application: a })}
            onDecline={() => setPending({ kind: 'decline', application: a })}
          />
        )}
      />

      <ConfirmDialog
        open={pending?.kind === 'accept'}
        onClose={() => setPending(null)}
        title={`${pending?.application.worker.name ?? ''}さんを採用しますか？`}
        description={
          '採用すると契約が成立し、受注者とのメッセージルームが開きます。\n' +
          `次に報酬${j ? `${formatYen(j.reward)}（税込）` : ''}の仮払いのお手続きに進みます。採用は取り消せません。`
        }
        confirmLabel="採用する"
        onConfirm={async () => {
          if (!pending) return;
          await accept.mutateAsync(pending.application);
          notify.success(ACCEPTED_MESSAGE);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'decline'}
        onClose={() => setPending(null)}
        title={`${pending?.application.worker.name ?? ''}さんを不採用にしますか？`}
        description="不採用にすると応募者にお知らせが届きます。この操作は取り消せません。"
        confirmLabel="不採用にする"
        danger
        onConfirm={async () => {
          if (!pending) return;
          await decline.mutateAsync(pending.application);
          notify.success(DECLINED_MESSAGE);
        }}
      />
    </Stack>
  );
}

function JobSummary({ job, to }: { job: Job; to: string }) {
  return (
    <Link to={to}>
      <HStack bg="bg" borderWidth="1px" rounded="xl" p="3" gap="3" minH="56px" _active={{ bg: 'bg.muted' }}>
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2">
            <StatusBadge kind="job" status={job.status} size="sm" />
            <Text fontSize="xs" color="fg.muted">
              応募 {job.applicantCount}人・採用 {job.acceptedCount}/{job.capacity}人
            </Text>
          </HStack>
          <Text fontSize="sm" fontWeight="bold" truncate>
            {job.title}
          </Text>
        </Stack>
        <ChevronRight size={20} aria-hidden />
      </HStack>
    </Link>
  );
}
