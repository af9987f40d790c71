/**
 * Request bodies of the deal after 仮払い (issue 10; endpoints, shapes and limits in deal.ts, which
 * stays free of yup for the screens). The API validates with these; the web's forms load them only
 * when a form is used.
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import {
  DEAL_TEXT_MAX,
  LOGIN_RETURN_TARGETS,
  type CompleteProcessDto,
  type DeliverDto,
  type LoginUrlDto,
  type ReasonDto,
} from './deal';
import { object, text } from './schemas/text';

const dealText = (required: boolean) => {
  const t = text(m.type).max(DEAL_TEXT_MAX, m.max(DEAL_TEXT_MAX));
  return required ? t.required(m.required) : t.optional();
};

const exact = <S extends yup.AnyObjectSchema>(s: S) => s.exact(m.unknown).strict(false);

export const deliverSchema = exact(object({ message: dealText(true) }));
export const reasonSchema = exact(object({ reason: dealText(true) }));
export const optionalReasonSchema = exact(object({ reason: dealText(false) }));
export const completeProcessSchema = exact(object({ contractId: text(m.type).required(m.required).max(128, m.unknown) }));
export const loginUrlSchema = exact(
  object({
    returnTo: text(m.type)
      .oneOf([...LOGIN_RETURN_TARGETS], m.unknown)
      .optional(),
  }),
);

/** Compile-time checks: the shapes deal.ts declare are exactly what the schemas validate. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _DealDtosMatch = [
  Assert<Same<yup.InferType<typeof deliverSchema>, DeliverDto>>,
  Assert<Same<yup.InferType<typeof reasonSchema>, ReasonDto>>,
  Assert<Same<yup.InferType<typeof optionalReasonSchema>, ReasonDto>>,
  Assert<Same<yup.InferType<typeof completeProcessSchema>, CompleteProcessDto>>,
  Assert<Same<yup.InferType<typeof loginUrlSchema>, LoginUrlDto>>,
];
