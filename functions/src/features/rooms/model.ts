/**
 * Rooms as the API answers them, and the room's state derived from the room and its contract:
 * rooms stored before the room mirrored its contract lack the mirrored fields (contractStatus, phase, paid, finishedAt),
 * so those are read from the contract when the room does not have them.
 */
import { FINISHED_CONTRACT_STATUSES, wasPaid, type ContractActor } from '@common/contractMachine';
import type { ContractStatus } from '@common/marketplace';
import {
  HIDDEN_MESSAGE_TEXT,
  pendingRevision,
  roomMessages,
  type Message,
  type MessageEvent,
  type RoomDetail,
  type RoomParty,
  type RoomSummary,
} from '@common/rooms';
import type { ContractDoc, ContractEventDoc } from '../../documents/contracts';
import type { MessageDoc, RoomDoc } from '../../documents/rooms';
import type { PublicProfiles } from '../../domain/publicProfiles';
import { roleIn } from '../../policies';
import { actionsFor, systemTextFor } from '../contracts';

const DAY_MS = 86_400_000;

export type Phase = 'ongoing' | 'finished';

export interface RoomState {
  status: ContractStatus;
  phase: Phase;
  /** The contract was paid at some point: contact details are allowed. */
  paid: boolean;
  finishedAt: Date | null;
  /** Why no message may be written, or null. */
  readOnlyReason: string | null;
  /** Contact details are refused (before 仮払い). */
  contactFilter: boolean;
}

const isFinished = (status: ContractStatus) => FINISHED_CONTRACT_STATUSES.includes(status);

/** The room's phase for the lists: the room's own, else its contract's (older rooms). */
export function phaseOf(room: RoomDoc, contract: ContractDoc | null): Phase {
  if (room.phase) return room.phase;
  const status = contract?.status ?? room.contractStatus;
  return status && isFinished(status) ? 'finished' : 'ongoing';
}

/**
 * Everything the room's rules read. The contract, when given, is the truth about its status (the
 * room mirrors it); `paid` is the contract's history (wasPaid in common/src/contractMachine.ts).
 */
export function roomState(room: RoomDoc, contract: ContractDoc | null, now: Date, readOnlyDays: number): RoomState {
  const status: ContractStatus = contract?.status ?? room.contractStatus ?? 'awaiting_payment';
  const finished = isFinished(status);
  // The contract's history decides; the room's mirrored flag only stands in for a missing contract.
  const paid = contract ? wasPaid(contract) : room.paid === true || wasPaid({ status, history: [] });
  let finishedAt: Date | null = null;
  if (finished) {
    finishedAt =
      room.finishedAt ?? contract?.history.find((e) => isFinished(e.status))?.at ?? contract?.updatedAt ?? room.updatedAt;
  }
  let readOnlyReason: string | null = null;
  if (status === 'cancelled') readOnlyReason = roomMessages.closed;
  else if (room.status === 'closed') readOnlyReason = roomMessages.readOnly;
  else if (finishedAt && now.getTime() - finishedAt.getTime() > readOnlyDays * DAY_MS) readOnlyReason = roomMessages.readOnly;
  return {
    status,
    phase: finished ? 'finished' : 'ongoing',
    paid,
    finishedAt,
    readOnlyReason,
    contactFilter: !paid && status === 'awaiting_payment',
  };
}

export const otherOf = (room: RoomDoc, uid: string): string => (room.clientId === uid ? room.workerId : room.clientId);

type Party = 'client' | 'worker';

/** Who takes these actions, whoever the history names (the accept is the client's). */
const FIXED_ACTOR: Partial<Record<MessageEvent['action'], ContractActor>> = {
  accept: 'client',
  pay: 'system',
  deliver: 'worker',
  request_revision: 'client',
  confirm_refund: 'system',
  resolve_complete: 'system',
  resolve_refund: 'system',
};

const actorOfEvent = (e: ContractEventDoc, c: ContractDoc): ContractActor =>
  e.actor ?? (e.by === null ? 'system' : e.by === c.clientId ? 'client' : 'worker');

/**
 * A system message as one party reads it. The stored text is the event's wording for both parties
 * with the note (delivery message, reason) on the lines after it; the event and who took it are
 * found again in the contract's history (the same time, and the same action when the message
 * carries it), so messages written before the parties had their own wording read right too. The
 * stored text is kept when the event cannot be placed, and for the payout (its amount is what was
 * sent, which the contract alone does not tell).
 */
