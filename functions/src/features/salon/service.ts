/**
 * Salon verification (docs/product/constants.md#verification-and-rate-limits): the partner account must match;
 * five failed matches per ten minutes. With the e-mail step on (deps.mail set,
 * docs/architecture.md#salon-verifications-e-mail-step) a match only mails a 6-digit code to
 * the partner account's address, and the code completes the verification. Besides the per-user
 * limits, the sends to and wrong codes against one address are limited (addressLimits.ts).
 */
import { logger } from 'firebase-functions/logger';
import type { SalonCodeSentResponse, SalonInfo, SalonVerifyResult } from '@common/api';
import type { SalonVerifyDto } from '@common/schemas/verification';
import { MailUnavailableError, PartnerUnavailableError, type Deps, type MailPort } from '../../ports';
import { ApiError, errors } from '../../http/errors';
import { refuseSuspended } from '../../http/access';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { verificationCodes, type VerificationCodeDoc } from '../../documents/verificationCodes';
import type { Reader } from '../../documents/collection';
import { FailureLimiter, RetryLaterError } from './limiter';
import { assertMaySend, readAddressSends, readWrongLogs, wrongLimitError } from './addressLimits';
import {
  CODE_TRIES,
  CODE_TTL_MS,
  RESEND_GAP_MS,
  SEND_WINDOW_MS,
  SENDS_PER_HOUR,
  codeMail,
  codeMatches,
  hashCode,
  maskEmail,
  newCode,
} from './code';

const limiter = (deps: Deps) => new FailureLimiter(deps, 'salonVerify', { max: 5, windowMs: 10 * 60 * 1000 });

/** 429 once the user failed too often: checked before the body, so a blocked caller learns at once. */
export const assertMayTry = (deps: Deps, uid: string) => limiter(deps).assertAllowed(uid);

export const CODE_MESSAGES = {
  wrong: (left: number) => `認証コードが正しくありません（あと${left}回入力できます）`,
  wrongLast: '認証コードが5回間違って入力されたため、このコードは無効になりました。認証コードを再送信してください',
  exhausted: '認証コードが5回間違って入力されたため、このコードは無効です。認証コードを再送信してください',
  expired: '認証コードの有効期限（10分）が切れました。認証コードを再送信してください',
  used: 'この認証コードは使用済みです',
  none: '有効な認証コードがありません。メールアドレスと会社名を入力してやり直してください',
  resendNothing: '再送信できる認証コードがありません。メールアドレスと会社名を入力してやり直してください',
  gap: (seconds: number) => `認証コードは60秒に1回まで送信できます。${seconds}秒後にお試しください`,
  hourly: (minutes: number) => `認証コードの送信は1時間に5回までです。${minutes}分後にお試しください`,
  mailFailed: '認証コードのメールを送信できませんでした。時間をおいてお試しください',
} as const;

/** Asks the partner directory; a mismatch counts as a failure. Then activates, or mails a code. */
export async function verifySalon(
  deps: Deps,
  uid: string,
  { email, salonDisplayName }: SalonVerifyDto,
): Promise<SalonVerifyResult> {
  // Counted as a failure before the directory is asked, so parallel guesses cannot pass the limit.
  const reservation = await limiter(deps).reserve(uid);
  let matched: boolean;
  try {
    matched = await deps.partner.matches(email, salonDisplayName);
  } catch (e) {
    await reservation.release();
    if (e instanceof PartnerUnavailableError) {
      logger.write({ severity: 'ERROR', message: 'partner directory unavailable', error: e.message });
      throw errors.upstream('認証サービスに接続できませんでした。時間をおいてお試しください');
    }
    throw e;
  }
  if (!matched) throw new ApiError(400, 'partner_mismatch', 'メールアドレスまたは会社名が登録情報と一致しません');
  await reservation.release();
  if (deps.mail) return issueCode(deps, deps.mail, uid, { email, salonDisplayName });
  await deps.store.runTransaction(async (tx) => {
    await requireUser(tx, uid);
    users.patch(tx, uid, { isActive: true, salonInfo: { email, salonDisplayName }, updatedAt: deps.clock.now() });
  });
  return { status: 'success' };
}

/** Mails a new code for the pending verification (the account the directory matched last). */
export async function resendCode(deps: Deps, uid: string): Promise<SalonCodeSentResponse> {
  if (!deps.mail) throw errors.notFound();
  return issueCode(deps, deps.mail, uid, null);
}

type CodeOutcome = 'ok' | 'none' | 'used' | 'exhausted' | 'expired' | { wrong: number };

/**
 * Checks the code; only a right one activates the user, in the same transaction that uses it up.
 * A wrong one also counts against its address and against all codes; at either ceiling no code is
 * compared (429), so a guesser learns nothing more.
 */
export async function submitCode(deps: Deps, uid: string, code: string): Promise<void> {
  if (!deps.mail) throw errors.notFound();
  const now = deps.clock.now();
  const outcome = await deps.store.runTransaction(async (tx): Promise<CodeOutcome> => {
    await requireUser(tx, uid);
    const doc = await verificationCodes.get(tx, uid);
    if (!doc) return 'none';
    if (doc.usedAt) return 'used';
    if (!doc.hash) return 'none';
    if (doc.triesLeft <= 0) return 'exhausted';
    if (doc.expiresAt.getTime() <= now.getTime()) return 'expired';
    const wrongLogs = await readWrongLogs(tx, doc.salonInfo.email, now);
    const limited = wrongLimitError(wrongLogs, now);
    if (limited) throw limited;
    if (!codeMatches(uid, code, doc.hash)) {
      const left = doc.triesLeft - 1;
      verificationCodes.patch(tx, uid, { triesLeft: left, updatedAt: now });
      wrongLogs.address.count(tx);
      wrongLogs.all.count(tx);
      return { wrong: left };
    }
    verificationCodes.patch(tx, uid, { hash: '', usedAt: now, updatedAt: now });
    users.patch(tx, uid, { isActive: true, salonInfo: doc.salonInfo, updatedAt: now });
    return 'ok';
  });
  // Refusals are thrown after the transaction, so that a wrong try's count is kept.
  if (outcome === 'ok') return;
  if (typeof outcome === 'object') {
    const message = outcome.wrong > 0 ? CODE_MESSAGES.wrong(outcome.wrong) : CODE_MESSAGES.wrongLast;
    throw errors.invalid({ code: message }, message);
  }
  throw errors.conflict(CODE_MESSAGES[outcome]);
}

