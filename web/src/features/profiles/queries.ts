/**
 * People's public profiles over the query layer (a listing change marks its worker's entry stale).
 * `staleTime`: 0 on the owner's own view, which must show an edit just saved.
 */
import { useQuery } from '../../lib/query/hooks';
import { workersApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';

export const useWorker = (id: string, staleTime?: number) =>
  useQuery({ queryKey: keys.workers.detail(id), queryFn: ({ signal }) => workersApi.get(id, signal), staleTime });

export const useClient = (id: string, staleTime?: number) =>
  useQuery({ queryKey: keys.clients.detail(id), queryFn: ({ signal }) => workersApi.client(id, signal), staleTime });
