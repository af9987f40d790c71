/**
 * The e-mail code of salon verification (docs/architecture.md#salon-verifications-e-mail-step): made,
 * hashed, compared and mailed here. Only the hash is stored; the code itself leaves this module only inside
 * the mail.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { BRAND_DEFAULTS } from '@common/brand';
import { jstFormat } from '@common/dates';
import { CODE_LENGTH } from '@common/schemas/verification';
import type { Mail } from '../../ports';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_TRIES = 5;
/** Between two sends to one user. */
export const RESEND_GAP_MS = 60 * 1000;
/** At most SENDS_PER_HOUR sends per user within SEND_WINDOW_MS. */
export const SENDS_PER_HOUR = 5;
export const SEND_WINDOW_MS = 60 * 60 * 1000;

/** A uniformly random 6-digit code (leading zeros kept). */
export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/** sha256 over the user id and the code: a stored hash is worthless for another user. */
export const hashCode = (uid: string, code: string): string => createHash('sha256').update(`${uid}:${code}`).digest('hex');

/** Constant-time comparison of a typed code with the stored hash. */
export function codeMatches(uid: string, code: string, storedHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const typed = Buffer.from(hashCode(uid, code), 'hex');
  return stored.length === typed.length && timingSafeEqual(stored, typed);
}

/** s***@example.jp: the first character of the local part, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const first = Array.from(email.slice(0, Math.max(at, 0)))[0] ?? '';
  return `${first}***@${email.slice(at + 1)}`;
}

const japanTime = jstFormat({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function codeMail(to: string, code: string, expiresAt: Date): Mail {
  const { serviceName, partnerName } = BRAND_DEFAULTS;
  return {
    to,
    subject: `【${serviceName}】メールアドレス確認の認証コード`,
    text: [
      `${serviceName}をご利用いただきありがとうございます。`,
      `${partnerName}のお客様情報の認証を完了するため、次の認証コードをアプリの「認証コードを入力」画面に入力してください。`,
      '',
      `認証コード: ${code}`,
      '',
      `有効期限: ${japanTime(expiresAt)}（10分間有効です）`,
      '',
      'このメールにお心当たりのない場合は、第三者がメールアドレスを入力した可能性があります。このメールは破棄してください。認証コードを他の人に伝えないでください。',
    ].join('\n'),
  };
}
