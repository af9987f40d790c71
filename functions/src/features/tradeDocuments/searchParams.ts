/**
 * The query of the documents search and of the month print (docs/product/api.md#business-documents),
 * read with the form's own schema (common/src/documentSearchSchema.ts): a malformed date, amount or
 * month, a range the wrong way round, an over-long 取引先, an unknown kind, a repeated parameter: 400
 * naming it, in Japanese.
 */
import type { Request } from 'express';
import { clientMessages as m } from '@common/messages';
import { isMonth, type DocumentSearch } from '@common/documentSearch';
import { documentSearchSchema } from '@common/documentSearchSchema';
import type { IssuedKind } from '@common/tradeDocuments';
import { errors } from '../../http/errors';
import { toInvalid } from '../../http/validate';

const TEXT_FIELDS = ['from', 'to', 'counterparty', 'kind'] as const;
const AMOUNT_FIELDS = ['minAmount', 'maxAmount'] as const;

/** One value of a parameter: absent, or a single string (?a=1&a=2 and ?a[b]=1 are refused). */
function single(req: Request, name: string): string | undefined {
  const v: unknown = req.query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw errors.invalid({ [name]: m.type });
  return v;
}

/** An amount as the schema takes it: digits are its number; anything else NaN, which the schema names. */
function amount(raw: string | undefined): number | undefined {
  const v = raw?.trim();
  if (!v) return undefined;
  return /^\d{1,15}$/.test(v) ? Number(v) : Number.NaN;
}

export async function documentSearchOf(req: Request): Promise<DocumentSearch> {
  const input: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) {
    const v = single(req, f);
    if (v !== undefined) input[f] = v;
  }
  for (const f of AMOUNT_FIELDS) {
    const v = amount(single(req, f));
    if (v !== undefined) input[f] = v;
  }
  const valid = await documentSearchSchema.validate(input, { abortEarly: false }).catch(toInvalid);
  return {
    ...(valid.from ? { from: valid.from } : {}),
    ...(valid.to ? { to: valid.to } : {}),
    ...(valid.minAmount !== undefined ? { minAmount: valid.minAmount } : {}),
    ...(valid.maxAmount !== undefined ? { maxAmount: valid.maxAmount } : {}),
    ...(valid.counterparty ? { counterparty: valid.counterparty } : {}),
    ...(valid.kind ? { kind: valid.kind as IssuedKind } : {}),
  };
}

export const MONTH_REQUIRED = '対象の月を YYYY-MM の形で指定してください（例：2026-11）';

/** ?month=YYYY-MM, required. */
export function monthOf(req: Request): string {
  const v = single(req, 'month')?.trim();
  if (!v || !isMonth(v)) throw errors.invalid({ month: MONTH_REQUIRED }, MONTH_REQUIRED);
  return v;
}
