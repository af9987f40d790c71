/**
 * The deal after 仮払い (docs/product/states.md#contracts, docs/product/money.md): request bodies and
 * response shapes of delivery, revision, 検収, cancellation, the payout account, rewards and the
 * client's payment history. Shared by the API and the web. Free of yup, so that the contract page can read them without the schema library
 * (docs/performance.md); the request bodies' schemas are in dealSchemas.ts (the API validates with
 * them, the web's forms load them when used).
 *
 * Endpoints (JSON; bearer auth; active users; a stranger's contract is 404, the wrong party 403,
 * the wrong state 409 with a Japanese message):
 *   POST /liff/contracts/:id/deliver          {message, imageIds?, link?} -> Contract   worker, in_progress -> delivered (納品):
 *                                             up to 20 photos uploaded to the contract's room (PUT /liff/rooms/:id/images)
 *                                             within the hour, and/or an https link to a gallery or download
 *   POST /liff/contracts/:id/request-revision {reason}   -> Contract   client, delivered -> in_progress (修正依頼)
 *   POST /liff/project/complete-process       {contractId} -> Contract client, delivered -> completed (検収), then the transfer
 *   POST /liff/contracts/:id/cancel           {reason?}  -> Contract   either party, before the payment
 *   POST /liff/contracts/:id/request-cancel   {reason}   -> Contract   either party, after the payment (in_progress, delivered)
 *   POST /liff/contracts/:id/accept-cancel    (none)     -> Contract   the other party: full refund, then cancelled
 *   POST /liff/contracts/:id/refuse-cancel    {reason}   -> Contract   the other party: back to work, flagged for the admins
 *   POST /liff/stripe/get-connect-status      (none)     -> ConnectStatusDetail
 *   POST /liff/stripe/get-login-url           {returnTo?} -> LoginUrlResponse  worker; onboarding link or dashboard login link
 *   POST /liff/stripe/get-bank-list           (none)     -> BankListResponse   worker
 *   GET  /liff/worker/rewards                            -> RewardSummary      worker
 *   GET  /liff/worker/rewards/history?cursor=            -> Page<RewardRecord> worker, newest transfer first
 *   GET  /liff/client/payments?cursor=                   -> Page<PaymentRecord> client, newest payment first
 *   GET  /liff/client/payments/:contractId/receipt       -> Receipt (receipts.ts) client owner of a paid contract
 */
import type { ConnectStatus } from './api';
import type { MessageImage } from './rooms';

/** Delivery messages, revision and cancellation reasons. */
export const DEAL_TEXT_MAX = 1000;
/** Photos one 納品 carries (room images, re-encoded like the room's). */
export const DELIVERY_IMAGES_MAX = 20;
/** The 納品's gallery or download link. */
export const DELIVERY_LINK_MAX = 500;
/** Days after 納品 before the platform confirms (検収) by itself, and the reminders before it. */
export const DEFAULT_AUTO_COMPLETE_DAYS = 7;
export const AUTO_COMPLETE_REMINDER_DAYS: readonly number[] = [2, 1];
/** Days an unanswered cancellation request waits before it is accepted automatically. */
export const DEFAULT_CANCEL_AUTO_ACCEPT_DAYS = 3;

export const LOGIN_RETURN_TARGETS = ['account', 'account_edit'] as const;
export type LoginReturnTarget = (typeof LOGIN_RETURN_TARGETS)[number];

/**
 * POST /liff/contracts/:id/deliver (deliverSchema, which requires the message). Optional here as the
 * schema's inferred type has it (its text rule is built by a helper for both cases). `imageIds`: the
 * worker's own uploads to the contract's room, not attached yet, uploaded within the hour (0 to 20,
 * no repeats); `link`: an https URL (typed without the scheme it gets https://; '' is none).
 */
export interface DeliverDto {
  message?: string;
  imageIds?: string[];
  link?: string;
}
/** request-revision, request-cancel, refuse-cancel (reasonSchema: required); cancel (optionalReasonSchema). */
export interface ReasonDto {
  reason?: string;
}
/** POST /liff/project/complete-process (completeProcessSchema). */
export interface CompleteProcessDto {
  contractId: string;
}
/** POST /liff/stripe/get-login-url (loginUrlSchema). */
export interface LoginUrlDto {
  returnTo?: LoginReturnTarget;
}

/** The open cancellation request of a contract, as both parties see it. */
export interface CancelRequestView {
  by: 'client' | 'worker';
  reason: string;
  at: string;
  /** When the platform accepts it if the other party has not answered. */
  autoAcceptAt: string;
}

/** What a 納品 carries: the message, its photos (room images of the contract's room) and its link. */
export interface DeliveredWork {
  message: string;
  at: string;
  /** The photos, full size and thumbnail at GET /liff/rooms/:roomId/images/:id (both parties). */
  images: MessageImage[];
  /** A gallery or download page (https), or null. */
  link: string | null;
}

/** The latest 納品 while the contract waits for 検収. */
export interface DeliveryView extends DeliveredWork {
  /** When the platform confirms by itself (automatic 検収). */
  autoCompleteAt: string;
}

/** The client's payment of a contract, as the parties see it (never more than brand and last 4). */
export interface ContractPaymentView {
  status: 'open' | 'paid' | 'expired' | 'refunding' | 'refunded';
  paidAt: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  refundedAt: string | null;
}

/**
 * The worker's money of a contract after 検収: waiting for a payout account, transfer requested,
 * transferred, or taken back (reversed, an admin's decision).
 */
