/**
 * 受注者申請 (docs/product/admin.md#worker-approval): the requests of one status (審査待ち first, oldest
 * first; the decided ones newest decision first), each with who asked and what they wrote; a pending
 * one is approved or declined with a reason the user reads. The status is kept in ?status=.
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WORKER_REQUEST_STATUSES, type WorkerRequestStatus } from '@common/workerAccess';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PagedList } from '../../../components/feedback/PagedList';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { Result } from '../parts';
import { EMPTY_TEXT, STATUS_LABEL, statusOf } from './labels';
import type { Outcome } from './PendingActions';
import { RequestCard } from './RequestCard';
import { useWorkerRequests } from './queries';

function StatusChooser({ value, onChange }: { value: WorkerRequestStatus; onChange: (s: WorkerRequestStatus) => void }) {
  return (
    <Flex role="group" aria-label="申請の状態" gap="2" wrap="wrap">
      {WORKER_REQUEST_STATUSES.map((s) => (
        <Button
          key={s}
          size="sm"
          minH="44px"
          px="4"
          rounded="full"
          variant={s === value ? 'solid' : 'outline'}
          colorPalette={s === value ? 'teal' : 'gray'}
          bg={s === value ? undefined : 'bg'}
          aria-pressed={s === value}
          onClick={() => onChange(s)}
        >
          {STATUS_LABEL[s]}
        </Button>
      ))}
    </Flex>
  );
}

export default function WorkerRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useWorkerRequests(status);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const choose = (s: WorkerRequestStatus) => {
    setOutcome(null);
    setParams(s === 'pending' ? {} : { status: s }, { replace: true });
  };
  return (
    <Stack gap="4">
      <PageHeader title="受注者申請" />
      <Text fontSize="sm" color="fg.muted">
        受注者として利用したいユーザーの申請です。承認すると応募や出品ができるようになります。見送るときの理由は申請者に表示されます。
      </Text>
      <StatusChooser value={status} onChange={choose} />
      {outcome && <Result ok={outcome.ok}>{outcome.text}</Result>}
      <PagedList
        list={list}
        empty={<EmptyState title={EMPTY_TEXT[status]} />}
        renderItem={(r) => <RequestCard key={r.userId} request={r} onResult={setOutcome} />}
      />
    </Stack>
  );
}
