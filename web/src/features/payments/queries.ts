/** The client's payments and receipts: one hook per API call over the data layer (lib/query; keys: lib/query/keys.ts). */
import { useQuery } from '../../lib/query/hooks';
import { paymentsApi } from '../../lib/api/payouts';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';

export const usePayments = () => usePagedQuery(keys.payments.list, paymentsApi.list);

/** The newest version of the receipt, or `version` (an earlier one). */
export const useReceipt = (contractId: string, version: number | null) =>
  useQuery({
    queryKey: keys.payments.receipt(contractId, version),
    queryFn: ({ signal }) => paymentsApi.receipt(contractId, version, signal),
  });
