import * as yup from 'yup';
import { LIMITS } from '../limits';
import { clientMessages as m } from '../messages';
import { boundedText, object, text } from './text';

/**
 * The partner verification form, POST /liff/salon/verify body (docs/product/validation.md#verification).
 * `exact` (not `noUnknown`, which in yup 1 silently strips by default) refuses fields it does not know.
 */
export const salonVerifySchema = object({
  email: boundedText(LIMITS.email, m).email(m.email),
  salonDisplayName: boundedText(LIMITS.verifyCompanyName, m),
})
  .exact(m.unknown)
  .strict(false);

export type SalonVerifyDto = yup.InferType<typeof salonVerifySchema>;

/** Messages of the e-mail code step, our own addition to the verification (docs/product/validation.md#verification-code). */
export const CODE_LENGTH = 6;
export const codeMessages = {
  required: '認証コードを入力してください',
  format: '6桁の数字で入力してください',
} as const;

/** Longer input is refused as it is, before any normalisation or pattern. */
const CODE_INPUT_MAX = 32;
/** A path and query of the app; longer is no screen of ours. */
const LANDING_MAX = 2048;

/**
 * POST /liff/salon/verify-code body: the 6-digit code from the mail. Full-width digits and spaces
 * or hyphens between digits are accepted (NFKC, then removed), so "１２３ ４５６" reads as 123456.
 * `text` so that anything but a string is refused as it is (no coercion, no call to its toString).
 */
export const salonCodeSchema = object({
  code: text(m.type)
    .transform((_value, original) =>
      typeof original === 'string' && original.length <= CODE_INPUT_MAX
        ? original.normalize('NFKC').replace(/[\s-]/g, '')
        : original,
    )
    .required(codeMessages.required)
    .max(CODE_LENGTH, codeMessages.format)
    .matches(/^[0-9]{6}$/, codeMessages.format),
}).exact(m.unknown);

export type SalonCodeDto = yup.InferType<typeof salonCodeSchema>;

/**
 * POST /liff/session/verify body. `text` so that a number is refused, not coerced to a string.
 * `landing`: the path and query the app was opened on, whose first data comes with the answer (common/src/landing.ts).
 */
export const sessionVerifySchema = object({
  idToken: text(m.type).required(m.required).max(4096, m.max(4096)),
  landing: text(m.type).max(LANDING_MAX, m.max(LANDING_MAX)),
}).exact(m.unknown);
