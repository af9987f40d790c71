import * as yup from 'yup';
import { LIMITS } from '../limits';
import { clientMessages as m } from '../messages';
import type { Classify } from '../options';
import { boundedText, isHttpUrl, object, withHttpsScheme, withinLimit } from './text';

const classify = yup.mixed<Classify>().oneOf(['individual', 'corporation'], m.select).required(m.select);

/** Client step 1 (docs/product/validation.md#client-profile): classify and name. The image is uploaded separately. */
export const clientStep1Schema = object({
  classify,
  name: boundedText(LIMITS.name, m),
});

/**
 * Client step 2, corporations only. `exact` (not `noUnknown`, which in yup 1 silently strips)
 * makes the API refuse fields it does not know.
 */
export const corporationInfoSchema = object({
  companyName: boundedText(LIMITS.companyName, m),
  establishmentDate: boundedText(LIMITS.establishmentDate, m),
  address: boundedText(LIMITS.address, m),
  // An SNS page is a homepage too; typed without https:// it is stored with it.
  hpURL: boundedText(LIMITS.hpURL, m).transform(withHttpsScheme).test('url', m.url, withinLimit(LIMITS.hpURL, isHttpUrl)),
})
  .typeError(m.type)
  .exact(m.unknown);

/** Client step 3: overview (corporation) or self-introduction (individual). */
export const clientDetailSchema = object({
  detail: boundedText(LIMITS.detail, m),
});

/** Whole client profile as the API receives it (PUT /liff/profiles/client). */
export const clientProfileSchema = object({
  classify,
  name: boundedText(LIMITS.name, m),
  detail: boundedText(LIMITS.detail, m),
  // Individuals carry no company data: whatever was sent is dropped, never stored.
  corporationInfo: corporationInfoSchema.default(undefined).when('classify', {
    is: 'corporation',
    then: (s) => s.required(m.required),
    otherwise: (s) => s.strip().optional(),
  }),
}).exact(m.unknown);

export type ClientStep1 = yup.InferType<typeof clientStep1Schema>;
export type CorporationInfo = yup.InferType<typeof corporationInfoSchema>;
export type ClientDetailInput = yup.InferType<typeof clientDetailSchema>;
/** corporationInfo is present for corporations only (yup infers it as always present). */
export type ClientProfileDto = Omit<yup.InferType<typeof clientProfileSchema>, 'corporationInfo'> & {
  corporationInfo?: CorporationInfo;
};
