/**
 * Marketplace API contract (docs/product/states.md): jobs (案件), applications (応募), contracts (案件管理),
 * worker listings (出品) and public profiles. Money is an integer number of yen.
 * Dates: ISO strings on the wire; job dates (deadline, delivery) are calendar dates 'YYYY-MM-DD' (JST).
 */
import type { Classify } from './options';
import type { CancelRequestView, ContractPaymentView, ContractPayoutView, DeliveryView, DisputeView } from './deal';
import type { MessageImage } from './rooms';
import type { ReviewSummary } from './reviews';
import type { Withholding } from './withholding';
import { groupDigits } from './digits';

/** A page of a cursor-paged list; pass nextCursor back as ?cursor= for the next page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const PAGE_SIZE = 20;

export interface PublicClient {
  userId: string;
  name: string;
  classify: Classify;
  companyName?: string;
  /** Plain stored detail (line breaks as <br>): render with detailToLines. */
  detail: string;
  /** Update time of the profile image, for Avatar's ?v=; absent when none was uploaded. */
  avatarVersion?: string;
  /** Update time of the background image (the profile's header), for ?v=; absent when none was uploaded. */
  backgroundVersion?: string;
  /** Reviews by workers (docs/product/reviews.md#summary); absent before the first visible one. */
  reviews?: ReviewSummary;
}

export interface PublicWorker {
  userId: string;
  name: string;
  classify: Classify;
  occupation: string;
  skills: string[];
  detail: string;
  portfolios: string[];
  avatarVersion?: string;
  /** As PublicClient's: the background image's update time, absent when none was uploaded. */
  backgroundVersion?: string;
  /** Reviews by clients (docs/product/reviews.md#summary); absent before the first visible one. */
  reviews?: ReviewSummary;
  /**
   * A 適格請求書発行事業者: the worker recorded a registration number (docs/product/law.md#registration-numbers).
   * Absent otherwise; the number itself is not public.
   */
  qualifiedInvoiceIssuer?: true;
}

/**
 * 'closed' = taking no applications: every place filled, or a place freed by a cancelled contract
 * that the client has not reopened (a cancellation never reopens a job by itself), or closed by the
 * deal timers once its application deadline passed (closedReason 'deadline').
 */
export type JobStatus = 'published' | 'stopped' | 'closed';
/** Why a closed job is closed, when the platform closed it: 'deadline' = its application deadline passed. */
export type JobClosedReason = 'deadline';
export type PlaceType = 'remote' | 'onsite';

export interface JobInput {
  title: string;
  description: string;
  occupation: string;
  skills: string[];
  reward: number;
  /** Last day to apply, 'YYYY-MM-DD'. */
  applicationDeadline: string;
  /** Delivery due date, 'YYYY-MM-DD', on or after the deadline. */
  deliveryDate: string;
  placeType: PlaceType;
  /** Required when onsite. */
  address?: string;
  /** Number of people wanted. */
  capacity: number;
  /**
   * 源泉徴収あり: the salon withholds income tax from the reward (photographs to be printed, the
   * worker an individual; docs/product/law.md#withholding-源泉徴収). Absent in a request: false; a Job
   * from the API always carries it.
   */
  withholding?: boolean;
}

export interface Job extends JobInput {
  id: string;
  clientId: string;
  status: JobStatus;
  applicantCount: number;
  acceptedCount: number;
  createdAt: string;
  updatedAt: string;
  client: PublicClient;
  /** 報酬 / 手数料 / 受取額 for a worker deciding whether to apply. */
  fee: FeeBreakdown;
  /** The caller's own application, when the caller is a worker who applied. */
  myApplication?: { status: ApplicationStatus; createdAt: string } | null;
  /**
   * Owner only, when above 0: places freed by cancelled contracts that the client has not answered
   * yet (募集を再開しますか？: POST /reopen-place or /keep-closed).
   */
  freedPlaces?: number;
  /** Owner only: why the operator stopped it, or null (docs/product/admin.md#moderation). */
  moderation?: Moderation | null;
  /**
   * Set while the job is closed because its application deadline passed (the deal timers closed it:
   * docs/product/states.md#deadline-close); absent otherwise.
   */
  closedReason?: JobClosedReason;
}

/** An operator's stop of a job or listing, as its owner reads it (docs/product/admin.md#moderation). */
export interface Moderation {
  reason: string;
  at: string;
}

