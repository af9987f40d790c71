/** Request and response types of our HTTP API, shared by web and functions. */
import type { Classify, Sex, UserType } from './options';
import type { WorkerAccessStatus } from './workerAccess';

export type ConnectStatus = 'none' | 'pending' | 'success';

export interface SalonInfo {
  email: string;
  salonDisplayName: string;
}

/** users/{uid} as the browser sees it. Timestamps are ISO strings on the wire. */
export interface User {
  id: string;
  userId: string;
  type: UserType | null;
  isActive: boolean;
  isWorker: boolean;
  hasStripeAccount: boolean;
  salonInfo: SalonInfo | null;
  lineDisplayName: string;
  linePictureURL: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Present while an admin has suspended the account (docs/product/admin.md#suspension): the app shows
   * the suspended page instead of any screen.
   */
  suspension?: UserSuspensionView | null;
}

/** Why the account is suspended and since when, as the user reads it. */
export interface UserSuspensionView {
  reason: string;
  at: string;
}

export interface CorporationInfoData {
  companyName: string;
  establishmentDate: string;
  address: string;
  hpURL: string;
}

export interface ClientProfile {
  type: 'client';
  classify: Classify;
  userId: string;
  name: string;
  /** Line breaks stored as <br> (docs/product/entities.md#profiles); render with detailToLines, never as HTML. */
  detail: string;
  corporationInfo?: CorporationInfoData;
  createdAt: string;
  updatedAt: string;
}

export interface WorkerProfile {
  type: 'worker';
  classify: Classify;
  userId: string;
  name: string;
  companyName?: string;
  sex: Sex;
  birthYear: number;
  birthMonth: number;
  birthDate: number;
  occupation: string;
  occupationDetails: string[];
  skills: string[];
  detail: string;
  portfolios: string[];
  /**
   * 適格請求書発行事業者登録番号 ('T' + 13 digits, normalised), absent or null when not registered
   * (docs/product/law.md#registration-numbers); only the worker herself sees it.
   */
  invoiceRegistrationNumber?: string | null;
  /**
   * 請求書に記載する氏名・屋号: the name her business documents give her instead of `name`, absent or
   * null when not set (docs/product/law.md#the-name-on-the-documents); only the worker herself sees it.
   */
  invoiceName?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Update times of the user's images, for cache-busting query parameters. */
export type ImageKind = 'profile' | 'background';
export type ImageVersions = Partial<Record<`${UserType}/${ImageKind}`, string>>;

/** Everything the app shell needs to decide its gates: one response, one round trip. */
export interface SessionPayload {
  user: User;
  profiles: { client: ClientProfile | null; worker: WorkerProfile | null };
  connectStatus: ConnectStatus;
  images: ImageVersions;
  /**
   * The salon verification's e-mail code still pending: set while the user is not verified and the
   * code last mailed to them still works, so a reload opens the code step again. Never the code.
   */
  pendingCode?: SalonCodeSentResponse;
  /**
   * The status of the user's request to work as a 受注者 (docs/product/admin.md#worker-approval): the
   * setup screen and the my page show it. 'approved' whenever `user.isWorker`; absent for an unverified user.
   */
  workerAccess?: WorkerAccessStatus;
}

export interface SessionVerifyResponse {
  /** Firebase custom token to sign in with. */
  token: string;
  session: SessionPayload;
  /**
   * The first GET answers of the landing screen (common/src/landing.ts), keyed by the request's path;
   * only answers that succeeded. Absent when the landing screen is not one of those.
   */
  preloaded?: Record<string, unknown>;
}

export interface SalonVerifyResponse {
  status: 'success';
}

export type ErrorCode =
  | 'invalid_argument'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'conflict'
  | 'partner_mismatch'
  | 'rate_limited'
  | 'upstream_failed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal';

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** The request's id, also in the `x-request-id` header and the API's log line (docs/product/api.md#errors). */
    requestId?: string;
  };
}

/** Stored text keeps line breaks as <br> (docs/product/entities.md#profiles). */
export const detailToStored = (text: string): string => text.replace(/\r\n|\r|\n/g, '<br>');
export const detailToLines = (stored: string): string[] => stored.split(/<br\s*\/?>/i);
export const detailToText = (stored: string): string => detailToLines(stored).join('\n');

/** A wire type as stored: the same fields, with its ISO-string timestamps held as Dates. */
export type Stored<T, K extends keyof T = never> = Omit<T, 'createdAt' | 'updatedAt' | K> & { createdAt: Date; updatedAt: Date };

/**
 * POST /liff/salon/verify and POST /liff/salon/resend-code while the e-mail step is on
 * (docs/product/screens.md#verification-code): the partner account matched and a 6-digit code was
 * mailed to its address. The code itself is never in a response.
 */
export interface SalonCodeSentResponse {
  status: 'code_sent';
  /** The address the code went to, masked: s***@example.jp. */
  emailMasked: string;
  /** ISO time the code stops working (10 minutes after sending). */
  expiresAt: string;
  /** ISO time from which resend-code may send another one (one per 60 s, 5 per hour). */
  resendAt: string;
}

/** What POST /liff/salon/verify answers: `success` (activated) or `code_sent` (the e-mail step). */
export type SalonVerifyResult = SalonVerifyResponse | SalonCodeSentResponse;
