/**
 * The business documents search's conditions (docs/product/law.md#bookkeeping), one schema for the
 * 「書類・帳票」 form and for the API's query (GET /liff/documents), which reads the amounts as
 * numbers first. Every field is optional; an empty one means no condition.
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import { isRealDate } from './dates';
import { DOCUMENT_SEARCH_LIMITS as L } from './documentSearch';
import { TRADE_DOCUMENT_READERS, type IssuedKind } from './tradeDocuments';
import { object, plainNumber, text } from './schemas/text';

export const DOCUMENT_SEARCH_MESSAGES = {
  date: '日付を正しく入力してください（例：2026-11-01）',
  dateRange: '終了日は開始日以降の日付にしてください',
  amountType: '数字で入力してください',
  integer: '整数で入力してください',
  amountMin: '0円以上で入力してください',
  amountMax: `${L.amountMax.toLocaleString('ja-JP')}円以内で入力してください`,
  amountRange: '下限以上の金額を入力してください',
} as const;

const M = DOCUMENT_SEARCH_MESSAGES;
const ISSUED_KINDS = Object.keys(TRADE_DOCUMENT_READERS) as IssuedKind[];

/** An empty text is no condition. */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const date = () =>
  text(m.type)
    .transform(emptyToUndefined)
    .optional()
    .test('date', M.date, (v) => v === undefined || isRealDate(v));

const yen = () =>
  plainNumber().typeError(M.amountType).integer(M.integer).min(0, M.amountMin).max(L.amountMax, M.amountMax).optional();

export const documentSearchSchema = object({
  from: date(),
  to: date().test('range', M.dateRange, function (v) {
    const from = (this.parent as { from?: unknown }).from;
    return v === undefined || typeof from !== 'string' || !isRealDate(from) || v >= from;
  }),
  minAmount: yen(),
  maxAmount: yen().test('range', M.amountRange, function (v) {
    const min = (this.parent as { minAmount?: unknown }).minAmount;
    return v === undefined || typeof min !== 'number' || !Number.isFinite(min) || v >= min;
  }),
  counterparty: text(m.type).transform(emptyToUndefined).optional().max(L.counterparty, m.max(L.counterparty)),
  kind: text(m.type)
    .transform(emptyToUndefined)
    .optional()
    .oneOf([...ISSUED_KINDS, undefined], m.select),
})
  .exact(m.unknown)
  .strict(false);

export type DocumentSearchValues = yup.InferType<typeof documentSearchSchema>;
