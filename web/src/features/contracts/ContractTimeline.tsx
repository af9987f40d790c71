/**
 * The steps of a contract (GUIDE 4: awaiting_payment → in_progress → delivered → completed → paid_out),
 * with the date each one happened (from `history`), the current step highlighted and later ones muted.
 * A cancellation after the payment (申請 → 返金手続き → キャンセル) shows the steps reached, then the
 * cancellation's own steps; a cancelled contract shows what happened, then the cancellation.
 *
 * Props: `status` and `history` of a Contract.
 */
import { Text, Timeline } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import type { ContractEvent, ContractStatus } from '@common/marketplace';
import { formatDateTimeJa } from '../../lib/format';

export interface ContractTimelineProps {
  status: ContractStatus;
  history: ContractEvent[];
}

const FLOW: ContractStatus[] = ['awaiting_payment', 'in_progress', 'delivered', 'completed', 'paid_out'];
/** A cancellation's own steps, in order (a cancellation before the payment goes straight to the last). */
const CANCELLING: ContractStatus[] = ['cancel_requested', 'refunding', 'cancelled'];

/** What each step means, in the words of the people involved. */
export const CONTRACT_STEP_LABEL: Record<ContractStatus, string> = {
  awaiting_payment: '契約成立・仮払い待ち',
  in_progress: '仮払い完了・作業開始',
  delivered: '納品',
  completed: '検収完了',
  paid_out: '報酬の支払い完了',
  cancel_requested: 'キャンセル申請',
  refunding: '返金手続き',
  cancelled: 'キャンセル',
};

type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export function ContractTimeline({ status, history }: ContractTimelineProps) {
  const at = new Map<ContractStatus, string>();
  for (const e of history) at.set(e.status, e.at);

  let steps: { status: ContractStatus; state: StepState }[];
  if (CANCELLING.includes(status)) {
    const reached = FLOW.filter((s) => at.has(s));
    // The cancellation's steps that happened, the current one last.
    const cancelling = CANCELLING.slice(0, CANCELLING.indexOf(status) + 1).filter((s) => s === status || at.has(s));
    steps = [
      ...reached.map((s) => ({ status: s, state: 'done' as const })),
      ...cancelling.map((s): { status: ContractStatus; state: StepState } => ({
        status: s,
        state: s === 'cancelled' ? 'cancelled' : s === status ? 'current' : 'done',
      })),
    ];
  } else {
    const current = FLOW.indexOf(status);
    steps = FLOW.map((s, i) => ({
      status: s,
      state: i < current ? 'done' : i === current ? (status === 'paid_out' ? 'done' : 'current') : 'upcoming',
    }));
  }

  return (
    <Timeline.Root size="lg" variant="subtle" aria-label="進行状況">
      {steps.map(({ status: s, state }) => (
        <Timeline.Item key={s} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator
              bg={state === 'done' ? 'colorPalette.solid' : state === 'cancelled' ? 'red.solid' : 'bg'}
              color={state === 'done' || state === 'cancelled' ? 'white' : 'colorPalette.fg'}
              borderWidth={state === 'current' || state === 'upcoming' ? '2px' : '0'}
              borderColor={state === 'current' ? 'colorPalette.solid' : 'border'}
            >
              {state === 'done' ? <Check size={16} /> : state === 'cancelled' ? <X size={16} /> : null}
            </Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content pb="4">
            <Timeline.Title
              fontSize="sm"
              fontWeight={state === 'upcoming' ? 'normal' : 'bold'}
              color={state === 'upcoming' ? 'fg.subtle' : state === 'current' ? 'colorPalette.fg' : 'fg'}
            >
              {CONTRACT_STEP_LABEL[s]}
              {state === 'current' && (
                <Text as="span" ms="2" fontSize="xs" color="colorPalette.fg">
                  （現在）
                </Text>
              )}
            </Timeline.Title>
            {at.get(s) && state !== 'upcoming' && (
              <Timeline.Description fontSize="xs" color="fg.muted">
                {formatDateTimeJa(at.get(s))}
              </Timeline.Description>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
