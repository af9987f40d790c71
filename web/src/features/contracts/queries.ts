/** The contracts' data: one hook per API call over the data layer (lib/query; cache keys: lib/query/keys.ts). */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '../../lib/query/hooks';
import type { DeliverDto, ReasonDto } from '@common/deal';
import type { Contract } from '@common/marketplace';
import { LANDING_API } from '@common/landing';
import { ApiRequestError, takePreloadedAnswer } from '../../lib/api/client';
import { dealApi } from '../../lib/api/deal';
import { contractsApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';

export type ContractState = 'ongoing' | 'finished';

/** How often the page asks again while the payment webhook has not landed yet. */
export const PAYMENT_POLL_MS = 2000;

export const useContracts = (state: ContractState) =>
  usePagedQuery(keys.contracts.list(state), (cursor, signal) => contractsApi.list(state, cursor, signal));

/**
 * One contract. With `pollPayment` (the client came back from the checkout page) it is fetched again
 * every 2 s while it still awaits the payment, until the verified webhook has moved it on.
 */
export const useContract = (id: string, options: { pollPayment?: boolean } = {}) =>
  useQuery({
    queryKey: keys.contracts.detail(id),
    queryFn: ({ signal }) => contractsApi.get(id, signal),
    initialData: () => takePreloadedAnswer<Contract>(LANDING_API.contract(id)),
    refetchInterval: (query) =>
      options.pollPayment && (query.state.data === undefined || query.state.data.status === 'awaiting_payment')
        ? PAYMENT_POLL_MS
        : false,
  });

/** The contract as the server answered, the lists it may have left or joined refreshed. */
function store(qc: QueryClient, contract: Contract, touchesJob: boolean) {
  qc.setQueryData(keys.contracts.detail(contract.id), contract);
  void qc.invalidateQueries({ queryKey: keys.contracts.list('ongoing') });
  void qc.invalidateQueries({ queryKey: keys.contracts.list('finished') });
  // A cancellation gives the job its place back.
  if (touchesJob) void qc.invalidateQueries({ queryKey: keys.jobs.detail(contract.jobId) });
}

/** A 409 means the contract moved on meanwhile (the other party, a webhook, a timer): show where it is now. */
function refreshOnConflict(qc: QueryClient, id: string, error: unknown) {
  if (error instanceof ApiRequestError && error.status === 409)
    void qc.invalidateQueries({ queryKey: keys.contracts.detail(id) });
}

function useContractMutation<V>(id: string, call: (v: V) => Promise<Contract>, touchesJob = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (contract: Contract) => store(qc, contract, touchesJob),
    onError: (error) => refreshOnConflict(qc, id, error),
  });
}

/** The Checkout URL of the client's 仮払い; the contract itself changes only with the webhook. */
export function usePaymentUrl(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => dealApi.paymentUrl(id),
    onError: (error) => refreshOnConflict(qc, id, error),
  });
}

export const useDeliver = (id: string) => useContractMutation(id, (dto: DeliverDto) => dealApi.deliver(id, dto));
export const useRequestRevision = (id: string) => useContractMutation(id, (dto: ReasonDto) => dealApi.requestRevision(id, dto));
export const useComplete = (id: string) => useContractMutation<void>(id, () => dealApi.complete(id));
/** Cancelling before the payment moves the contract to the finished list and gives the job its place back. */
export const useCancelContract = (id: string) =>
  useContractMutation(id, (reason: string | undefined) => dealApi.cancel(id, reason), true);
export const useRequestCancel = (id: string) => useContractMutation(id, (dto: ReasonDto) => dealApi.requestCancel(id, dto));
export const useAcceptCancel = (id: string) => useContractMutation<void>(id, () => dealApi.acceptCancel(id), true);
export const useRefuseCancel = (id: string) => useContractMutation(id, (dto: ReasonDto) => dealApi.refuseCancel(id, dto));
