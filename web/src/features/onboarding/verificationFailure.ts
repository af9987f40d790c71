/**
 * What the verification screens say when a call fails: a title that names what happened (a
 * mismatch, a wrong code, a limit, an outage) and a line on what to do. The API's messages are
 * written "what happened。what to do", so the first sentence is the title and the rest the line.
 *
 * The error catalogue (docs/product/validation.md#error-catalogue) names 'お客様情報の編集に失敗しました'
 * for a failed salon verify call: it opens the line of every failure of POST /liff/salon/verify. The
 * code step (not in that catalogue) does not use it.
 */
import { ApiRequestError } from '../../lib/api/client';

export const VERIFY_FAILED_MESSAGE = 'お客様情報の編集に失敗しました';
export const mismatchTitle = (partnerName: string) => `入力内容が${partnerName}の登録情報と一致しませんでした`;
export const WRONG_CODE_TITLE = '認証コードが正しくありません';

export interface Failure {
  title: string;
  text?: string;
  /** The reason to show under the code field (a wrong code). */
  field?: string;
}

/** The first sentence, and the rest (empty when there is none). */
function sentences(message: string): [string, string] {
  const end = message.indexOf('。');
  return end < 0 ? [message, ''] : [message.slice(0, end), message.slice(end + 1)];
}

/** A failure without a message of ours: the network, or an answer the app did not expect. */
function unexplained(e: unknown): Failure {
  return e instanceof TypeError
    ? { title: '通信できませんでした', text: '通信状態をご確認のうえ、もう一度お試しください' }
    : { title: '認証できませんでした', text: '時間をおいて、もう一度お試しください' };
}

/** The API's message split into title and line. */
function explained(e: unknown): Failure {
  if (!(e instanceof ApiRequestError)) return unexplained(e);
  const [title, text] = sentences(e.message);
  return text ? { title, text } : { title };
}

/** POST /liff/salon/verify failed: the catalogue's text (VERIFY_FAILED_MESSAGE) opens the line. */
export function verifyFailure(e: unknown, partnerName: string): Failure {
  const { title, text } =
    e instanceof ApiRequestError && e.code === 'partner_mismatch'
      ? {
          title: mismatchTitle(partnerName),
          text: '管理画面マイページに表示されている「メールアドレス」と「会社名」をご確認のうえ、もう一度入力してください',
        }
      : explained(e);
  return { title, text: text ? `${VERIFY_FAILED_MESSAGE}。${text}` : VERIFY_FAILED_MESSAGE };
}

/** POST /liff/salon/verify-code failed; a wrong code's reason (tries left) goes under the field. */
export function codeFailure(e: unknown): Failure {
  if (e instanceof ApiRequestError && e.status === 400) {
    return { title: WRONG_CODE_TITLE, field: e.fields?.code ?? e.message };
  }
  return explained(e);
}

/** POST /liff/salon/resend-code failed. */
export const resendFailure = explained;
