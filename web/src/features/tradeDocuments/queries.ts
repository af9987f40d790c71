/** A contract's business documents: one hook per API call over the data layer (lib/query; keys: lib/query/keys.ts). */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '../../lib/query/hooks';
import { tradeDocumentsApi } from '../../lib/api/tradeDocuments';
import { laterKeys } from '../../lib/query/laterKeys';

/** The contract's documents, read again when `stamp` (the contract's updatedAt) moves on. */
export function useContractDocuments(contractId: string, stamp: string) {
  const qc = useQueryClient();
  const seen = useRef(stamp);
  useEffect(() => {
    if (seen.current === stamp) return;
    seen.current = stamp;
    void qc.invalidateQueries({ queryKey: laterKeys.tradeDocuments.contract(contractId) });
  }, [qc, contractId, stamp]);
  return useQuery({
    queryKey: laterKeys.tradeDocuments.contract(contractId),
    queryFn: ({ signal }) => tradeDocumentsApi.ofContract(contractId, signal),
  });
}

export const useTradeDocument = (id: string) =>
  useQuery({ queryKey: laterKeys.tradeDocuments.detail(id), queryFn: ({ signal }) => tradeDocumentsApi.get(id, signal) });

/**
 * The worker's corrected 請求書 (docs/product/law.md#the-name-on-the-documents): answers the new
 * version; every document query is read again (the old version is now superseded, the lists grew).
 */
export function useCorrectInvoice(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => tradeDocumentsApi.correct(id),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['tradeDocuments'] }),
  });
}
