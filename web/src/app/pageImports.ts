/**
 * The page of every path no returning user lands on (docs/product/screens.md#routes): the one table to edit for a new
 * screen, whose path is in common/src/paths.ts. The compiler checks that every path has its page,
 * here or among the landing screens of app/pageLoaders.ts, and no other.
 *
 * Each page is a chunk of its own; this table is one too (docs/performance.md), which the entry loads only when
 * such a page is opened: in the entry, these imports and the list of chunks each one preloads would
 * cost every first screen about 3 KB. The landing screens' pages are imported by app/pageLoaders.ts,
 * so their chunks still start with the boot. A module several paths render is imported once (a
 * const below), so they share one preload.
 */
import { CLIENT, WORKER, type PagePath } from '../lib/paths';
import type { LandingPath } from './pageLoaders';

type Import = () => Promise<Record<string, unknown>>;
/** A page module (its default export), or the module and the name of the page's export. */
export type PageImport = Import | readonly [Import, string];

/** A module's named export as the page (the compiler checks the name). */
const named = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) => [load, name] as const;

const clientEdit = () => import('../features/mypage/ClientEdit');
const infoPage = () => import('../features/mypage/InfoPage');
const workerEdit = () => import('../features/mypage/WorkerEdit');
const contractsPage = () => import('../features/contracts/ContractsPage');
const finishedContractsPage = () => import('../features/contracts/FinishedContractsPage');
const termsPage = () => import('../features/info/TermsPage');
const policyPage = () => import('../features/info/PolicyPage');
const contactPage = () => import('../features/info/ContactPage');
const tokushohoPage = () => import('../features/info/TokushohoPage');
const roomsPage = () => import('../features/rooms/RoomsPage');
const finishedRoomsPage = () => import('../features/rooms/FinishedRoomsPage');
const noticesPage = () => import('../features/notices/NoticesPage');
const portfolioWorkPage = () => import('../features/portfolio/WorkEditorPage');
const reviewFormPage = () => import('../features/reviews/ReviewFormPage');
const tradeDocumentPage = () => import('../features/tradeDocuments/TradeDocumentPage');
const documentsPage = () => import('../features/tradeDocuments/DocumentsPage');
const documentsPrintPage = () => import('../features/tradeDocuments/DocumentsPrintPage');

export const pageImports = {
  [CLIENT.stoppedJobs]: () => import('../features/jobs/StoppedJobsPage'),
  [CLIENT.job]: () => import('../features/jobs/ClientJobDetailPage'),
  [CLIENT.applicants]: () => import('../features/applications/ApplicantsPage'),
  [CLIENT.contracts]: contractsPage,
  [CLIENT.finishedContracts]: finishedContractsPage,
  [CLIENT.review]: reviewFormPage,
  [CLIENT.newJob]: () => import('../features/jobs/NewJobPage'),
  [CLIENT.search]: () => import('../features/search/WorkerSearchPage'),
  [CLIENT.searchResult]: () => import('../features/search/WorkerSearchResultPage'),
  [CLIENT.worker]: () => import('../features/profiles/WorkerProfilePage'),
  [CLIENT.mypage]: () => import('../features/mypage/ClientMypage'),
  [CLIENT.info]: named(infoPage, 'ClientInfoPage'),
  [CLIENT.edit]: named(clientEdit, 'ClientEditMenu'),
  [CLIENT.editImg]: named(clientEdit, 'ClientEditImg'),
  [CLIENT.editClassify]: named(clientEdit, 'ClientEditClassify'),
  [CLIENT.editCorporation]: named(clientEdit, 'ClientEditCorporation'),
  [CLIENT.editInfo]: named(clientEdit, 'ClientEditInfo'),
  [CLIENT.editAbout]: named(clientEdit, 'ClientEditAbout'),
  [CLIENT.terms]: termsPage,
  [CLIENT.policy]: policyPage,
  [CLIENT.contact]: contactPage,
  [CLIENT.tokushoho]: tokushohoPage,
  [CLIENT.account]: () => import('../features/payments/PaymentsPage'),
  [CLIENT.receipt]: () => import('../features/payments/ReceiptPage'),
  [CLIENT.messages]: roomsPage,
  [CLIENT.finishedMessages]: finishedRoomsPage,
  [CLIENT.notice]: noticesPage,
  [CLIENT.workerAccess]: () => import('../features/onboarding/workerAccess/WorkerAccessPage'),
  [CLIENT.document]: tradeDocumentPage,
  [CLIENT.documents]: documentsPage,
  [CLIENT.documentsPrint]: documentsPrintPage,

  [WORKER.job]: () => import('../features/jobs/WorkerJobDetailPage'),
  [WORKER.apply]: () => import('../features/applications/ApplyPage'),
  [WORKER.search]: () => import('../features/search/JobSearchPage'),
  [WORKER.searchResult]: () => import('../features/search/JobSearchResultPage'),
  [WORKER.listings]: () => import('../features/listings/ListingsPage'),
  [WORKER.stoppedListings]: () => import('../features/listings/StoppedListingsPage'),
  [WORKER.newListing]: () => import('../features/listings/NewListingPage'),
  [WORKER.listing]: () => import('../features/listings/ListingDetailPage'),
  [WORKER.contracts]: contractsPage,
  [WORKER.finishedContracts]: finishedContractsPage,
  [WORKER.review]: reviewFormPage,
  [WORKER.document]: tradeDocumentPage,
  [WORKER.documents]: documentsPage,
  [WORKER.documentsPrint]: documentsPrintPage,
  [WORKER.mypage]: () => import('../features/mypage/WorkerMypage'),
  [WORKER.info]: named(infoPage, 'WorkerInfoPage'),
  [WORKER.edit]: named(workerEdit, 'WorkerEditMenu'),
  [WORKER.editImg]: named(workerEdit, 'WorkerEditImg'),
  [WORKER.editProfile]: named(workerEdit, 'WorkerEditProfile'),
  [WORKER.editOccupation]: named(workerEdit, 'WorkerEditOccupation'),
  [WORKER.editSkills]: named(workerEdit, 'WorkerEditSkills'),
  [WORKER.editAbout]: named(workerEdit, 'WorkerEditAbout'),
  [WORKER.editInvoice]: named(workerEdit, 'WorkerEditInvoice'),
  [WORKER.editPortfolio]: () => import('../features/portfolio/PortfolioPage'),
  [WORKER.editPortfolioNew]: portfolioWorkPage,
  [WORKER.editPortfolioWork]: portfolioWorkPage,
  [WORKER.terms]: termsPage,
  [WORKER.policy]: policyPage,
  [WORKER.contact]: contactPage,
  [WORKER.tokushoho]: tokushohoPage,
  [WORKER.account]: () => import('../features/payouts/AccountPage'),
  [WORKER.accountEdit]: () => import('../features/payouts/AccountEditPage'),
  [WORKER.reward]: () => import('../features/payouts/RewardPage'),
  [WORKER.rewardHistory]: () => import('../features/payouts/RewardHistoryPage'),
  [WORKER.messages]: roomsPage,
  [WORKER.finishedMessages]: finishedRoomsPage,
  [WORKER.notice]: noticesPage,
} as const satisfies Record<Exclude<PagePath, LandingPath>, PageImport>;
