/** The user search, one user's page, and the actions that change them (docs/product/admin.md#users-and-suspension). */
import { useQuery, useQueryClient } from '../../../lib/query/hooks';
import { usePagedQuery } from '../../../lib/query/paged';
import { usersApi, type UserSearch } from './api';

const userKeys = {
  all: ['console', 'users'] as const,
  search: (filter: UserSearch) => ['console', 'users', 'search', filter] as const,
  detail: (uid: string) => ['console', 'users', 'detail', uid] as const,
};

/** What an action can change beside the users: the overview's counts, the worker requests, the audit log. */
const alsoStale = [
  ['console', 'overview'],
  ['console', 'workerRequests'],
  ['console', 'audit'],
] as const;

export const useUserSearch = (filter: UserSearch) =>
  usePagedQuery(userKeys.search(filter), (cursor, signal) => usersApi.search(filter, cursor, signal));

/** Fresh on each visit: an admin opens it to act on what it says now. */
export const useAdminUser = (uid: string) =>
  useQuery({ queryKey: userKeys.detail(uid), queryFn: ({ signal }) => usersApi.get(uid, signal), staleTime: 0 });

/**
 * Suspend, reinstate, revoke the worker flag, stop a job or a listing. Afterwards (after a refusal too:
 * a 409 means another admin acted first) the user's page and the searches are fetched again.
 */
export function useUserActions(uid: string) {
  const qc = useQueryClient();
  const run = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } finally {
      void qc.invalidateQueries({ queryKey: userKeys.all });
      for (const key of alsoStale) void qc.invalidateQueries({ queryKey: key });
    }
  };
  return {
    suspend: (reason: string) => run(() => usersApi.suspend(uid, reason)),
    reinstate: (reason: string) => run(() => usersApi.reinstate(uid, reason)),
    revokeWorker: (reason: string) => run(() => usersApi.revokeWorker(uid, reason)),
    stopJob: (id: string, reason: string) => run(() => usersApi.stopJob(id, reason)),
    stopListing: (id: string, reason: string) => run(() => usersApi.stopListing(id, reason)),
  };
}