/** The caller, in the step's transaction: a suspension since the route's check refuses it too (docs/product/admin.md#suspension). */
async function requireUser(tx: Reader, uid: string) {
  const user = await users.get(tx, uid);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  refuseSuspended(user);
  return user;
}

/** When the next send is allowed, given the send times of the last hour (oldest first). */
function nextSendAt(sentAt: Date[]): Date {
  const last = sentAt.at(-1);
  const gap = last ? last.getTime() + RESEND_GAP_MS : 0;
  const hourly = sentAt.length >= SENDS_PER_HOUR ? sentAt[sentAt.length - SENDS_PER_HOUR].getTime() + SEND_WINDOW_MS : 0;
  return new Date(Math.max(gap, hourly));
}

const sameAccount = (a: SalonInfo, b: SalonInfo) => a.email === b.email && a.salonDisplayName === b.salonDisplayName;
const isLive = (doc: VerificationCodeDoc, now: Date) =>
  !!doc.hash && !doc.usedAt && doc.triesLeft > 0 && doc.expiresAt.getTime() > now.getTime();

const sentResponse = (doc: VerificationCodeDoc): SalonCodeSentResponse => ({
  status: 'code_sent',
  emailMasked: maskEmail(doc.salonInfo.email),
  expiresAt: doc.expiresAt.toISOString(),
  resendAt: nextSendAt(doc.sentAt).toISOString(),
});

/** The pending code as the code step shows it, or null when none works any more (the session). */
export const pendingCodeOf = (doc: VerificationCodeDoc | null, now: Date): SalonCodeSentResponse | null =>
  doc && isLive(doc, now) ? sentResponse(doc) : null;

/**
 * Stores a new code's hash (replacing any earlier code) and mails the code, within the send limits.
 * `account` null resends for the pending verification. Submitting the same account again within
 * the 60 s gap while its code still works answers like the first time without a second mail.
 */
async function issueCode(deps: Deps, mail: MailPort, uid: string, account: SalonInfo | null): Promise<SalonCodeSentResponse> {
  const now = deps.clock.now();
  const code = newCode();
  const { doc, sent } = await deps.store.runTransaction(async (tx) => {
    await requireUser(tx, uid);
    const prev = await verificationCodes.get(tx, uid);
    const salonInfo = account ?? (prev && !prev.usedAt ? prev.salonInfo : null);
    if (!salonInfo) throw errors.conflict(CODE_MESSAGES.resendNothing);
    const recent = (prev?.sentAt ?? []).filter((t) => t.getTime() > now.getTime() - SEND_WINDOW_MS);
    const next = nextSendAt(recent);
    if (next.getTime() > now.getTime()) {
      if (account && prev && isLive(prev, now) && sameAccount(prev.salonInfo, account)) return { doc: prev, sent: false };
      const lastGapEnd = (recent.at(-1)?.getTime() ?? 0) + RESEND_GAP_MS;
      const message =
        next.getTime() > lastGapEnd
          ? CODE_MESSAGES.hourly(Math.ceil((next.getTime() - now.getTime()) / 60_000))
          : CODE_MESSAGES.gap(Math.ceil((next.getTime() - now.getTime()) / 1000));
      throw new RetryLaterError(message, next);
    }
    const addressSends = await readAddressSends(tx, salonInfo.email, now);
    assertMaySend(addressSends, now);
    const doc: VerificationCodeDoc = {
      hash: hashCode(uid, code),
      salonInfo,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      triesLeft: CODE_TRIES,
      usedAt: null,
      sentAt: [...recent, now],
      createdAt: prev?.createdAt ?? now,
      updatedAt: now,
    };
    verificationCodes.put(tx, uid, doc);
    addressSends.count(tx);
    return { doc, sent: true };
  });
  if (sent) await deliver(deps, mail, uid, doc, code);
  return sentResponse(doc);
}

/** Mails the code; when the mail cannot go out, the code is withdrawn and the send not counted. */
async function deliver(deps: Deps, mail: MailPort, uid: string, doc: VerificationCodeDoc, code: string) {
  try {
    await mail.send(codeMail(doc.salonInfo.email, code, doc.expiresAt));
  } catch (e) {
    if (!(e instanceof MailUnavailableError)) throw e;
    // Neither the address nor the code is logged.
    logger.write({ severity: 'ERROR', message: 'verification mail not sent', error: e.message });
    await deps.store.runTransaction(async (tx) => {
      const now = await verificationCodes.get(tx, uid);
      if (now?.hash !== doc.hash) return;
      const addressSends = await readAddressSends(tx, doc.salonInfo.email, deps.clock.now());
      const sentAt = now.sentAt.filter((t) => t.getTime() !== doc.updatedAt.getTime());
      verificationCodes.patch(tx, uid, { hash: '', sentAt });
      addressSends.uncount(tx, doc.updatedAt);
    });
    throw errors.upstream(CODE_MESSAGES.mailFailed);
  }
}
