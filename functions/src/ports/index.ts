/** The outside world as the API sees it. Adapters for each live in src/adapters; deps.ts picks them. */
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { Operator } from '@common/operator';
import type { DocumentStore } from './store';
import type { StripePort } from './stripe';

export type { DocumentStore } from './store';
export * from './stripe';

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string;
}

/**
 * The LINE messages the API sends (a small, SDK-free subset of the Messaging API's message objects):
 * plain text, or a Flex Message whose container is a bubble (features/notices/templates.ts).
 */
export type LineMessage = LineTextMessage | LineFlexMessage;

export interface LineTextMessage {
  type: 'text';
  text: string;
}

export interface LineFlexMessage {
  type: 'flex';
  /** What notifications and the chat list show; LINE allows 1-1,500 characters. */
  altText: string;
  contents: FlexBubble;
}

export interface FlexBubble {
  type: 'bubble';
  size?: 'nano' | 'micro' | 'deca' | 'hecto' | 'kilo' | 'mega' | 'giga';
  header?: FlexBox;
  body?: FlexBox;
  footer?: FlexBox;
}

export type FlexComponent = FlexBox | FlexText | FlexButton | FlexSeparator;

export interface FlexBox {
  type: 'box';
  layout: 'vertical' | 'horizontal' | 'baseline';
  contents: FlexComponent[];
  spacing?: string;
  margin?: string;
  paddingAll?: string;
  backgroundColor?: string;
  flex?: number;
}

export interface FlexText {
  type: 'text';
  text: string;
  size?: string;
  weight?: 'regular' | 'bold';
  color?: string;
  wrap?: boolean;
  maxLines?: number;
  align?: 'start' | 'end' | 'center';
  margin?: string;
  flex?: number;
}

export interface FlexButton {
  type: 'button';
  action: { type: 'uri'; label: string; uri: string };
  style?: 'primary' | 'secondary' | 'link';
  color?: string;
  height?: 'sm' | 'md';
  margin?: string;
}

export interface FlexSeparator {
  type: 'separator';
  margin?: string;
  color?: string;
}

/**
 * What a push came to (LINE's answers as the HttpLine adapter reads them):
 * - sent: 200, LINE accepted the request (it also answers 200 for a user who blocked the official
 *   account or never added it: the message is silently not delivered, so friendship is tracked by
 *   the app itself, users/{uid}.lineFriend);
 * - duplicate: 409, a request with this X-Line-Retry-Key was already accepted: it counts as delivered;
 * - rate_limited: 429 "The API rate limit has been exceeded. Try again later." (or LINE's concurrency
 *   limit), retryAfterMs from a Retry-After header when LINE sends one;
 * - quota: 429 "You have reached your monthly limit.": the month's message allowance is used up;
 * - not_friend: 400 "Failed to send messages": LINE cannot deliver to that user id (it does not
 *   exist for this channel's provider: a deleted account, another provider's id);
 * - failed: anything else; retryable for 5xx, network failures, timeouts and 401 (a channel access
 *   token being rotated), not for other 4xx (a malformed message, 403 "Access to this API is not
 *   available for your account", which no retry changes).
 */
export type PushResult =
  | { outcome: 'sent' }
  | { outcome: 'duplicate' }
  | { outcome: 'rate_limited'; retryAfterMs?: number }
  | { outcome: 'quota' }
  | { outcome: 'not_friend' }
  | { outcome: 'failed'; retryable: boolean; error: string };