export type PayoutStatus = 'waiting_account' | 'requested' | 'transferred' | 'reversed';

export interface ContractPayoutView {
  status: PayoutStatus;
  /** Reward minus the platform fee, integer yen. */
  amount: number;
  transferredAt: string | null;
}

/**
 * Why a contract is on hold for the admins (docs/architecture.md, "Holds"). While it is, the parties'
 * steps, the clocks and the money (transfer, refund) wait; only an admin's decision ends it.
 */
export type DisputeSource =
  'refused_cancel' | 'card_dispute' | 'transfer_reversed' | 'refunded_outside' | 'refunded_partially' | 'refunded_after_payout';

export interface DisputeView {
  source: DisputeSource;
  at: string;
}

export const DISPUTE_LABEL: Record<DisputeSource, string> = {
  refused_cancel: 'キャンセル申請が拒否されたため、運営が確認しています',
  card_dispute: 'カード会社から異議申し立てがあったため、運営が確認しています',
  transfer_reversed: '報酬の送金が取り消されたため、運営が確認しています',
  refunded_outside: 'アプリの外で返金が行われたため、運営が確認しています',
  refunded_partially: '仮払い金の一部が返金されたため、運営が確認しています',
  refunded_after_payout: '報酬の送金後に返金が行われたため、運営が確認しています',
};

/** What a hold stops, in the words both parties read beside DISPUTE_LABEL. */
export const HOLD_PAUSE_NOTE = '確認が終わるまで、納品・検収・キャンセルの手続きと自動検収、報酬の送金と返金は止まります。';

/** get-connect-status: the account's `status` (ConnectStatus) and what the account page needs. */
export interface ConnectStatusDetail {
  status: ConnectStatus;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** What Stripe still asks for (requirements.currently_due), as Stripe names it. */
  requirementsDue: string[];
}

/** 未登録 / 審査中 / 登録済み */
export const CONNECT_STATUS_LABEL: Record<ConnectStatus, string> = { none: '未登録', pending: '審査中', success: '登録済み' };

export interface LoginUrlResponse {
  /** Minted per request; it expires within minutes, so open it at once. */
  url: string;
  /** onboarding: Stripe's form to register (or finish registering); dashboard: the Express dashboard. */
  kind: 'onboarding' | 'dashboard';
}

/** A payout bank account: never the full account number. */
export interface BankAccountView {
  id: string;
  bankName: string;
  branchCode: string;
  last4: string;
  isDefault: boolean;
}

export interface BankListResponse {
  banks: BankAccountView[];
}

/** /worker/mypage/reward. Integer yen. */
export interface RewardSummary {
  /** Received this calendar month (JST). */
  thisMonth: number;
  /** Received since the start. */
  total: number;
  /** Paid by clients and held by the platform: contracts in progress, delivered or under a cancellation request. */
  held: number;
  /** Confirmed (検収) but waiting for a payout account. */
  waitingAccount: number;
  /** Transfer requested, not confirmed yet. */
  processing: number;
}

/** One transfer, for /worker/mypage/reward/history. */
export interface RewardRecord {
  contractId: string;
  title: string;
  reward: number;
  fee: number;
  /**
   * 源泉徴収税額 the salon kept back and paid to the tax office (docs/product/money.md#withholding);
   * 0 when none. amount = reward − withheld − fee.
   */
  withheld: number;
  /** What the worker received (reward - withheld - fee). */
  amount: number;
  status: PayoutStatus;
  transferredAt: string | null;
  /** When the transferred money reaches the worker's bank (null for a reversed transfer). */
  bankArrival: BankArrival | null;
}

/**
 * The bank payout of a transferred reward (docs/payout-arrival.md). Stripe pays the connected
 * account's balance out to the bank on the account's payout schedule; until the payout carrying
 * this money is known the date is estimated from that schedule.
 *   estimated  no payout known yet: `date` from the payout schedule (null: manual payouts, no estimate)
 *   scheduled  Stripe's payout is on its way (pending or in_transit): `date` is its arrival_date
 *   paid       Stripe reports the payout paid: `date` is its arrival_date
 *   failed     the payout failed or was canceled: the money went back to the Stripe balance
 */
export type BankArrivalStatus = 'estimated' | 'scheduled' | 'paid' | 'failed';

export interface BankArrival {
  status: BankArrivalStatus;
  /** A calendar date in Japan, 'YYYY-MM-DD'. */
  date: string | null;
}

/** One card payment, for the client's 支払い履歴. */
export interface PaymentRecord {
  contractId: string;
  title: string;
  workerName: string;
  amount: number;
  paidAt: string;
  cardBrand: string | null;
  cardLast4: string | null;
  refunded: boolean;
}

/** Japanese messages of the deal endpoints. */
export const dealMessages = {
  clientOnly: (what: string) => `${what}は発注者のみ行えます`,
  workerOnly: (what: string) => `${what}は受注者のみ行えます`,
  workersOnly: '受注者のみご利用いただけます',
  clientsOnly: '発注者のみご利用いただけます',
  noAccount: '受取口座が登録されていません',
  notPaid: 'このお支払いの領収書はまだ発行できません',
  paymentNotFound: 'お支払いが見つかりません',
  stripeUnavailable: '決済サービスに接続できませんでした。時間をおいてお試しください',
  /** A 納品 photo that is not the worker's fresh, unsent upload to this contract's room. */
  deliveryImagesInvalid: '納品する写真を確認できませんでした。写真を選び直して、もう一度お試しください',
} as const;
