/** Moderation calls of the console (docs/product/admin.md#moderation). Each takes the reason (1–500) for the audit log. */
import type { ReviewHidden } from '@common/reviews';
import { apiFetch } from '../../../lib/api/client';

/** A job or a listing stopped by an admin. */
export interface Stopped {
  id: string;
  status: 'stopped';
  moderation: { reason: string; at: string };
}

/** A message hidden: `text` is what both parties now read in its place. */
export interface Hidden {
  roomId: string;
  seq: number;
  hidden: true;
  text: string;
}

const seg = encodeURIComponent;

export const moderationApi = {
  /** 404 unknown job; 409 「この案件はすでに運営により停止されています」. */
  stopJob: (id: string, reason: string) => apiFetch<Stopped>(`/admin/jobs/${seg(id)}/stop`, { body: { reason } }),
  /** 404 unknown listing; 409 「この出品はすでに運営により停止されています」. */
  stopListing: (id: string, reason: string) => apiFetch<Stopped>(`/admin/listings/${seg(id)}/stop`, { body: { reason } }),
  /** 404 unknown room or message; 409 hidden already, or a system message. */
  hideMessage: (roomId: string, seq: number, reason: string) =>
    apiFetch<Hidden>(`/admin/rooms/${seg(roomId)}/messages/${seq}/hide`, { body: { reason } }),
  /** A review by its id `{contractId}_{client|worker}` (docs/product/reviews.md#hiding): 404 unknown; 409 hidden already. */
  hideReview: (id: string, reason: string) => apiFetch<ReviewHidden>(`/admin/reviews/${seg(id)}/hide`, { body: { reason } }),
};
