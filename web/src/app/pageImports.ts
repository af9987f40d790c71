/**
 * The code of every page no returning user lands on (issue 12), by module: a chunk of its own, which
 * the entry loads only when such a page is opened (app/pageLoaders.ts). In the entry, these imports
 * and the list of chunks each one preloads cost every first screen about 3 KB; the landing screens'
 * imports stay there, so their chunks still start with the boot.
 */
export const pageImports = {
  'jobs/StoppedJobsPage': () => import('../features/jobs/StoppedJobsPage'),
  'jobs/ClientJobDetailPage': () => import('../features/jobs/ClientJobDetailPage'),
  'jobs/WorkerJobDetailPage': () => import('../features/jobs/WorkerJobDetailPage'),
  'jobs/NewJobPage': () => import('../features/jobs/NewJobPage'),
  'applications/ApplicantsPage': () => import('../features/applications/ApplicantsPage'),
  'applications/ApplyPage': () => import('../features/applications/ApplyPage'),
  'contracts/ContractsPage': () => import('../features/contracts/ContractsPage'),
  'contracts/FinishedContractsPage': () => import('../features/contracts/FinishedContractsPage'),
  'search/WorkerSearchPage': () => import('../features/search/WorkerSearchPage'),
  'search/WorkerSearchResultPage': () => import('../features/search/WorkerSearchResultPage'),
  'search/JobSearchPage': () => import('../features/search/JobSearchPage'),
  'search/JobSearchResultPage': () => import('../features/search/JobSearchResultPage'),
  'profiles/WorkerProfilePage': () => import('../features/profiles/WorkerProfilePage'),
  'mypage/ClientMypage': () => import('../features/mypage/ClientMypage'),
  'mypage/ClientEdit': () => import('../features/mypage/ClientEdit'),
  'mypage/WorkerMypage': () => import('../features/mypage/WorkerMypage'),
  'mypage/WorkerEdit': () => import('../features/mypage/WorkerEdit'),
  'info/TermsPage': () => import('../features/info/TermsPage'),
  'info/PolicyPage': () => import('../features/info/PolicyPage'),
  'info/ContactPage': () => import('../features/info/ContactPage'),
  'payments/PaymentsPage': () => import('../features/payments/PaymentsPage'),
  'payments/ReceiptPage': () => import('../features/payments/ReceiptPage'),
  'payouts/AccountPage': () => import('../features/payouts/AccountPage'),
  'payouts/AccountEditPage': () => import('../features/payouts/AccountEditPage'),
  'payouts/RewardPage': () => import('../features/payouts/RewardPage'),
  'payouts/RewardHistoryPage': () => import('../features/payouts/RewardHistoryPage'),
  'listings/ListingsPage': () => import('../features/listings/ListingsPage'),
  'listings/StoppedListingsPage': () => import('../features/listings/StoppedListingsPage'),
  'listings/NewListingPage': () => import('../features/listings/NewListingPage'),
  'listings/ListingDetailPage': () => import('../features/listings/ListingDetailPage'),
  'rooms/RoomsPage': () => import('../features/rooms/RoomsPage'),
  'rooms/FinishedRoomsPage': () => import('../features/rooms/FinishedRoomsPage'),
  'notices/NoticesPage': () => import('../features/notices/NoticesPage'),
} satisfies Record<string, () => Promise<Record<string, unknown>>>;

export type PageImport = keyof typeof pageImports;
