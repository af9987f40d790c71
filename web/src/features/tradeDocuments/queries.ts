/** A contract's business documents: one hook per API call over the data layer (lib/query; keys: lib/query/keys.ts). */
import { useQuery } from '../../lib/query/hooks';
import { tradeDocumentsApi } from '../../lib/api/tradeDocuments';
import { laterKeys } from '../../lib/query/laterKeys';

export const useContractDocuments = (contractId: string) =>
  useQuery({
    queryKey: laterKeys.tradeDocuments.contract(contractId),
    queryFn: ({ signal }) => tradeDocumentsApi.ofContract(contractId, signal),
  });

export const useTradeDocument = (id: string) =>
  useQuery({ queryKey: laterKeys.tradeDocuments.detail(id), queryFn: ({ signal }) => tradeDocumentsApi.get(id, signal) });
