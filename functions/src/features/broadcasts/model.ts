/**
 * The body of POST /admin/notices and a broadcast as GET /admin/notices answers it
 * (docs/product/admin.md#notices; messages: docs/product/validation.md#notices).
 */
import * as yup from 'yup';
import {
  NOTICE_LIMITS,
  NOTICE_PATH as SAFE_PATH,
  NOTICE_PATH_FORMAT as PATH_FORMAT,
  SEND_AT_MAX_DAYS,
  type Broadcast,
  type BroadcastAudience,
} from '@common/admin';
import { clientMessages as m } from '@common/messages';
import { boundedText, object, text, withinLimit } from '@common/schemas/text';
import type { BroadcastDoc } from '../../documents/broadcasts';
import { isDocId } from '../../ids';

export { NOTICE_LIMITS, SEND_AT_MAX_DAYS };
const USER_ID_FORMAT = 'ユーザーIDの形式が正しくありません';
export const ONE_TARGET = 'audience（all・clients・workers）か userId のどちらか一方を指定してください';
export const SEND_AT_FORMAT = '送信日時はISO 8601形式（例: 2030-01-31T09:00:00+09:00）で入力してください';
export const SEND_AT_PAST = '送信日時には現在より後の日時を指定してください';
export const SEND_AT_TOO_LATE = `送信日時は${SEND_AT_MAX_DAYS}日以内で指定してください`;

/** An ISO 8601 date-time with its offset (or Z): no bare date, no locale format. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const AUDIENCES = ['all', 'clients', 'workers'] as const;

export const broadcastSchema = object({
  audience: text(m.type)
    .oneOf([...AUDIENCES], m.select)
    .optional(),
  /** The earlier body's name for a side ('client' | 'worker'), still taken. */
  side: text(m.type).oneOf(['client', 'worker'], m.select).optional(),
  userId: text(m.type)
    .max(128, m.max(128))
    .test('id', USER_ID_FORMAT, (v) => v === undefined || isDocId(v))
    .optional(),
  title: boundedText(NOTICE_LIMITS.title, m),
  body: boundedText(NOTICE_LIMITS.body, m),
  path: text(m.type)
    .max(NOTICE_LIMITS.path, m.max(NOTICE_LIMITS.path))
    .test(
      'path',
      PATH_FORMAT,
      withinLimit(NOTICE_LIMITS.path, (v) => SAFE_PATH.test(v)),
    )
    .optional(),
  important: yup.boolean().typeError(m.type).strict(true).optional(),
  sendAt: text(m.type)
    .max(40, m.max(40))
    .test('iso', SEND_AT_FORMAT, (v) => v === undefined || (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))))
    .optional(),
})
  .exact(m.unknown)
  .strict(false)
  .test(
    'target',
    ONE_TARGET,
    (v: { audience?: string; side?: string; userId?: string } | undefined) =>
      !!v && [v.audience, v.side, v.userId].filter((x) => x !== undefined && x !== '').length === 1,
  );
export type BroadcastDto = yup.InferType<typeof broadcastSchema>;

/** What a valid body asks for, in the stored terms. */
export interface BroadcastRequest {
  audience: BroadcastAudience;
  userId: string | null;
  title: string;
  body: string;
  path: string | null;
  important: boolean;
  sendAt: string | null;
}

export function requestOf(dto: BroadcastDto): BroadcastRequest {
  const audience: BroadcastAudience = dto.userId
    ? 'user'
    : dto.side
      ? dto.side === 'client'
        ? 'clients'
        : 'workers'
      : (dto.audience as BroadcastAudience);
  return {
    audience,
    userId: dto.userId || null,
    title: dto.title,
    body: dto.body,
    path: dto.path || null,
    important: dto.important ?? false,
    sendAt: dto.sendAt || null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toBroadcast = (d: BroadcastDoc): Broadcast => ({
  id: d.id,
  status: d.status,
  queued: d.progress.queued,
  audience: d.audience,
  userId: d.userId,
  title: d.title,
  body: d.body,
  path: d.path,
  important: d.important,
  adminId: d.adminId,
  createdAt: d.createdAt.toISOString(),
  sendAt: iso(d.sendAt),
  sentAt: iso(d.sentAt),
  cancelledAt: iso(d.cancelledAt),
});
