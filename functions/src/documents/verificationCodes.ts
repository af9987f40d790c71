/**
 * verificationCodes/{uid}: the e-mail code of a user's pending salon verification
 * (docs/architecture.md#salon-verifications-e-mail-step).
 * Only a hash of the code is stored. The document also keeps the send times of the last hour, so
 * the resend limits hold across function instances.
 */
import type { SalonInfo } from '@common/api';
import { collection } from './collection';

export interface VerificationCodeDoc {
  /** sha256 of "uid:code" (hex); '' once the code is used or invalidated. */
  hash: string;
  /** The partner account the directory matched: becomes users/{uid}.salonInfo when the code is right. */
  salonInfo: SalonInfo;
  expiresAt: Date;
  triesLeft: number;
  /** Set when the code completed the verification. */
  usedAt: Date | null;
  /** Times codes were sent to this user within the last hour (resend limits). */
  sentAt: Date[];
  createdAt: Date;
  updatedAt: Date;
}

export const verificationCodes = collection<VerificationCodeDoc>('verificationCodes');
