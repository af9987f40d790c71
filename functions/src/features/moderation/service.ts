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

/** Stops a job (its owner's stop included) with the admin's reason; 409 when an admin stopped it already. */
export async function stopJob(deps: Deps, adminId: string, id: string, dto: ReasonDto): Promise<Stopped> {
  return deps.store.runTransaction(async (tx) => {
    const job = await jobs.get(tx, id);
    if (!job) throw errors.notFound(JOB_NOT_FOUND);
    if (job.moderation) throw errors.conflict(JOB_ALREADY_STOPPED);
    const now = deps.clock.now();
    const moderation: ModerationDoc = { reason: dto.reason, at: now, by: adminId };
    jobs.patch(tx, id, { status: 'stopped', moderation, updatedAt: now });
    notify(
      deps,
      tx,
      {
        userId: job.clientId,
        kind: 'admin',
        title: '運営により案件の掲載を停止しました',
        body: ownerBody(job.title, dto.reason),
        path: withId(CLIENT.job, id),
        contractId: null,
      },
      now,
    );
    audit(
      tx,
      {
        adminId,
        action: 'job.stop',
        target: { kind: 'job', id },
        reason: dto.reason,
        before: { status: job.status },
        after: { status: 'stopped' },
      },
      now,
    );
    return view(id, moderation);
  });
}

/** Stops a listing with the admin's reason; 409 when an admin stopped it already. */
export async function stopListing(deps: Deps, adminId: string, id: string, dto: ReasonDto): Promise<Stopped> {
  return deps.store.runTransaction(async (tx) => {
    const listing = await listings.get(tx, id);
    if (!listing) throw errors.notFound(LISTING_NOT_FOUND);
    if (listing.moderation) throw errors.conflict(LISTING_ALREADY_STOPPED);
    const now = deps.clock.now();
    const moderation: ModerationDoc = { reason: dto.reason, at: now, by: adminId };
    listings.patch(tx, id, { status: 'stopped', moderation, updatedAt: now });
    notify(
      deps,
      tx,
      {
        userId: listing.workerId,
        kind: 'admin',
        title: '運営により出品の掲載を停止しました',
        body: ownerBody(listing.title, dto.reason),
        path: withId(WORKER.listing, id),
        contractId: null,
      },
      now,
    );
    audit(
      tx,
      {
        adminId,
        action: 'listing.stop',
        target: { kind: 'listing', id },
        reason: dto.reason,
        before: { status: listing.status },
        after: { status: 'stopped' },
      },
      now,
    );
    return view(id, moderation);
  });
}

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
