/**
 * The worker's 適格請求書発行事業者登録番号 (docs/product/law.md#registration-numbers):
 *
 *   PUT /liff/profiles/worker/invoice-registration {invoiceRegistrationNumber: string | null} -> SessionPayload
 *
 * A string is normalised (full-width, spaces, hyphens, lower-case t) and stored; null, or a blank
 * string, clears it. The form checks for the worker's kind (a corporation's check digit); the API
 * checks the form here and the kind against the stored profile.
 */
import * as yup from 'yup';
import { workerMessages as m } from '../messages';
import type { Classify } from '../options';
import { INVOICE_NUMBER_INPUT_MAX, INVOICE_NUMBER_MESSAGES, checkInvoiceNumber } from '../invoiceNumber';
import { object, text } from './text';

export interface InvoiceRegistrationInput {
  invoiceRegistrationNumber: string | null;
}

/** `kind` given: also the kind's rule (the form knows the worker's classify). */
export const invoiceRegistrationSchema = (kind?: Classify) =>
  object({
    invoiceRegistrationNumber: text(INVOICE_NUMBER_MESSAGES.type)
      .nullable()
      .defined(INVOICE_NUMBER_MESSAGES.format)
      // A blank field clears the number, as null does.
      .transform((v: unknown) => (typeof v === 'string' && v === '' ? null : v))
      .max(INVOICE_NUMBER_INPUT_MAX, INVOICE_NUMBER_MESSAGES.format)
      .test('invoice-number', INVOICE_NUMBER_MESSAGES.format, function (v) {
        if (v === null || v === undefined || v.length > INVOICE_NUMBER_INPUT_MAX) return true;
        const checked = checkInvoiceNumber(v, kind);
        return checked.ok || this.createError({ message: checked.error });
      })
      .transform((v: unknown) => {
        if (typeof v !== 'string' || v.length > INVOICE_NUMBER_INPUT_MAX) return v;
        const checked = checkInvoiceNumber(v, kind);
        return checked.ok ? checked.value : v;
      }),
  })
    .exact(m.unknown)
    .strict(false);

export type InvoiceRegistrationDto = yup.InferType<ReturnType<typeof invoiceRegistrationSchema>>;
