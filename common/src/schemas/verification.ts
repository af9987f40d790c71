import * as yup from 'yup';
import { LIMITS } from '../limits';
import { clientMessages as m } from '../messages';
import { boundedText } from './text';

/** SPEC 2.4 / 5: the partner verification form, POST /liff/salon/verify body. */
export const salonVerifySchema = yup
  .object({
    email: boundedText(LIMITS.email, m).email(m.email),
    salonDisplayName: boundedText(LIMITS.verifyCompanyName, m),
  })
  .noUnknown(m.unknown)
  .strict(false);

export type SalonVerifyDto = yup.InferType<typeof salonVerifySchema>;

/** POST /liff/session/verify body. */
export const sessionVerifySchema = yup
  .object({ idToken: yup.string().typeError(m.type).required(m.required).max(4096, m.max(4096)) })
  .noUnknown(m.unknown);

export type SessionVerifyDto = yup.InferType<typeof sessionVerifySchema>;