/**
 * not_selected (見送り): still pending when the job's last place was filled by someone else.
 * cancelled: accepted, then its contract was cancelled (read from the contract, never stored).
 */
export type ApplicationStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'not_selected' | 'cancelled';

export interface ApplicationInput {
  message: string;
}

export interface Application {
  /** Equals the worker's user id: one application per worker per job. */
  id: string;
  jobId: string;
  workerId: string;
  message: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  worker: PublicWorker;
  /** Set when listing a worker's own applications. */
  job?: Pick<Job, 'id' | 'title' | 'reward' | 'status' | 'applicationDeadline' | 'closedReason'> & { clientName: string };
  /** Set once accepted. */
  contractId?: string;
}

/**
 * Where a contract stands (docs/product/states.md#contracts). cancel_requested: one party asked to
 * cancel after the payment and the other has not answered yet; refunding: the cancellation was agreed
 * and the refund is requested but not yet confirmed by Stripe. See contractMachine.ts for every transition.
 */
export type ContractStatus =
  'awaiting_payment' | 'in_progress' | 'delivered' | 'completed' | 'paid_out' | 'cancel_requested' | 'refunding' | 'cancelled';
export type ContractAction =
  | 'pay'
  | 'deliver'
  | 'request_revision'
  | 'complete'
  | 'payout'
  | 'cancel'
  | 'request_cancel'
  | 'accept_cancel'
  | 'refuse_cancel'
  | 'confirm_refund'
  | 'resolve_complete'
  | 'resolve_refund';

/**
 * The money of a contract or a job, computed by the server from the reward and the platform's fee
 * rate (common/src/fees.ts): fee = floor(reward x rate) is deducted on the worker's side, so the
 * client pays `reward` and the worker receives `payout`. Integer yen; `rate` is a fraction (0.1 = 10 %).
 */
export interface FeeBreakdown {
  reward: number;
  fee: number;
  payout: number;
  rate: number;
  /**
   * 源泉徴収税額, only when the contract withholds (common/src/withholding.ts): the salon is charged
   * reward − withheld and pays the tax to the tax office; payout = reward − withheld − fee.
   */
  withheld?: number;
}

/** One entry of a contract's timeline: the status it reached, who did it and what they wrote. */
export interface ContractEvent {
  status: ContractStatus;
  at: string;
  /** The uid that caused it; null for the platform (webhooks, transfers, timers). */
  by: string | null;
  /** The transition; absent for the contract's opening (the accept). */
  action?: ContractAction;
  actor?: 'client' | 'worker' | 'system';
  /** The delivery message, or the reason of a revision request or cancellation. */
  note?: string;
  /**
   * A 納品's photos (room images of the contract's room, GET /liff/rooms/:roomId/images/:id) and its
   * gallery or download link, when it had them: the delivered work stays readable after 検収.
   */
  images?: MessageImage[];
  link?: string;
}

export interface Contract {
  id: string;
  jobId: string;
  clientId: string;
  workerId: string;
  title: string;
  reward: number;
  /** 報酬 / 手数料 / 受取額, shown to both parties. */
  fee: FeeBreakdown;
  /** The withholding frozen at 採用 (docs/product/law.md#withholding-源泉徴収); absent or null: none. */
  withholding?: Withholding | null;
  deliveryDate: string;
  status: ContractStatus;
  history: ContractEvent[];
  createdAt: string;
  updatedAt: string;
  client: PublicClient;
  worker: PublicWorker;
  /** The message room opened with the contract (rooms/{contractId}). */
  roomId: string;
  /** What the caller may do next (computed by the server's state machine). */
  actions: ContractAction[];
  /** The open cancellation request (status cancel_requested). */
  cancelRequest: CancelRequestView | null;
  /** The latest 納品 while waiting for 検収 (status delivered). */
  delivery: DeliveryView | null;
  payment: ContractPaymentView | null;
  /** The worker's transfer, from 検収 on. */
  payout: ContractPayoutView | null;
  /** Set while the admins look at the contract (a refused cancellation, a card dispute, a reversed transfer). */
  dispute: DisputeView | null;
}

export type ListingStatus = 'published' | 'stopped';

export interface ListingInput {
  title: string;
  description: string;
  price: number;
}

export interface Listing extends ListingInput {
  id: string;
  workerId: string;
  status: ListingStatus;
  createdAt: string;
  updatedAt: string;
  /** Why the operator stopped it, or null (only its owner sees a stopped listing). */
  moderation?: Moderation | null;
}

