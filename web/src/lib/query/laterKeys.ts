/**
 * Cache keys of screens that are never a first screen, kept out of ./keys.ts (which every first screen
 * loads, docs/performance.md); the same shape and rules as there.
 */
export const laterKeys = {
  /** The worker's portfolio (docs/product/portfolio.md): her own, and another worker's as clients see it. */
  portfolio: {
    all: ['portfolio'] as const,
    mine: ['portfolio', 'mine'] as const,
    worker: (workerId: string) => ['portfolio', 'worker', workerId] as const,
  },
  /** A deal's reviews as the caller reads them (GET /liff/contracts/:id/review). */
  reviews: {
    contract: (contractId: string) => ['reviews', 'contract', contractId] as const,
    /** A user's public reviews on one side (GET /liff/users/:uid/reviews): the first page, and the whole list. */
    user: (uid: string, side: string) => ['reviews', 'user', uid, side] as const,
    userAll: (uid: string, side: string) => ['reviews', 'user', uid, side, 'all'] as const,
  },
  /** A contract's business documents and one document (docs/product/api.md#business-documents). */
  tradeDocuments: {
    contract: (contractId: string) => ['tradeDocuments', 'contract', contractId] as const,
    detail: (id: string) => ['tradeDocuments', 'detail', id] as const,
    /** The caller's documents searched (GET /liff/documents), per query string; and one month's to print. */
    search: (query: string) => ['tradeDocuments', 'search', query] as const,
    month: (month: string) => ['tradeDocuments', 'month', month] as const,
  },
};
