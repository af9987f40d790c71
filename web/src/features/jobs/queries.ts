/** The jobs' data (and the worker's own applications): one hook per API call over the data layer (lib/query). */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '../../lib/query/hooks';
import { LANDING_API } from '@common/landing';
import type { Job, JobInput, Page } from '@common/marketplace';
import { takePreloadedAnswer } from '../../lib/api/client';
import { jobsApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';

export type MyJobStatus = 'published' | 'stopped';

// The landing lists start with the first page that came with the session, if any (lib/api/client.ts).
export const useMyJobs = (status: MyJobStatus) =>
  usePagedQuery(keys.jobs.mine(status), (cursor, signal) => jobsApi.mine(status, cursor, signal), {
    firstPage: status === 'published' ? () => takePreloadedAnswer<Page<Job>>(LANDING_API.clientJobs) : undefined,
  });

export const useOpenJobs = () =>
  usePagedQuery(keys.jobs.open({}), (cursor, signal) => jobsApi.search({}, cursor, signal), {
    firstPage: () => takePreloadedAnswer<Page<Job>>(LANDING_API.openJobs),
  });

/** `staleTime: 0` where an answer cached before another screen's change must not be shown as is. */
export const useJob = (id: string, options: { staleTime?: number } = {}) =>
  useQuery({ queryKey: keys.jobs.detail(id), queryFn: ({ signal }) => jobsApi.get(id, signal), ...options });

export const useMyApplications = () => usePagedQuery(keys.applications.mine, jobsApi.myApplications);

/** A job the server sent back: shown at once, and every job list refetched (status and counts move). */
function jobChanged(qc: QueryClient, job: Job) {
  qc.setQueryData(keys.jobs.detail(job.id), job);
  void qc.invalidateQueries({ queryKey: keys.jobs.mine('published') });
  void qc.invalidateQueries({ queryKey: keys.jobs.mine('stopped') });
  // Keys match by prefix and objects partially: open({}) covers the open lists of every criteria.
  void qc.invalidateQueries({ queryKey: keys.jobs.open({}) });
}

function useJobMutation<V>(call: (vars: V) => Promise<Job>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (job) => jobChanged(qc, job) });
}

export const useCreateJob = () => useJobMutation((input: JobInput) => jobsApi.create(input));
export const useUpdateJob = (id: string) => useJobMutation((patch: Partial<JobInput>) => jobsApi.update(id, patch));
export const useStopJob = (id: string) => useJobMutation(() => jobsApi.stop(id));
export const useReopenJob = (id: string) => useJobMutation(() => jobsApi.reopen(id));
/** The owner's answer to a place a cancelled contract freed: recruit again, or leave the job closed. */
export const useReopenPlace = (id: string) => useJobMutation(() => jobsApi.reopenPlace(id));
export const useKeepClosed = (id: string) => useJobMutation(() => jobsApi.keepClosed(id));

/** Withdrawing changes the job's counters and my application: refetch them rather than patch them. */
export function useWithdraw(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => jobsApi.withdraw(jobId),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.jobs.detail(jobId) }),
        qc.invalidateQueries({ queryKey: keys.applications.mine }),
        qc.invalidateQueries({ queryKey: keys.jobs.open({}) }),
      ]),
  });
}
