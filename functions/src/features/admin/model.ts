/** Request bodies and query rules of the admin endpoints (docs/product/admin.md#endpoints). */
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { boundedText, object, text, withinLimit } from '@common/schemas/text';
import { isDocId } from '../../ids';
import { HOLD_DECISIONS } from '../contracts';

export const SIDES = ['client', 'worker'] as const;
export type Side = (typeof SIDES)[number];

const USER_ID_FORMAT = 'ユーザーIDの形式が正しくありません';
const userId = () =>
  text(m.type)
    .max(128, m.max(128))
    .test('id', USER_ID_FORMAT, (v) => v === undefined || isDocId(v));

export const HOLD_REASON_MAX = 500;

export const holdDecisionSchema = object({
  decision: text(m.type)
    .required(m.select)
    .oneOf([...HOLD_DECISIONS], m.select),
  reason: boundedText(HOLD_REASON_MAX, m),
})
  .exact(m.unknown)
  .strict(false);
export type HoldDecisionDto = yup.InferType<typeof holdDecisionSchema>;

export const ADMIN_NOTICE_LIMITS = { title: 60, body: 1000, path: 200 } as const;
const SAFE_PATH = /^\/(client|worker)(\/[A-Za-z0-9\-._~%]+)*\/?$/;
const PATH_FORMAT = '/client/ または /worker/ で始まるアプリ内のパスを入力してください';
const ONE_TARGET = 'side（client または worker）か userId のどちらか一方を指定してください';

export const adminNoticeSchema = object({
  side: text(m.type)
    .oneOf([...SIDES], m.select)
    .optional(),
  userId: userId().optional(),
  title: boundedText(ADMIN_NOTICE_LIMITS.title, m),
  body: boundedText(ADMIN_NOTICE_LIMITS.body, m),
  path: text(m.type)
    .max(ADMIN_NOTICE_LIMITS.path, m.max(ADMIN_NOTICE_LIMITS.path))
    .test(
      'path',
      PATH_FORMAT,
      withinLimit(ADMIN_NOTICE_LIMITS.path, (v) => SAFE_PATH.test(v)),
    )
    .optional(),
})
  .exact(m.unknown)
  .strict(false)
  .test('target', ONE_TARGET, (v: { side?: string; userId?: string } | undefined) => !!v && !v.side !== !v.userId);
export type AdminNoticeDto = yup.InferType<typeof adminNoticeSchema>;

export const richMenuLinkSchema = object({
  userId: userId().required(m.required),
  side: text(m.type)
    .oneOf([...SIDES], m.select)
    .optional(),
  // LINE's rich menu ids: "richmenu-" and 32 hex digits (the local stand-in's are named alike).
  richMenuId: text(m.type)
    .max(64, m.max(64))
    .matches(/^richmenu-[A-Za-z0-9-]{1,55}$/, 'リッチメニューIDの形式が正しくありません')
    .optional(),
})
  .exact(m.unknown)
  .strict(false)
  .test('one-target', 'side か richMenuId のどちらか一方だけを指定してください', (v) => !(v?.side && v?.richMenuId));
export type RichMenuLinkDto = yup.InferType<typeof richMenuLinkSchema>;
