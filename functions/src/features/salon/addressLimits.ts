/**
 * Limits of the e-mail code step per address, whoever asks: the per-user limits alone would let
 * many LINE accounts mail one salon, or guess at codes sent to it, and a global ceiling on wrong
 * codes stops a guesser spread over many addresses. The logs are read and counted inside the
 * transactions of service.ts, keyed by the address's sha256, never by the address.
 */
import { createHash } from 'node:crypto';
import type { Reader } from '../../documents/collection';
import { rateLimitRef } from '../../documents/rateLimits';
import { RateLog, RetryLaterError, minutesUntil, type RateWindow } from './limiter';

const HOUR = 60 * 60 * 1000;
/** Codes mailed to one address. */
export const ADDRESS_SENDS: RateWindow = { max: 5, windowMs: HOUR };
/** Wrong codes typed against codes sent to one address, by any user. */
export const ADDRESS_WRONG: RateWindow = { max: 10, windowMs: HOUR };
/** Wrong codes typed by anyone against any code. */
export const ALL_WRONG: RateWindow = { max: 1000, windowMs: HOUR };

export const LIMIT_MESSAGES = {
  addressSends: (minutes: number) =>
    `このメールアドレスへの認証コードの送信回数が上限（1時間に5回）に達しました。${minutes}分後にお試しください`,
  addressWrong: (minutes: number) =>
    `このメールアドレス宛ての認証コードの入力間違いが上限（1時間に10回）に達しました。${minutes}分後にお試しください`,
  allWrong: (minutes: number) => `現在、認証コードの入力を一時的に制限しています。${minutes}分後にお試しください`,
} as const;

/** The address as the partner directory compares it (adapters/partner/normalise.ts), hashed. */
export const addressKey = (email: string): string =>
  createHash('sha256')
    .update(`salon-address:${email.normalize('NFKC').trim().toLowerCase()}`)
    .digest('hex');

export const addressSendsRef = (email: string) => rateLimitRef('salonCodeSend', addressKey(email));
export const addressWrongRef = (email: string) => rateLimitRef('salonCodeWrong', addressKey(email));
export const allWrongRef = rateLimitRef('salonCodeWrong', 'all');

export const readAddressSends = (tx: Reader, email: string, now: Date) =>
  RateLog.read(tx, addressSendsRef(email), ADDRESS_SENDS, now);

/** Throws the 429 when the address has had its codes for the hour. */
export function assertMaySend(sends: RateLog, now: Date): void {
  const until = sends.blockedUntil;
  if (until) throw new RetryLaterError(LIMIT_MESSAGES.addressSends(minutesUntil(until, now)), until);
}

export interface WrongLogs {
  address: RateLog;
  all: RateLog;
}

export async function readWrongLogs(tx: Reader, email: string, now: Date): Promise<WrongLogs> {
  const [address, all] = await Promise.all([
    RateLog.read(tx, addressWrongRef(email), ADDRESS_WRONG, now),
    RateLog.read(tx, allWrongRef, ALL_WRONG, now),
  ]);
  return { address, all };
}

/** The 429 when either ceiling is reached: then no code is compared at all. */
export function wrongLimitError({ address, all }: WrongLogs, now: Date): RetryLaterError | null {
  if (all.blockedUntil)
    return new RetryLaterError(LIMIT_MESSAGES.allWrong(minutesUntil(all.blockedUntil, now)), all.blockedUntil);
  if (address.blockedUntil) {
    return new RetryLaterError(LIMIT_MESSAGES.addressWrong(minutesUntil(address.blockedUntil, now)), address.blockedUntil);
  }
  return null;
}
