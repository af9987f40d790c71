/** People's public profiles over the query layer (a listing change marks its worker's entry stale). */
import { useQuery } from '../../lib/query/hooks';
import { workersApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';

export const useWorker = (id: string) =>
  useQuery({ queryKey: keys.workers.detail(id), queryFn: ({ signal }) => workersApi.get(id, signal) });
