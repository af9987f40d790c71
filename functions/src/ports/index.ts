/** The outside world as the API sees it. Adapters for each live in src/adapters; deps.ts picks them. */
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { DocumentStore } from './store';
import type { StripePort } from './stripe';

export type { DocumentStore } from './store';
export * from './stripe';

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string;
}

/** LINE Login ID token verification and Messaging API. */
export interface LinePort {
  /** Resolves the verified profile, or throws LineTokenError with a reason. */
  verifyIdToken(idToken: string): Promise<LineProfile>;
  pushMessage(userId: string, text: string): Promise<void>;
  linkRichMenu(userId: string, richMenuId: string): Promise<void>;
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
}

/** Firebase Auth as the API uses it. */
export interface AuthPort {
  createCustomToken(uid: string): Promise<string>;
  /** Resolves the uid of a valid Firebase ID token; throws otherwise. */
  verifyIdToken(idToken: string): Promise<string>;
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
}
