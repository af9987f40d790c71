/**
 * The LINE push of a notice (docs/product/notifications.md#push): a Flex Message bubble in Japanese with
 * the notice's title, its body (which names the job), the amount when money moved, and ONE button that
 * opens the notice's screen through the LIFF permanent link (`${liffUrl}${path}`,
 * https://liff.line.me/<liffId>/...). Pure functions of the notice: no I/O, no clock. Text goes to LINE as
 * plain text (never HTML), cut to the limits below so that LINE never refuses a push for its length.
 */
import { BRAND_DEFAULTS } from '@common/brand';
import { formatYen } from '@common/marketplace';
import type { NoticeKind } from '@common/notices';
import { NOTICE_AMOUNT_LABEL } from '@common/noticeAmounts';
import type { FlexComponent, LineFlexMessage } from '../../ports';
import type { NotificationDoc } from '../../documents/notifications';

/**
 * LINE's limits (Messaging API reference): altText 1-1,500 characters, a URI action's uri 1,000, an
 * action label 20 (templates and quick replies; 40 in Flex, the stricter one is kept), a bubble's
 * JSON 30 KB. Our own display limits keep a bubble far below that.
 */
export const LINE_LIMITS = { altText: 1500, uri: 1000, label: 20, bubbleBytes: 30_000 } as const;
export const TITLE_MAX = 60;
export const BODY_MAX = 400;

/** What the one button says, per kind (each within LINE_LIMITS.label). */
const BUTTON: Record<NoticeKind, string> = {
  application_new: '応募を確認する',
  application_accepted: '契約を確認する',
  application_not_selected: '案件を確認する',
  payment_held: '契約を確認する',
  delivered: '納品内容を確認する',
  revision_requested: '依頼内容を確認する',
  completed: '契約を確認する',
  paid_out: '送金内容を確認する',
  payout_account_needed: '受取口座を登録する',
  cancel_requested: '申請に回答する',
  cancel_answered: '契約を確認する',
  cancelled: '契約を確認する',
  auto_complete_reminder: '納品内容を確認する',
  message: 'メッセージを見る',
  admin: '詳細を見る',
  worker_access: '内容を確認する',
  review_request: '評価する',
  document_issued: '発注書を見る',
  invoice_corrected: '請求書を見る',
  payment_deadline: '契約を確認する',
  payment_deadline_client: '手続きを進める',
  job_closed: '案件を確認する',
  account_suspended: '詳細を見る',
  account_reinstated: 'アプリを開く',
};

/** The small label above the title. */
const TOPIC: Record<NoticeKind, string> = {
  application_new: '応募',
  application_accepted: '選考結果',
  application_not_selected: '選考結果',
  payment_held: '仮払い',
  delivered: '納品',
  revision_requested: '修正依頼',
  completed: '検収',
  paid_out: '送金',
  payout_account_needed: '受取口座',
  cancel_requested: 'キャンセル申請',
  cancel_answered: 'キャンセル申請',
  cancelled: 'キャンセル',
  auto_complete_reminder: '検収のお願い',
  message: 'メッセージ',
  admin: '運営からのお知らせ',
  worker_access: '受注者の利用申請',
  review_request: '取引の評価',
  document_issued: '発注書',
  invoice_corrected: '請求書',
  payment_deadline: '支払期日',
  payment_deadline_client: '支払期日',
  job_closed: '募集終了',
  account_suspended: 'アカウント',
  account_reinstated: 'アカウント',
};

/** Side colours of the web app (client orange, worker teal); LINE green elsewhere. */
const colourOf = (path: string) =>
  path.startsWith('/client/') ? '#C05621' : path.startsWith('/worker/') ? '#2C7A7B' : '#06C755';

/** Control characters (but line breaks) become spaces; CRLF becomes LF. */
function clean(s: string): string {
  let out = '';
  for (const ch of s.replace(/\r\n?/g, '\n')) {
    const c = ch.charCodeAt(0);
    out += ch !== '\n' && (c < 0x20 || c === 0x7f) ? ' ' : ch;
  }
  return out;
}

/**
 * At most `max` UTF-16 units (how LINE counts), never splitting a character, with '…' when cut.
 */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let out = '';
  for (const ch of s) {
    if (out.length + ch.length + 1 > max) break;
    out += ch;
  }
  return `${out}…`;
}

/** A path of ours: absolute, no scheme or host, only URL-safe characters. */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/?=&]*$/;

/** The LIFF permanent link of an in-app path; the app's top when the path is unusable or too long. */
export function liffLink(liffUrl: string, path: string): string {
  const base = liffUrl.replace(/\/+$/, '');
  const uri = `${base}${SAFE_PATH.test(path) ? path : '/'}`;
  return uri.length <= LINE_LIMITS.uri ? uri : `${base}/`;
}

export type NoticeContent = Pick<NotificationDoc, 'kind' | 'title' | 'body' | 'path' | 'amount'>;

/** The notice's title as LINE shows it (one line, within TITLE_MAX); it is the altText too. */
export const pushTitle = (n: Pick<NoticeContent, 'title'>) =>
  clip(clean(n.title).replace(/\s+/g, ' ').trim(), TITLE_MAX) || `${BRAND_DEFAULTS.serviceName}からのお知らせ`;

export function noticeMessage(n: NoticeContent, liffUrl: string): LineFlexMessage {
  const title = pushTitle(n);
  const body = clip(clean(n.body).trim(), BODY_MAX);
  const colour = colourOf(n.path);
  const contents: FlexComponent[] = [
    { type: 'text', text: `${BRAND_DEFAULTS.serviceName}｜${TOPIC[n.kind]}`, size: 'xs', color: colour, weight: 'bold' },
    { type: 'text', text: title, size: 'md', weight: 'bold', wrap: true, color: '#1A1A1A', margin: 'md' },
  ];
  if (body) contents.push({ type: 'text', text: body, size: 'sm', wrap: true, color: '#555555', margin: 'md' });
  if (typeof n.amount === 'number' && Number.isFinite(n.amount)) {
    contents.push(
      { type: 'separator', margin: 'lg' },
      {
        type: 'box',
        layout: 'baseline',
        margin: 'lg',
        contents: [
          { type: 'text', text: NOTICE_AMOUNT_LABEL[n.kind] ?? '金額', size: 'sm', color: '#555555', flex: 0 },
          { type: 'text', text: formatYen(n.amount), size: 'lg', weight: 'bold', align: 'end', color: '#1A1A1A' },
        ],
      },
    );
  }
  return {
    type: 'flex',
    altText: clip(title, LINE_LIMITS.altText),
    contents: {
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            style: 'primary',
            color: colour,
            height: 'sm',
            action: { type: 'uri', label: clip(BUTTON[n.kind], LINE_LIMITS.label), uri: liffLink(liffUrl, n.path) },
          },
        ],
      },
    },
  };
}
