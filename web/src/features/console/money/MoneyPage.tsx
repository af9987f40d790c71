/**
 * お金の確認 (docs/product/admin.md#money-that-needs-a-person): four lists, longest waiting first —
 * contracts on hold (decided here: docs/product/admin.md#hold-decisions), payouts and refunds whose
 * Stripe call failed or never ran (sent again here) — and, soonest first, the payment deadlines raised
 * with the worker unpaid (docs/product/law.md#the-deadline-kept), which link to where to act. The list
 * is kept in ?kind=.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MoneyQueueItem, MoneyQueueKind } from '@common/admin';
import { PageHeader } from '../../../components/layout/PageHeader';
import { SwitchTabs } from '../../../components/layout/SwitchTabs';
import { PagedList } from '../../../components/feedback/PagedList';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { Result } from '../parts';
import { HoldActions, type Outcome } from './HoldActions';
import { EMPTY_TEXT, KIND_HINT, KIND_TABS, kindOf } from './labels';
import { MoneyCard } from './MoneyCard';
import { RetryAction } from './RetryAction';
import { DeadlineLinks } from './DeadlineParts';
import { useMoneyQueue } from './queries';

function Queue({ kind, onDone }: { kind: MoneyQueueKind; onDone: (o: Outcome) => void }) {
  const list = useMoneyQueue(kind);
  const render = (item: MoneyQueueItem) => (
    <MoneyCard key={item.contractId} item={item}>
      {kind === 'hold' ? (
        <HoldActions item={item} onDone={onDone} />
      ) : kind === 'deadline' ? (
        <DeadlineLinks item={item} />
      ) : (
        <RetryAction item={item} onDone={onDone} />
      )}
    </MoneyCard>
  );
  return <PagedList list={list} empty={<EmptyState title={EMPTY_TEXT[kind]} />} renderItem={render} />;
}

export default function MoneyPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const choose = (k: MoneyQueueKind) => {
    setOutcome(null);
    setParams(k === 'hold' ? {} : { kind: k }, { replace: true });
  };
  return (
    <Stack gap="4">
      <PageHeader title="お金の確認" />
      <SwitchTabs tabs={KIND_TABS} value={kind} onChange={choose}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {KIND_HINT[kind]}
          </Text>
          {outcome && <Result ok={outcome.ok}>{outcome.text}</Result>}
          <Queue kind={kind} onDone={setOutcome} />
        </Stack>
      </SwitchTabs>
    </Stack>
  );
}