export interface WorkerDetail extends PublicWorker {
  listings: Listing[];
}

/** Labels users see. */
export const JOB_STATUS_LABEL: Record<JobStatus, string> = { published: '募集中', stopped: '停止中', closed: '募集終了' };
export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  pending: '選考中',
  accepted: '採用',
  declined: '不採用',
  not_selected: '見送り',
  withdrawn: '取り下げ',
  cancelled: 'キャンセル',
};
export const CONTRACT_STATUS_LABEL: Record<ContractStatus, string> = {
  awaiting_payment: '仮払い待ち',
  in_progress: '作業中',
  delivered: '納品済み・検収待ち',
  completed: '検収完了',
  paid_out: '支払い完了',
  cancel_requested: 'キャンセル申請中',
  refunding: '返金手続き中',
  cancelled: 'キャンセル',
};
export const CONTRACT_ACTION_LABEL: Record<ContractAction, string> = {
  pay: '仮払い',
  deliver: '納品',
  request_revision: '修正依頼',
  complete: '検収',
  payout: '報酬の支払い',
  cancel: 'キャンセル',
  request_cancel: 'キャンセル申請',
  accept_cancel: 'キャンセルに同意',
  refuse_cancel: 'キャンセルを拒否',
  confirm_refund: '返金の完了',
  resolve_complete: '運営の判断で検収',
  resolve_refund: '運営の判断で返金',
};
export const PLACE_TYPE_LABEL: Record<PlaceType, string> = { remote: 'リモート', onsite: '現地' };

export const formatYen = (n: number) => `${groupDigits(n)}円`;

/**
 * HTTP endpoints (all JSON, bearer auth, active users only):
 *  Jobs (client = type client owner):
 *   POST   /liff/jobs                                  JobInput -> Job (201)          client
 *   GET    /liff/client/jobs?status=published|stopped&cursor=  -> Page<Job>     client (own; 'published' includes closed)
 *   GET    /liff/jobs/:id                              -> Job                          owner; any active user while published/closed
 *   PATCH  /liff/jobs/:id                              Partial<JobInput> -> Job        owner
 *   POST   /liff/jobs/:id/stop | /reopen               -> Job                          owner
 *   POST   /liff/jobs/:id/reopen-place | /keep-closed  -> Job                          owner: answers a place freed by a cancellation
 *   GET    /liff/jobs/:id/applications?cursor=         -> Page<Application>            owner
 *   POST   /liff/jobs/:id/applications/:workerId/accept  -> Contract (201)             owner, atomic
 *   POST   /liff/jobs/:id/applications/:workerId/decline -> Application                owner
 *  Jobs (worker):
 *   GET    /liff/jobs?q=&skill=&minReward=&maxReward=&cursor= -> Page<Job>  open (published) jobs, newest first
 *   POST   /liff/jobs/:id/applications                 ApplicationInput -> Application (201)  worker; 409 when applied or not open
 *   POST   /liff/jobs/:id/applications/mine/withdraw   -> Application                  worker, while pending
 *   GET    /liff/worker/applications?cursor=           -> Page<Application>            worker (own, with job)
 *  Workers (client search):
 *   GET    /liff/workers?occupation=&skill=&q=&cursor= -> Page<PublicWorker>
 *   GET    /liff/workers/:id                           -> WorkerDetail (published listings)
 *   GET    /liff/clients/:id                           -> PublicClient
 *  Listings (worker):
 *   POST   /liff/listings                              ListingInput -> Listing (201)
 *   GET    /liff/worker/listings?status=published|stopped&cursor= -> Page<Listing>
 *   GET    /liff/listings/:id                          -> Listing   owner; anyone while published
 *   PATCH  /liff/listings/:id                          Partial<ListingInput> -> Listing
 *   POST   /liff/listings/:id/stop | /reopen           -> Listing
 *  Contracts (the two parties only):
 *   GET    /liff/contracts?state=ongoing|finished&cursor= -> Page<Contract>  as client or worker by the caller's type
 *   GET    /liff/contracts/:id                         -> Contract
 *  Jobs and contracts carry `fee: FeeBreakdown` (報酬 / 手数料 / 受取額), computed by the server.
 *   POST   /liff/contracts/:id/cancel                  -> Contract   either party from awaiting_payment (after the payment: request_cancel, docs/product/states.md#cancellation)
 */
