/** The contracts' data: one hook per API call over TanStack Query (cache keys: lib/query/keys.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '@common/marketplace';
import { contractsApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';

export type ContractState = 'ongoing' | 'finished';

export const useContracts = (state: ContractState) =>
  usePagedQuery(keys.contracts.list(state), (cursor) => contractsApi.list(state, cursor));

export const useContract = (id: string) => useQuery({ queryKey: keys.contracts.detail(id), queryFn: () => contractsApi.get(id) });

/** Cancelling moves the contract to the finished list and gives the job its place back. */
export function useCancelContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => contractsApi.cancel(id),
    onSuccess: (contract: Contract) => {
      qc.setQueryData(keys.contracts.detail(contract.id), contract);
      void qc.invalidateQueries({ queryKey: keys.contracts.list('ongoing') });
      void qc.invalidateQueries({ queryKey: keys.contracts.list('finished') });
      void qc.invalidateQueries({ queryKey: keys.jobs.detail(contract.jobId) });
    },
  });
}
