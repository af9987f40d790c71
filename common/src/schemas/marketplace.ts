import * as yup from 'yup';
import { clientMessages as m } from '../messages';
import { boundedText, object, plainNumber, text } from './text';
import { skillsSchema } from './workerProfile';
import { isRealDate, todayJst } from '../dates';
import { JOB_LIMITS } from '../jobLimits';

// The yup-free helpers used to live here; re-exported for the server and the schema tests.
export { todayJst, JOB_LIMITS };

const num = (n: number) => n.toLocaleString('ja-JP');

/** The job's 源泉徴収 flag sent as anything but true or false. */
export const WITHHOLDING_TYPE = '源泉徴収の有無は true か false で指定してください';

/**
 * A whole number sent as a JSON number. yup would turn "1000" into 1000; like text(), the server
 * refuses the wrong type instead (the forms convert what was typed before validating).
 */
const wholeNumber = () =>
  plainNumber().typeError('数字で入力してください').required('入力してください').integer('整数で入力してください');

const yen = (min: number, max: number) =>
  wholeNumber()
    .min(min, `${num(min)}円以上で入力してください`)
    .max(max, `${num(max)}円以内で入力してください`);

const date = () =>
  text(m.type)
    .required('日付を選択してください')
    .test('date', '日付の形式が正しくありません', (v) => !v || isRealDate(v));

export const jobInputSchema = object({
  title: boundedText(JOB_LIMITS.title, m),
  description: boundedText(JOB_LIMITS.description, m),
  occupation: text(m.type).required(m.select).max(50, m.max(50)),
  skills: skillsSchema.max(JOB_LIMITS.jobSkillsMax, `スキルは${JOB_LIMITS.jobSkillsMax}個までです`).required(m.type),
  reward: yen(JOB_LIMITS.rewardMin, JOB_LIMITS.rewardMax),
  applicationDeadline: date().test('future', '今日以降の日付を選択してください', (v) => !v || v >= todayJst()),
  deliveryDate: date().test('after-deadline', '応募締切日以降の日付を選択してください', function (v) {
    const deadline: unknown = (this.parent as { applicationDeadline?: unknown }).applicationDeadline;
    // A malformed deadline is reported on its own field; comparing against it would blame this one too.
    return !v || typeof deadline !== 'string' || !isRealDate(deadline) || v >= deadline;
  }),
  placeType: yup.mixed<'remote' | 'onsite'>().oneOf(['remote', 'onsite'], m.select).required(m.select),
  address: text(m.type)
    .nonNullable(m.type)
    .max(JOB_LIMITS.address, m.max(JOB_LIMITS.address))
    .when('placeType', {
      is: 'onsite',
      then: (s) => s.required('現地の場合は住所を入力してください'),
      otherwise: (s) => s.optional(),
    }),
  capacity: wholeNumber()
    .min(1, '1人以上で入力してください')
    .max(JOB_LIMITS.capacityMax, `${JOB_LIMITS.capacityMax}人以内で入力してください`),
  // 源泉徴収あり (docs/product/law.md#withholding-源泉徴収): true or false as a JSON boolean, never
  // "true" or 1; absent is false.
  withholding: yup.boolean().strict(true).typeError(WITHHOLDING_TYPE).nonNullable(WITHHOLDING_TYPE).optional(),
}).noUnknown(m.unknown);

export const applicationInputSchema = object({ message: boundedText(JOB_LIMITS.message, m) }).noUnknown(m.unknown);

export const listingInputSchema = object({
  title: boundedText(JOB_LIMITS.listingTitle, m),
  description: boundedText(JOB_LIMITS.listingDescription, m),
  price: yen(JOB_LIMITS.priceMin, JOB_LIMITS.priceMax),
}).noUnknown(m.unknown);

export type JobInputDto = yup.InferType<typeof jobInputSchema>;
export type ApplicationInputDto = yup.InferType<typeof applicationInputSchema>;
export type ListingInputDto = yup.InferType<typeof listingInputSchema>;
