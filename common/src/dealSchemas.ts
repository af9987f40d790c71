/**
 * Request bodies of the deal after 仮払い (docs/product/validation.md#deal; endpoints, shapes and
 * limits in deal.ts, which stays free of yup for the screens). The API validates with these; the web's
 * forms load them only when a form is used.
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import {
  DEAL_TEXT_MAX,
  DELIVERY_IMAGES_MAX,
  DELIVERY_LINK_MAX,
  LOGIN_RETURN_TARGETS,
  type CompleteProcessDto,
  type DeliverDto,
  type LoginUrlDto,
  type ReasonDto,
} from './deal';
import { isHttpUrl, object, text, withHttpsScheme, withinLimit } from './schemas/text';

const dealText = (required: boolean) => {
  const t = text(m.type).max(DEAL_TEXT_MAX, m.max(DEAL_TEXT_MAX));
  return required ? t.required(m.required) : t.optional();
};

const exact = <S extends yup.AnyObjectSchema>(s: S) => s.exact(m.unknown).strict(false);

/** The 納品's link: https only (typed without a scheme it gets https://); '' is no link. */
const DELIVERY_LINK_FORMAT = 'URL形式（https://〜）で入力してください';
const isHttpsUrl = (v: string) => /^https:\/\//i.test(v) && isHttpUrl(v);

export const deliverSchema = exact(
  object({
    message: dealText(true),
    // Room images' ids (the server checks each: the worker's unsent upload to this contract's room).
    imageIds: yup
      .array(text(m.type).required(m.type).max(128, m.unknown))
      .typeError(m.type)
      .max(DELIVERY_IMAGES_MAX, `写真は${DELIVERY_IMAGES_MAX}枚まで納品できます`)
      .test('unique', '同じ写真が重複しています', (v) => !v || new Set(v).size === v.length)
      .optional(),
    link: text(m.type)
      .transform(withHttpsScheme)
      .max(DELIVERY_LINK_MAX, m.max(DELIVERY_LINK_MAX))
      .test('url', DELIVERY_LINK_FORMAT, withinLimit(DELIVERY_LINK_MAX, isHttpsUrl))
      .optional(),
  }),
);
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
