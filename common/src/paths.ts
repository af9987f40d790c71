/**
 * Every screen's path (docs/product/screens.md#routes), for the web and the API alike: the web's pages link with these
 * (web/src/lib/paths.ts re-exports them) and web/src/app/pageLoaders.ts maps them onto pages; the
 * functions build rich menus, notices and payment return URLs from them, so neither can drift from
 * the routes. A screen that is not built yet has no entry here, so nothing can link to it; every
 * path here has its page (web/src/app/pageImports.ts fails to compile otherwise).
 */
import type { UserType } from './options';

export const CLIENT = {
  jobs: '/client/products',
  stoppedJobs: '/client/products/stop',
  job: '/client/products/:id',
  applicants: '/client/products/:id/application',
  contracts: '/client/project-managements',
  finishedContracts: '/client/project-managements/finish',
  newJob: '/client/project-managements/new',
  contract: '/client/project-managements/:id',
  /** 評価する: the review form of a finished contract, which the review notices open (docs/product/reviews.md#the-form). */
  review: '/client/project-managements/:id/review',
  search: '/client/search',
  searchResult: '/client/search/result',
  worker: '/client/search/workers/:id',
  mypage: '/client/mypage',
  /** 登録情報: the client's own public profile with a link per part to edit it (docs/product/screens.md#registered-info). */
  info: '/client/mypage/info',
  edit: '/client/mypage/edit',
  editImg: '/client/mypage/edit/img',
  editClassify: '/client/mypage/edit/classify',
  editCorporation: '/client/mypage/edit/corporation',
  editInfo: '/client/mypage/edit/info',
  editAbout: '/client/mypage/edit/about',
  terms: '/client/mypage/terms',
  policy: '/client/mypage/policy',
  contact: '/client/mypage/contact',
  /** 特定商取引法に基づく表記 (docs/product/screens.md#tokushoho). */
  tokushoho: '/client/mypage/tokushoho',
  /** 支払い履歴 (the client's payments) and each payment's 領収書. */
  account: '/client/mypage/account',
  receipt: '/client/mypage/account/receipts/:id',
  /** Message rooms and お知らせ (docs/product/screens.md). */
  messages: '/client/messages',
  finishedMessages: '/client/messages/completed',
  room: '/client/messages/:id',
  notice: '/client/mypage/notice',
  /** The request to work as a 受注者 and its status (docs/product/screens.md#worker-access-request). */
  workerAccess: '/client/mypage/worker-access',
  /** A business document of a contract, e.g. its 発注書 (docs/product/screens.md#trade-document). */
  document: '/client/documents/:id',
  /** 書類・帳票: the search over every document, and a month's documents to print (docs/product/screens.md#documents). */
  documents: '/client/mypage/documents',
  documentsPrint: '/client/mypage/documents/print',
} as const;

export const WORKER = {
  jobs: '/worker/projects',
  job: '/worker/projects/:id',
  apply: '/worker/projects/application/:id',
  search: '/worker/search',
  searchResult: '/worker/search/result',
  listings: '/worker/products',
  stoppedListings: '/worker/products/stop',
  newListing: '/worker/products/new',
  listing: '/worker/products/:id',
  contracts: '/worker/project-managements',
  finishedContracts: '/worker/project-managements/finish',
  contract: '/worker/project-managements/:id',
  /** 評価する, as the client's. */
  review: '/worker/project-managements/:id/review',
  mypage: '/worker/mypage',
  /** 登録情報, as the client's. */
  info: '/worker/mypage/info',
  edit: '/worker/mypage/edit',
  editImg: '/worker/mypage/edit/img',
  editProfile: '/worker/mypage/edit/profile',
  editOccupation: '/worker/mypage/edit/occupation',
  editSkills: '/worker/mypage/edit/occupation/skill',
  editAbout: '/worker/mypage/edit/about',
  /** 適格請求書発行事業者の登録番号 (docs/product/screens.md#invoice-registration-number). */
  editInvoice: '/worker/mypage/edit/invoice',
  /** The worker's portfolio (docs/product/portfolio.md): her works, a new one, and one being edited. */
  editPortfolio: '/worker/mypage/edit/portfolio',
  editPortfolioNew: '/worker/mypage/edit/portfolio/new',
  editPortfolioWork: '/worker/mypage/edit/portfolio/:id',
  terms: '/worker/mypage/terms',
  policy: '/worker/mypage/policy',
  contact: '/worker/mypage/contact',
  tokushoho: '/worker/mypage/tokushoho',
  /** The payout account (受取口座) and rewards (docs/product/money.md). */
  account: '/worker/mypage/account',
  accountEdit: '/worker/mypage/account/edit',
  reward: '/worker/mypage/reward',
  rewardHistory: '/worker/mypage/reward/history',
  /** Message rooms and お知らせ (docs/product/screens.md). */
  messages: '/worker/messages',
  finishedMessages: '/worker/messages/completed',
  room: '/worker/messages/:id',
  notice: '/worker/mypage/notice',
  /** A business document of a contract, as the client's. */
  document: '/worker/documents/:id',
  /** 書類・帳票, as the client's. */
  documents: '/worker/mypage/documents',
  documentsPrint: '/worker/mypage/documents/print',
} as const;

/** Any page's path pattern. */
export type PagePath = (typeof CLIENT)[keyof typeof CLIENT] | (typeof WORKER)[keyof typeof WORKER];

export const PATHS = { client: CLIENT, worker: WORKER } as const satisfies Record<UserType, Record<string, string>>;

/** Where each side lands (docs/product/screens.md#gates). */
export const SIDE_TOP: Record<UserType, string> = { client: CLIENT.jobs, worker: WORKER.jobs };

/** A path with its `:params` filled in, each encoded: to(CLIENT.job, { id }) -> /client/products/a%2Fb. */
export function to(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** A detail path with one `:id`. */
export const withId = (pattern: string, id: string) => to(pattern, { id });

/**
 * Where the operations console lives (docs/product/admin.md#console); its screens' paths are in
 * consolePaths.ts, which only the console's lazy chunk reads. Not under /admin, which is the API's
 * (Hosting sends /admin/** to the function).
 */
export const CONSOLE_ROOT = '/console';

export const isConsolePath = (pathname: string) => pathname === CONSOLE_ROOT || pathname.startsWith(`${CONSOLE_ROOT}/`);
