/** The two searches over the query layer: same criteria, same cache entry, so back shows the result at once. */
import { jobsApi, workersApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';
import type { JobCriteria } from './jobCriteria';
import type { WorkerQuery } from './workerQuery';

export const useJobSearch = (criteria: JobCriteria) =>
  usePagedQuery(keys.jobs.open(criteria), (cursor, signal) => jobsApi.search(criteria, cursor, signal));

export function useWorkerSearch(query: WorkerQuery) {
  // Empty conditions are left out, so '' and a missing parameter share one cache entry.
  const criteria = { occupation: query.occupation || undefined, skill: query.skill || undefined, q: query.q || undefined };
  return usePagedQuery(keys.workers.search(criteria), (cursor, signal) => workersApi.search(criteria, cursor, signal));
}