export function systemTextOf(
  reader: Party,
  m: { text: string; at: Date; action?: MessageEvent['action'] },
  contract: ContractDoc | null,
): string {
  if (!contract) return m.text;
  const at = m.at.getTime();
  const matches = contract.history.filter(
    (e) => e.at.getTime() === at && (m.action === undefined || (e.action ?? 'accept') === m.action),
  );
  const event = matches[matches.length - 1];
  const action = m.action ?? (event ? (event.action ?? 'accept') : undefined);
  if (!action || action === 'payout') return m.text;
  const actor = FIXED_ACTOR[action] ?? (event ? actorOfEvent(event, contract) : undefined);
  if (!actor) return m.text;
  const lineBreak = m.text.indexOf('\n');
  // A cancellation that left the salon's filled job closed tells her so (the event's reopenAsked).
  const asked = event?.reopenAsked === true;
  return systemTextFor(reader, action, actor, contract, undefined, asked) + (lineBreak >= 0 ? m.text.slice(lineBreak) : '');
}

function otherParty(room: RoomDoc, uid: string, profiles: PublicProfiles): RoomParty {
  const side = room.clientId === uid ? 'worker' : 'client';
  const p = side === 'worker' ? profiles.worker(room.workerId) : profiles.client(room.clientId);
  return { userId: p.userId, name: p.name, side, ...(p.avatarVersion ? { avatarVersion: p.avatarVersion } : {}) };
}

export function toSummary(
  room: RoomDoc,
  state: RoomState,
  uid: string,
  profiles: PublicProfiles,
  contract: ContractDoc | null,
): RoomSummary {
  const last = room.lastMessage ?? null;
  const reader = roleIn(room, uid);
  const lastText =
    last && last.kind === 'system' && reader ? systemTextOf(reader, { text: last.text, at: last.at }, contract) : last?.text;
  return {
    id: room.id,
    contractId: room.contractId,
    title: room.title,
    contractStatus: state.status,
    other: otherParty(room, uid, profiles),
    last: last ? { text: lastText ?? last.text, kind: last.kind, hasImages: last.hasImages, at: last.at.toISOString() } : null,
    unread: room.unread?.[uid] ?? 0,
    readOnly: state.readOnlyReason !== null,
    updatedAt: room.updatedAt.toISOString(),
  };
}

export function toDetail(
  room: RoomDoc,
  contract: ContractDoc | null,
  state: RoomState,
  uid: string,
  profiles: PublicProfiles,
): RoomDetail {
  const role: ContractActor | null = roleIn(room, uid);
  return {
    ...toSummary(room, state, uid, profiles, contract),
    actions: contract && role ? actionsFor(contract, role) : [],
    onHold: !!contract?.dispute,
    ...(contract && pendingRevision(contract) ? { revisionRequested: true } : {}),
    contactFilter: state.contactFilter,
    ...(state.readOnlyReason ? { readOnlyReason: state.readOnlyReason } : {}),
  };
}

/** A stored message as written; a system message in the words of `view.reader` when given. */
const shown = (m: MessageDoc, view?: { reader: Party; contract: ContractDoc | null }): Message => ({
  id: m.id,
  roomId: m.roomId,
  seq: m.seq,
  kind: m.kind,
  senderId: m.senderId,
  text:
    m.kind === 'system' && view
      ? systemTextOf(view.reader, { text: m.text, at: m.createdAt, action: m.event?.action }, view.contract)
      : m.text,
  images: m.images.map((i) => ({ id: i.id, width: i.width, height: i.height })),
  ...(m.event ? { event: { action: m.event.action, status: m.event.status } } : {}),
  ...(m.document ? { document: { id: m.document.id, label: m.document.label } } : {}),
  createdAt: m.createdAt.toISOString(),
});

/**
 * A stored message for the API; a system message in the words of `view.reader` when given. One the
 * operator hid reads the same sentence for both parties, without its images (docs/product/admin.md#moderation).
 */
export const toMessage = (m: MessageDoc, view?: { reader: Party; contract: ContractDoc | null }): Message =>
  m.hidden ? { ...shown(m, view), hidden: true, text: HIDDEN_MESSAGE_TEXT, images: [] } : shown(m, view);
