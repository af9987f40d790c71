/**
 * The worker's 適格請求書発行事業者登録番号 (docs/product/law.md#registration-numbers) and the name her
 * business documents give her (docs/product/law.md#the-name-on-the-documents):
 *
 *   PUT /liff/profiles/worker/invoice-registration
 *     {invoiceRegistrationNumber: string | null, invoiceName?: string | null} -> SessionPayload
 *
 * A number is normalised (full-width, spaces, hyphens, lower-case t) and stored; null, or a blank
 * string, clears it. The form checks for the worker's kind (a corporation's check digit); the API
 * checks the form here and the kind against the stored profile. `invoiceName` is trimmed text of 1 to
 * 50 characters without control characters; null or blank clears it, and leaving it out keeps it.
 */
import * as yup from 'yup';
import { workerMessages as m } from '../messages';
import type { Classify } from '../options';
import { INVOICE_NUMBER_INPUT_MAX, INVOICE_NUMBER_MESSAGES, checkInvoiceNumber } from '../invoiceNumber';
import { LIMITS } from '../limits';
import { hasControl, object, text } from './text';

export interface InvoiceRegistrationInput {
  invoiceRegistrationNumber: string | null;
  /** 請求書に記載する氏名・屋号; absent: unchanged, null: cleared (the display name is used). */
  invoiceName?: string | null;
}

/** The longest 氏名・屋号 for the documents: as long as a profile's name. */
export const INVOICE_NAME_MAX = LIMITS.name;

export const INVOICE_NAME_MESSAGES = {
  type: '氏名・屋号は文字列で入力してください',
  max: `氏名・屋号は${INVOICE_NAME_MAX}文字以内で入力してください`,
  control: '使えない文字（改行・制御文字）が含まれています',
} as const;

/**
 * Invisible characters that change how the text around them reads (C1 controls, line and paragraph
 * separators, bidirectional overrides and isolates): a name printed on an invoice shows what it says.
 */
const INVISIBLE = /[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

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
    invoiceName: text(INVOICE_NAME_MESSAGES.type)
      .nullable()
      .optional()
      // A blank field clears the name, as null does.
      .transform((v: unknown) => (typeof v === 'string' && v === '' ? null : v))
      .max(INVOICE_NAME_MAX, INVOICE_NAME_MESSAGES.max)
      .test('control', INVOICE_NAME_MESSAGES.control, (v) => typeof v !== 'string' || (!hasControl(v) && !INVISIBLE.test(v))),
  })
    .exact(m.unknown)
    .strict(false);

export type InvoiceRegistrationDto = yup.InferType<ReturnType<typeof invoiceRegistrationSchema>>;
