/**
 * Moderation (docs/product/admin.md#moderation): an admin stops a job or a listing, or hides a
 * message in a room, with a reason. Each is one transaction that re-reads what it changes, tells the
 * owner (a job's or listing's) with an admin notice and writes the audit entry, so a repeated or
 * parallel request gets 409 and changes nothing more. A stopped job or listing keeps its reason
 * (`moderation`), which its owner reads on it and which keeps the owner from reopening it.
 */
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { CLIENT, WORKER, withId } from '@common/paths';
import { HIDDEN_MESSAGE_TEXT, roomMessages } from '@common/rooms';
import { boundedText, object } from '@common/schemas/text';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { errors } from '../../http/errors';
import { audit } from '../../documents/auditLog';
import { JOB_NOT_FOUND, jobs, type ModerationDoc } from '../../documents/jobs';
import { LISTING_NOT_FOUND, listings } from '../../documents/listings';
import { notify } from '../../documents/notifications';
import { roomImages } from '../../documents/roomImages';
import { messageId, messagesOf, rooms, type RoomDoc } from '../../documents/rooms';

export { JOB_NOT_FOUND, LISTING_NOT_FOUND };
export const ROOM_NOT_FOUND = roomMessages.notFound;
export const MESSAGE_NOT_FOUND = 'メッセージが見つかりません';

export const REASON_MAX = 500;
export const reasonSchema = object({ reason: boundedText(REASON_MAX, m) })
  .exact(m.unknown)
  .strict(false);
export type ReasonDto = yup.InferType<typeof reasonSchema>;

export const JOB_ALREADY_STOPPED = 'この案件はすでに運営により停止されています';
export const LISTING_ALREADY_STOPPED = 'この出品はすでに運営により停止されています';
export const MESSAGE_ALREADY_HIDDEN = 'このメッセージはすでに非表示です';
export const SYSTEM_MESSAGE = 'システムメッセージは非表示にできません';

export interface Stopped {
  id: string;
  status: 'stopped';
  moderation: { reason: string; at: string };
}

const view = (id: string, mod: ModerationDoc): Stopped => ({
  id,
  status: 'stopped',
  moderation: { reason: mod.reason, at: mod.at.toISOString() },
});

const ownerBody = (title: string, reason: string) => `「${title}」\n理由：${reason}\nご不明な点は運営までお問い合わせください。`;

/** What differs between stopping a job and a listing: where it is, whose it is, what the owner reads. */
interface Stoppable {
  kind: 'job' | 'listing';
  read: (
    tx: TransactionOps,
    id: string,
  ) => Promise<{ status: string; title: string; owner: string; moderation?: ModerationDoc | null } | null>;
  stop: (tx: TransactionOps, id: string, moderation: ModerationDoc, now: Date) => void;
  notFound: string;
  already: string;
  noticeTitle: string;
  path: (id: string) => string;
}

const JOB: Stoppable = {
  kind: 'job',
  read: async (tx, id) => {
    const job = await jobs.get(tx, id);
    return job && { status: job.status, title: job.title, owner: job.clientId, moderation: job.moderation };
  },
  stop: (tx, id, moderation, now) => jobs.patch(tx, id, { status: 'stopped', moderation, updatedAt: now }),
  notFound: JOB_NOT_FOUND,
  already: JOB_ALREADY_STOPPED,
  noticeTitle: '運営により案件の掲載を停止しました',
  path: (id) => withId(CLIENT.job, id),
};

const LISTING: Stoppable = {
  kind: 'listing',
  read: async (tx, id) => {
    const listing = await listings.get(tx, id);
    return listing && { status: listing.status, title: listing.title, owner: listing.workerId, moderation: listing.moderation };
  },
  stop: (tx, id, moderation, now) => listings.patch(tx, id, { status: 'stopped', moderation, updatedAt: now }),
  notFound: LISTING_NOT_FOUND,
  already: LISTING_ALREADY_STOPPED,
  noticeTitle: '運営により出品の掲載を停止しました',
  path: (id) => withId(WORKER.listing, id),
};

/** Stops a job or a listing (its owner's stop included) with the admin's reason; 409 when an admin stopped it already. */
async function stopItem(deps: Deps, what: Stoppable, adminId: string, id: string, dto: ReasonDto): Promise<Stopped> {
  return deps.store.runTransaction(async (tx) => {
    const item = await what.read(tx, id);
    if (!item) throw errors.notFound(what.notFound);
    if (item.moderation) throw errors.conflict(what.already);
    const now = deps.clock.now();
    const moderation: ModerationDoc = { reason: dto.reason, at: now, by: adminId };
    what.stop(tx, id, moderation, now);
    notify(
      deps,
      tx,
      {
        userId: item.owner,
        kind: 'admin',
        title: what.noticeTitle,
        body: ownerBody(item.title, dto.reason),
        path: what.path(id),
        contractId: null,
      },
      now,
    );
    audit(
      tx,
      {
        adminId,
        action: `${what.kind}.stop`,
        target: { kind: what.kind, id },
        reason: dto.reason,
        before: { status: item.status },
        after: { status: 'stopped' },
      },
      now,
    );
    return view(id, moderation);
  });
}

export const stopJob = (deps: Deps, adminId: string, id: string, dto: ReasonDto) => stopItem(deps, JOB, adminId, id, dto);
export const stopListing = (deps: Deps, adminId: string, id: string, dto: ReasonDto) => stopItem(deps, LISTING, adminId, id, dto);

export interface Hidden {
  roomId: string;
  seq: number;
  hidden: true;
  text: string;
}

/**
 * Hides one message a party wrote: both parties then read HIDDEN_MESSAGE_TEXT without its images
 * (rooms/model.ts toMessage), the images are served to nobody, and the room's preview follows when it
 * was the last message. The text stays stored for the admins; the API never answers it again.
 */
export async function hideMessage(deps: Deps, adminId: string, roomId: string, seq: number, dto: ReasonDto): Promise<Hidden> {
  return deps.store.runTransaction(async (tx) => {
    const room: RoomDoc | null = await rooms.get(tx, roomId);
    if (!room) throw errors.notFound(ROOM_NOT_FOUND);
    const msg = await messagesOf(roomId).get(tx, messageId(seq));
    if (!msg) throw errors.notFound(MESSAGE_NOT_FOUND);
    if (msg.kind === 'system') throw errors.conflict(SYSTEM_MESSAGE);
    if (msg.hidden) throw errors.conflict(MESSAGE_ALREADY_HIDDEN);
    const images = await roomImages.getMany(
      tx,
      msg.images.map((i) => i.id),
    );
    const now = deps.clock.now();
    messagesOf(roomId).patch(tx, messageId(seq), { hidden: true, moderation: { reason: dto.reason, at: now, by: adminId } });
    for (const img of images) if (img && img.roomId === roomId) roomImages.patch(tx, img.id, { hidden: true });
    if ((room.messageCount ?? 0) === seq && room.lastMessage) {
      rooms.patch(tx, roomId, { lastMessage: { ...room.lastMessage, text: HIDDEN_MESSAGE_TEXT, hasImages: false } });
    }
    audit(
      tx,
      {
        adminId,
        action: 'message.hide',
        target: { kind: 'message', id: `${roomId}-${seq}` },
        reason: dto.reason,
        before: { roomId, seq, hidden: false },
        after: { roomId, seq, hidden: true },
      },
      now,
    );
    return { roomId, seq, hidden: true, text: HIDDEN_MESSAGE_TEXT };
  });
}
