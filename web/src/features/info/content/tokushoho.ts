/**
 * 特定商取引法に基づく表記 (tokushoho.md, docs/product/law.md#tokushoho): the operator from configuration
 * (lib/operator.ts), the fee rate, and the deal's timings in the cancellation rules
 * (docs/product/states.md#cancellation). The same text on both sides.
 */
import { DEFAULT_AUTO_COMPLETE_DAYS, DEFAULT_CANCEL_AUTO_ACCEPT_DAYS } from '@common/deal';
import type { Operator } from '@common/operator';
import { brandValues, fillPlaceholders, type Brand } from '../model';
import source from './tokushoho.md?raw';

/** A rate as a percentage without trailing zeros: 0.1 -> "10", 0.085 -> "8.5". */
export const percentOf = (rate: number): string => String(Math.round(rate * 10_000) / 100);

export function tokushohoMarkdown(brand: Brand, operator: Operator, feeRate: number): string {
  return fillPlaceholders(source, {
    ...brandValues(brand),
    operatorName: operator.name,
    representative: operator.representative,
    postalCode: operator.postalCode,
    address: operator.address,
    phone: operator.phone,
    operatorEmail: operator.email,
    invoiceNumber: operator.invoiceRegistrationNumber,
    feePercent: percentOf(feeRate),
    autoCompleteDays: String(DEFAULT_AUTO_COMPLETE_DAYS),
    cancelDays: String(DEFAULT_CANCEL_AUTO_ACCEPT_DAYS),
  });
}
