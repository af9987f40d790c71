/** The console's data over the data layer (lib/query): who is signed in, the overview, the audit log. */
import { useQuery } from '../../lib/query/hooks';
import { usePagedQuery } from '../../lib/query/paged';
import { adminApi, type AuditQuery } from '../../lib/api/admin';

const consoleKeys = {
  me: ['console', 'me'] as const,
  overview: ['console', 'overview'] as const,
  audit: (filter: AuditQuery) => ['console', 'audit', filter] as const,
  richMenus: ['console', 'richMenus'] as const,
};

/** Never retried: a 403 (not an admin) will not change. */
export const useAdminMe = () =>
  useQuery({ queryKey: consoleKeys.me, queryFn: ({ signal }) => adminApi.me(signal), retry: false });

/** Fresh each visit, and every minute while on screen. */
export const useOverview = () =>
  useQuery({
    queryKey: consoleKeys.overview,
    queryFn: ({ signal }) => adminApi.overview(signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useAuditLog = (filter: AuditQuery) =>
  usePagedQuery(consoleKeys.audit(filter), (cursor, signal) => adminApi.audit(filter, cursor, signal));

export const useRichMenus = () =>
  useQuery({ queryKey: consoleKeys.richMenus, queryFn: ({ signal }) => adminApi.richMenus(signal) });
