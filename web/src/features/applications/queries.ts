/** Applications to a job (the client's applicants, the worker's apply): one hook per API call. */
import { useMutation, useQueryClient, type QueryClient } from '../../lib/query/hooks';
import type { Application, ApplicationInput, Contract } from '@common/marketplace';
import { jobsApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';
import { replacePagedItem, usePagedQuery } from '../../lib/query/paged';

export const useApplicants = (jobId: string) =>
  usePagedQuery(keys.jobs.applicants(jobId), (cursor, signal) => jobsApi.applications(jobId, cursor, signal));

/** Shows a changed application in the loaded applicant pages at once, before any refetch. */
const patchApplicant = (qc: QueryClient, jobId: string, changed: Application) =>
  replacePagedItem(qc, keys.jobs.applicants(jobId), changed);

/** Accepting opens a contract: the job (counts, maybe filled), its applicants and the contract lists move. */
export function useAccept(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Application) => jobsApi.accept(jobId, a.workerId),
    onSuccess: (contract: Contract, a) => {
      patchApplicant(qc, jobId, { ...a, status: 'accepted', contractId: contract.id });
      qc.setQueryData(keys.contracts.detail(contract.id), contract);
      void qc.invalidateQueries({ queryKey: keys.jobs.detail(jobId) });
      void qc.invalidateQueries({ queryKey: keys.jobs.applicants(jobId) });
      void qc.invalidateQueries({ queryKey: keys.contracts.list('ongoing') });
    },
  });
}

export function useDecline(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Application) => jobsApi.decline(jobId, a.workerId),
    // The answer carries no worker: keep the one the card shows.
    onSuccess: (updated, a) => patchApplicant(qc, jobId, { ...a, ...updated, worker: a.worker }),
  });
}

export function useApply(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) => jobsApi.apply(jobId, input),
    // Not awaited: the form leaves at once and the job shows 選考中 when its refetch lands.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.jobs.detail(jobId) });
      void qc.invalidateQueries({ queryKey: keys.jobs.open({}) });
      void qc.invalidateQueries({ queryKey: keys.applications.mine });
    },
  });
}
