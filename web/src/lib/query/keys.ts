/**
 * Every cache key of the data layer, in one place, so that a mutation can name exactly what it
 * makes stale. Keys are arrays from the general to the particular: invalidating ['jobs'] refreshes
 * every job query, ['jobs', 'detail', id] only one job. Keys of screens that are never a first screen
 * (the portfolio, reviews, business documents) are in ./laterKeys.ts: every first screen loads this
 * file (docs/performance.md).
 */
export const keys = {
  jobs: {
    all: ['jobs'] as const,
    mine: (status: string) => ['jobs', 'mine', status] as const,
    open: (criteria: object) => ['jobs', 'open', criteria] as const,
    detail: (id: string) => ['jobs', 'detail', id] as const,
    applicants: (jobId: string) => ['jobs', 'applicants', jobId] as const,
  },
  applications: {
    all: ['applications'] as const,
    mine: ['applications', 'mine'] as const,
  },
  contracts: {
    all: ['contracts'] as const,
    list: (state: string) => ['contracts', 'list', state] as const,
    detail: (id: string) => ['contracts', 'detail', id] as const,
  },
  listings: {
    all: ['listings'] as const,
    mine: (status: string) => ['listings', 'mine', status] as const,
    detail: (id: string) => ['listings', 'detail', id] as const,
  },
  workers: {
    all: ['workers'] as const,
    search: (criteria: object) => ['workers', 'search', criteria] as const,
    detail: (id: string) => ['workers', 'detail', id] as const,
  },
  /** A client's public profile (GET /liff/clients/:id). */
  clients: {
    detail: (id: string) => ['clients', 'detail', id] as const,
  },
  /** The worker's payout account (Stripe Connect) and rewards. */
  payouts: {
    all: ['payouts'] as const,
    status: ['payouts', 'status'] as const,
    banks: ['payouts', 'banks'] as const,
    rewards: ['payouts', 'rewards'] as const,
    history: ['payouts', 'history'] as const,
  },
  /** The client's card payments and their receipts. */
  payments: {
    all: ['payments'] as const,
    list: ['payments', 'list'] as const,
    receipt: (contractId: string, version: number | null = null) => ['payments', 'receipt', contractId, version] as const,
  },
  /** Message rooms (docs/product/api.md#rooms): the lists, a room, its messages (merged by the room page) and its images. */
  rooms: {
    all: ['rooms'] as const,
    lists: ['rooms', 'list'] as const,
    list: (state: string) => ['rooms', 'list', state] as const,
    detail: (id: string) => ['rooms', 'detail', id] as const,
    messages: (id: string) => ['rooms', 'messages', id] as const,
    image: (roomId: string, imageId: string, size: string) => ['rooms', 'image', roomId, imageId, size] as const,
  },
  /** The tab bar's unread counts (GET /liff/badges; features/rooms/nav.ts). */
  badges: ['badges'] as const,
  /** お知らせ: the caller's notices (one list, whichever side reads it). */
  notices: {
    all: ['notices'] as const,
    list: ['notices', 'list'] as const,
  },
} as const;
