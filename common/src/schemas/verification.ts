import * as yup from 'yup';
import { LIMITS } from '../limits';
import { clientMessages as m } from '../messages';
import { boundedText, text } from './text';

/**
 * SPEC 2.4 / 5: the partner verification form, POST /liff/salon/verify body. `exact` (not
 * `noUnknown`, which in yup 1 silently strips by default) refuses fields it does not know.
 */
export const salonVerifySchema = yup
  .object({
    email: boundedText(LIMITS.email, m).email(m.email),
    salonDisplayName: boundedText(LIMITS.verifyCompanyName, m),
  })
  .exact(m.unknown)
  .strict(false);

export type SalonVerifyDto = yup.InferType<typeof salonVerifySchema>;

/** POST /liff/session/verify body. `text` so that a number is refused, not coerced to a string. */
export const sessionVerifySchema = yup
  .object({ idToken: text(m.type).required(m.required).max(4096, m.max(4096)) })
  .exact(m.unknown);

export type SessionVerifyDto = yup.InferType<typeof sessionVerifySchema>;
