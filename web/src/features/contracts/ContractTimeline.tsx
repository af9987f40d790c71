/**
 * 進行状況: every event of a contract's history, oldest first, one row each (what happened, who did it,
 * when, and the delivery message or reason when there is one), then, muted, the steps still to come
 * on the way to 報酬の支払い完了. The opening event (the accept, without an action) reads 契約成立.
 *
 * Props: `contract` (its status, history and the two parties' ids, which name the actor of events
 * recorded before actors were stored).
 */
import { Badge, HStack, Text, Timeline } from '@chakra-ui/react';
import {
  Ban,
  Banknote,
  Check,
  CircleAlert,
  CircleCheck,
  CreditCard,
  Handshake,
  PackageCheck,
  Undo2,
  X,
  type LucideIcon,
} from 'lucide-react';
import { CONTRACT_ACTOR_LABEL, type ContractActor } from '@common/contractMachine';
import {
  CONTRACT_ACTION_LABEL,
  type Contract,
  type ContractAction,
  type ContractEvent,
  type ContractStatus,
} from '@common/marketplace';
import { LinkifiedText } from '../../components/display/LinkifiedText';
import { formatDateTimeJa } from '../../lib/format';

export interface ContractTimelineProps {
  contract: Pick<Contract, 'status' | 'history' | 'clientId' | 'workerId'>;
}

const FLOW: ContractStatus[] = ['awaiting_payment', 'in_progress', 'delivered', 'completed', 'paid_out'];

/** The steps still to come, in the words of the people involved. */
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

export const OPENING_LABEL = '契約成立';

const ACTION_ICON: Record<ContractAction, LucideIcon> = {
  pay: CreditCard,
  deliver: PackageCheck,
  request_revision: Undo2,
  complete: CircleCheck,
  payout: Banknote,
  cancel: X,
  request_cancel: CircleAlert,
  accept_cancel: Check,
  refuse_cancel: Ban,
  confirm_refund: Undo2,
  resolve_complete: CircleCheck,
  resolve_refund: Undo2,
};

/** What an event is called: its action, else (the opening, or an entry from before actions were stored) its status. */
export function eventLabel(e: ContractEvent, index: number): string {
  if (e.action) return CONTRACT_ACTION_LABEL[e.action];
  if (index === 0 || e.status === 'awaiting_payment') return OPENING_LABEL;
  return CONTRACT_STEP_LABEL[e.status];
}

/** Who caused an event: as recorded, else from the uid (null is the platform). */
export function eventActor(e: ContractEvent, c: Pick<Contract, 'clientId' | 'workerId'>): ContractActor | null {
  if (e.actor) return e.actor;
  if (e.by === null) return 'system';
  if (e.by === c.clientId) return 'client';
  if (e.by === c.workerId) return 'worker';
  return null;
}

const ACTOR_COLOR: Record<ContractActor, string> = { client: 'orange', worker: 'teal', system: 'gray' };
const isCancelEvent = (e: ContractEvent) => e.status === 'cancelled' || e.action === 'cancel';

export function ContractTimeline({ contract: c }: ContractTimelineProps) {
  const current = FLOW.indexOf(c.status);
  const upcoming = current >= 0 ? FLOW.slice(current + 1) : [];
  const last = c.history.length - 1;

  return (
    <Timeline.Root size="lg" variant="subtle" aria-label="進行状況">
      {c.history.map((e, i) => {
        const Icon = e.action ? ACTION_ICON[e.action] : Handshake;
        const actor = eventActor(e, c);
        const cancelled = isCancelEvent(e);
        return (
          <Timeline.Item
            key={`${e.at}-${i}`}
            data-state={cancelled ? 'cancelled' : 'done'}
            data-testid="timeline-event"
            aria-current={i === last ? 'step' : undefined}
          >
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={cancelled ? 'red.solid' : 'colorPalette.solid'} color="white" borderWidth="0">
                <Icon size={14} aria-hidden />
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content pb="4" minW="0">
              <HStack gap="2" wrap="wrap">
                <Timeline.Title fontSize="sm" fontWeight="bold" color={cancelled ? 'red.fg' : 'fg'}>
                  {eventLabel(e, i)}
                </Timeline.Title>
                {actor && (
                  <Badge size="sm" variant="subtle" colorPalette={ACTOR_COLOR[actor]} data-testid="timeline-actor">
                    {CONTRACT_ACTOR_LABEL[actor]}
                  </Badge>
                )}
              </HStack>
              <Timeline.Description fontSize="xs" color="fg.muted">
                <time dateTime={e.at}>{formatDateTimeJa(e.at)}</time>
              </Timeline.Description>
              {e.note && (
                <Text
                  mt="1.5"
                  fontSize="sm"
                  bg="bg.muted"
                  rounded="md"
                  px="3"
                  py="2"
                  whiteSpace="pre-wrap"
                  overflowWrap="anywhere"
                  data-testid="timeline-note"
                >
                  <LinkifiedText text={e.note} />
                </Text>
              )}
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
      {upcoming.map((s) => (
        <Timeline.Item key={s} data-state="upcoming">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator bg="bg" borderWidth="2px" borderColor="border" />
          </Timeline.Connector>
          <Timeline.Content pb="4">
            <Timeline.Title fontSize="sm" fontWeight="normal" color="fg.subtle">
              {CONTRACT_STEP_LABEL[s]}
            </Timeline.Title>
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
