/** The moderation actions, and what they leave stale (docs/product/admin.md#moderation). */
import { useQueryClient } from '../../../lib/query/hooks';
import { moderationApi } from './api';

/** A stopped job or listing shows on its owner's user page and in the overview's counts; every action in the audit log. */
const stale = [
  ['console', 'users'],
  ['console', 'overview'],
  ['console', 'audit'],
] as const;

export function useModeration() {
  const qc = useQueryClient();
  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } finally {
      for (const queryKey of stale) void qc.invalidateQueries({ queryKey });
    }
  };
  return {
    stopJob: (id: string, reason: string) => run(() => moderationApi.stopJob(id, reason)),
    stopListing: (id: string, reason: string) => run(() => moderationApi.stopListing(id, reason)),
    hideMessage: (roomId: string, seq: number, reason: string) => run(() => moderationApi.hideMessage(roomId, seq, reason)),
    hideReview: (id: string, reason: string) => run(() => moderationApi.hideReview(id, reason)),
  };
}
