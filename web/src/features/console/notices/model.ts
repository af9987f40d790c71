/**
 * The compose form's rules and the labels of admin notices (docs/product/admin.md#notices). The limits
 * and the path rule are the API's own (common/src/admin.ts), checked here first
 * so the admin reads them before sending; the API checks them again.
 */
import * as yup from 'yup';
import {
  NOTICE_LIMITS,
  NOTICE_PATH,
  NOTICE_PATH_FORMAT,
  SEND_AT_MAX_DAYS,
  type BroadcastAudience,
  type BroadcastStatus,
} from '@common/admin';
import { DAY_MS, JST_OFFSET_MS } from '@common/dates';
import { formatDateTimeJa } from '../../../lib/format';
import type { NoticeBody } from './api';

export { NOTICE_LIMITS, SEND_AT_MAX_DAYS };
/** A scheduled notice goes at least this many minutes ahead (time to confirm) and within SEND_AT_MAX_DAYS. */
export const SEND_AT_MIN_MINUTES = 5;

export const AUDIENCE_LABEL: Record<BroadcastAudience, string> = {
  all: '全員',
  clients: '発注者全員',
  workers: '受注者全員',
  user: '1人のユーザー',
};
export const STATUS_LABEL: Record<BroadcastStatus, string> = {
  scheduled: '予約中',
  sending: '送信中',
  sent: '送信済み',
  cancelled: '取り消し',
};
export const STATUS_COLOR: Record<BroadcastStatus, string> = {
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  cancelled: 'gray',
};

const SAFE_PATH = NOTICE_PATH;
export const PATH_FORMAT = NOTICE_PATH_FORMAT;

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value) of a moment, in Japan time. */
export const jstLocal = (at: number) => new Date(at + JST_OFFSET_MS).toISOString().slice(0, 16);
/** A datetime-local value read as Japan time, as the API takes it ('2030-01-31T09:00:00+09:00'). */
export const sendAtIso = (local: string) => `${local}:00+09:00`;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export interface NoticeForm {
  audience: 'all' | 'clients' | 'workers';
  title: string;
  body: string;
  path: string;
  important: boolean;
  when: 'now' | 'later';
  /** 'YYYY-MM-DDTHH:mm', Japan time; used when `when` is 'later'. */
  sendAt: string;
}

export const EMPTY_NOTICE: NoticeForm = {
  audience: 'all',
  title: '',
  body: '',
  path: '',
  important: false,
  when: 'now',
  sendAt: '',
};

const required = (label: string) => `${label}を入力してください`;
const tooLong = (n: number) => `${n.toLocaleString('ja-JP')}文字以内で入力してください`;

/** The form's schema; `now` is read at each validation (the scheduled time is checked against it). */
export const noticeSchema = (now: () => number = Date.now) =>
  yup.object({
    audience: yup.string<NoticeForm['audience']>().oneOf(['all', 'clients', 'workers']).required('宛先を選んでください'),
    title: yup.string().trim().required(required('タイトル')).max(NOTICE_LIMITS.title, tooLong(NOTICE_LIMITS.title)),
    body: yup.string().trim().required(required('本文')).max(NOTICE_LIMITS.body, tooLong(NOTICE_LIMITS.body)),
    path: yup
      .string()
      .trim()
      .max(NOTICE_LIMITS.path, tooLong(NOTICE_LIMITS.path))
      .test('path', PATH_FORMAT, (v) => !v || v.length > NOTICE_LIMITS.path || SAFE_PATH.test(v))
      .default(''),
    important: yup.boolean().default(false),
    when: yup.string<NoticeForm['when']>().oneOf(['now', 'later']).required(),
    sendAt: yup
      .string()
      .default('')
      .when('when', {
        is: 'later',
        then: (s) =>
          s
            .required('送信日時を入力してください')
            .matches(LOCAL_TIME, '送信日時を正しく入力してください')
            .test(
              'ahead',
              `送信日時は現在から${SEND_AT_MIN_MINUTES}分以上先を指定してください`,
              (v) => !v || Date.parse(sendAtIso(v)) >= now() + SEND_AT_MIN_MINUTES * 60_000,
            )
            .test(
              'within',
              `送信日時は${SEND_AT_MAX_DAYS}日以内で指定してください`,
              (v) => !v || Date.parse(sendAtIso(v)) <= now() + SEND_AT_MAX_DAYS * DAY_MS,
            ),
      }),
  }) as yup.ObjectSchema<NoticeForm>;

/** The body the API takes: trimmed, optional fields only when given. */
export function bodyOf(f: NoticeForm): NoticeBody {
  const path = f.path.trim();
  return {
    audience: f.audience,
    title: f.title.trim(),
    body: f.body.trim(),
    ...(path ? { path } : {}),
    important: f.important,
    ...(f.when === 'later' ? { sendAt: sendAtIso(f.sendAt) } : {}),
  };
}

/** '2030年1月31日 09:00' of a scheduled value (Japan time). */
export const sendAtLabel = (local: string) => formatDateTimeJa(sendAtIso(local));

/** A path of the other side's screens would not open for this audience. */
export function pathMismatch(audience: NoticeForm['audience'], path: string): string | null {
  const p = path.trim();
  if (!p || !SAFE_PATH.test(p)) return null;
  if (audience === 'all')
    return '全員宛てでは、発注者・受注者のどちらかの画面しか開けません。空欄にすると各自のお知らせ一覧が開きます。';
  const side = audience === 'clients' ? '/client' : '/worker';
  return p.startsWith(`${side}/`) || p === side
    ? null
    : `${AUDIENCE_LABEL[audience]}宛てですが、もう一方の区分の画面です。受け取った人には開けません。`;
}
