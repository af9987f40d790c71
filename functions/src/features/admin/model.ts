/** Request bodies and query rules of the admin endpoints (docs/product/admin.md#endpoints). */
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { boundedText, object, plainNumber, text } from '@common/schemas/text';
import { PARTIAL_REFUND_AMOUNT_TYPE } from '@common/admin';
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

/** The partial refund's amount (docs/product/money.md#partial-refund-by-an-admin): a whole number of yen (the console's text too). */
export { PARTIAL_REFUND_AMOUNT_TYPE };
export const PARTIAL_REFUND_ONLY = '返金額は返金（refund）のときだけ指定できます';
/** No payment is this large: the upper bound only keeps absurd numbers away (the payment's check follows). */
const AMOUNT_CEILING = 100_000_000;

export const holdDecisionSchema = object({
  decision: text(m.type)
    .required(m.select)
    .oneOf([...HOLD_DECISIONS], m.select),
  reason: boundedText(HOLD_REASON_MAX, m),
  amount: plainNumber()
    .typeError(PARTIAL_REFUND_AMOUNT_TYPE)
    .nonNullable(PARTIAL_REFUND_AMOUNT_TYPE)
    .integer(PARTIAL_REFUND_AMOUNT_TYPE)
    .min(1, PARTIAL_REFUND_AMOUNT_TYPE)
    .max(AMOUNT_CEILING, PARTIAL_REFUND_AMOUNT_TYPE)
    .optional()
    .test('refund-only', PARTIAL_REFUND_ONLY, function (v) {
      return v === undefined || this.parent?.decision === 'refund';
    }),
})
  .exact(m.unknown)
  .strict(false);
export type HoldDecisionDto = yup.InferType<typeof holdDecisionSchema>;

/** POST /admin/money/:contractId/retry: which money to send again, and why. */
export const moneyRetrySchema = object({
  what: text(m.type)
    .required(m.select)
    .oneOf(['payout', 'refund'] as const, m.select),
  reason: boundedText(HOLD_REASON_MAX, m),
})
  .exact(m.unknown)
  .strict(false);
export type MoneyRetryDto = yup.InferType<typeof moneyRetrySchema>;

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
