/** The 書類・帳票 pages' data: the search, paged, and a month's documents (lib/query; keys: lib/query/laterKeys.ts). */
import type { DocumentSearch } from '@common/documentSearch';
import { documentSearchApi, documentSearchQuery } from '../../lib/api/documentSearch';
import { useQuery } from '../../lib/query/hooks';
import { laterKeys } from '../../lib/query/laterKeys';
import { usePagedQuery } from '../../lib/query/paged';

export const useDocumentSearch = (search: DocumentSearch) =>
  usePagedQuery(laterKeys.tradeDocuments.search(documentSearchQuery(search)), (cursor, signal) =>
    documentSearchApi.search(search, cursor, signal),
  );

export const useMonthDocuments = (month: string) =>
  useQuery({
    queryKey: laterKeys.tradeDocuments.month(month),
    queryFn: ({ signal }) => documentSearchApi.month(month, signal),
  });