/** LINE Login ID token verification and Messaging API. */
export interface LinePort {
  /** Resolves the verified profile, or throws LineTokenError with a reason. */
  verifyIdToken(idToken: string): Promise<LineProfile>;
  /**
   * Pushes messages to one user with X-Line-Retry-Key = retryKey (a UUID, the same on every retry of
   * one notice). Answers what LINE answered; never throws for an HTTP answer (a programming error
   * or an unexpected failure may still throw: callers treat that as a retryable failure).
   */
  push(userId: string, messages: LineMessage[], retryKey: string): Promise<PushResult>;
  linkRichMenu(userId: string, richMenuId: string): Promise<void>;
  /**
   * Links one menu to up to 500 users at once (POST /v2/bot/richmenu/bulk/link). LINE answers 202 and
   * links them asynchronously; a user who blocked the account is skipped without an error.
   */
  linkRichMenuToUsers(userIds: string[], richMenuId: string): Promise<void>;
  /** The menu linked to one user (GET /v2/bot/user/{userId}/richmenu), or null when none is (LINE: 404). */
  richMenuOfUser(userId: string): Promise<string | null>;
}

export class LineTokenError extends Error {
  constructor(
    public readonly reason: 'expired' | 'audience' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'LineTokenError';
  }
}

/** Partner salon directory: is there an account with this e-mail and company name? */
export interface PartnerDirectory {
  /** Throws PartnerUnavailableError when the partner cannot answer. */
  matches(email: string, companyName: string): Promise<boolean>;
}

export class PartnerUnavailableError extends Error {
  constructor(message = 'partner directory unavailable') {
    super(message);
    this.name = 'PartnerUnavailableError';
  }
}

export interface StoredImage {
  data: Buffer;
  contentType: string;
  updatedAt: Date;
}

export interface ImageStore {
  put(uid: string, side: UserType, kind: ImageKind, jpeg: Buffer): Promise<Date>;
  get(uid: string, side: UserType, kind: ImageKind): Promise<StoredImage | null>;
  /**
   * Any other stored object by key (message-room attachments: `rooms/<roomId>/<imageId>/full.jpg`).
   * Keys are slash-separated segments of [A-Za-z0-9_.-] (never `.` or `..`); an adapter refuses
   * anything else. Objects are private: the API serves them, never a public URL.
   */
  putObject(key: string, data: Buffer, contentType: string): Promise<void>;
  getObject(key: string): Promise<StoredImage | null>;
  /** Removes the object; one that is not there is no error (a retried clean-up deletes twice). */
  deleteObject(key: string): Promise<void>;
}

/** A verified Firebase ID token: its uid and its claims (custom claims such as `admin` included). */
export interface VerifiedIdToken {
  uid: string;
  claims: Record<string, unknown>;
}

/** Firebase Auth as the API uses it. */
export interface AuthPort {
  createCustomToken(uid: string): Promise<string>;
  /** Resolves the uid of a valid Firebase ID token; throws otherwise. */
  verifyIdToken(idToken: string): Promise<string>;
  /**
   * Resolves the uid and claims of a valid Firebase ID token; throws otherwise. Admin routes
   * (http/admin.ts) read the `admin` custom claim from it. Optional so that wrappers which only
   * sign users in need not forward it: where it is missing nobody is an admin (admin routes 403).
   */
  verifyIdTokenClaims?(idToken: string): Promise<VerifiedIdToken>;
}

export interface Clock {
  now(): Date;
}

/** One plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail (the salon verification code). Throws MailUnavailableError when it cannot. */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}

export class MailUnavailableError extends Error {
  constructor(message = 'mail could not be sent') {
    super(message);
    this.name = 'MailUnavailableError';
  }
}

export interface Deps {
  store: DocumentStore;
  line: LinePort;
  partner: PartnerDirectory;
  stripe: StripePort;
  images: ImageStore;
  auth: AuthPort;
  clock: Clock;
  /**
   * Sends the code that proves a salon owns its e-mail address. null when EMAIL_VERIFICATION=off:
   * salon verification then activates on the partner-directory match alone.
   */
  mail: MailPort | null;
  /**
   * The operator as configured (config.operator): who issues the documents of the transfer, which
   * run from webhooks and timers without the configuration (docs/product/law.md#invoices).
   */
  operator: Operator;
}
