import * as yup from 'yup';
import { LIMITS, YEARS_IN_LIST } from '../limits';
import { workerMessages as m } from '../messages';
import { daysInMonth, type Classify, type Sex } from '../options';
import { normaliseSkill, skillKey } from '../skills';
import { boundedText, object, plainNumber, text } from './text';

export const BIRTH_DATE_INVALID = '存在しない日付です';
export const BIRTH_DATE_FUTURE = '未来の日付は選択できません';
export const SKILL_DUPLICATE = 'このスキルはすでに追加されています';
export const SKILLS_DUPLICATE = '同じスキルが含まれています';
export const SKILLS_MAX = `スキルは${LIMITS.skillsMax}個までです`;

/**
 * A whole number sent as a JSON number: yup would read "1988", [6] and " 14 " as numbers; like
 * marketplace.ts's wholeNumber, anything but a number fails the type (the form sends numbers).
 */
const int = (min: number, max: number) =>
  plainNumber().typeError(m.required).required(m.required).integer(m.type).min(min, m.minValue(min)).max(max, m.maxValue(max));

const currentYear = () => new Date().getFullYear();
const isString = (v: unknown): v is string => typeof v === 'string';

/** Worker step 1 (docs/product/validation.md#worker-profile): name, sex, birth date, classification. */
export const workerStep1Schema = object({
  name: boundedText(LIMITS.name, m),
  sex: yup.mixed<Sex>().oneOf(['male', 'female'], m.required).required(m.required),
  // The same 100 years the select offers (yearOptions).
  birthYear: int(currentYear() - YEARS_IN_LIST + 1, currentYear()),
  birthMonth: int(1, 12),
  birthDate: int(1, 31)
    .test('day-in-month', BIRTH_DATE_INVALID, function (day) {
      const { birthYear, birthMonth } = this.parent as { birthYear?: number; birthMonth?: number };
      if (!birthYear || !birthMonth || !day) return true;
      return day <= daysInMonth(birthYear, birthMonth);
    })
    .test('not-future', BIRTH_DATE_FUTURE, function (day) {
      const { birthYear, birthMonth } = this.parent as { birthYear?: number; birthMonth?: number };
      if (!birthYear || !birthMonth || !day) return true;
      const now = new Date();
      const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
      return birthYear * 10000 + birthMonth * 100 + day <= today;
    }),
  classify: yup.mixed<Classify>().oneOf(['individual', 'corporation'], m.required).required(m.required),
});

/** Worker step 2: exactly one occupation from the configured list (checked against the list on the server). */
export const workerStep2Schema = object({
  occupation: text(m.type).required(m.required).max(50, m.max(50)),
});

/**
 * One skill as typed into the skill editor (docs/product/validation.md#skills), stored normalised: trimmed, NFKC
 * (full-width letters and digits become half-width), inner runs of space collapsed.
 */
export const skillSchema = boundedText(LIMITS.skill, m).transform((v: unknown) => (isString(v) ? normaliseSkill(v) : v));

/** The skill editor's one-field form. */
export const skillInputSchema = object({ skill: skillSchema });

export const skillsSchema = yup
  .array(skillSchema.defined())
  .typeError(m.type)
  // Count before content: a longer list is cut to one over the limit before its items are read,
  // so the max rule still refuses it but no request makes yup check thousands of items.
  .transform((v: unknown) => (Array.isArray(v) && v.length > LIMITS.skillsMax + 1 ? v.slice(0, LIMITS.skillsMax + 1) : v))
  .max(LIMITS.skillsMax, SKILLS_MAX)
  // Count before content (the max rule reports a longer list), then one pass over the keys: the
  // pairwise check took seconds on the 4,000 skills a 32 KB body holds.
  .test('unique', SKILLS_DUPLICATE, (skills) => {
    if (!skills || skills.length > LIMITS.skillsMax) return true;
    const keys = skills.filter(isString).map(skillKey);
    return new Set(keys).size === keys.length;
  })
  .default([]);

/** Worker step 4: self-introduction. */
export const workerDetailSchema = object({
  detail: boundedText(LIMITS.detail, m),
});

/** Whole worker profile as the API receives it (PUT /liff/profiles/worker). */
export const workerProfileSchema = workerStep1Schema
  .concat(workerStep2Schema)
  .concat(workerDetailSchema)
  .shape({ skills: skillsSchema.required(m.required) })
  .exact(m.unknown);

export type WorkerStep1 = yup.InferType<typeof workerStep1Schema>;
export type WorkerStep2 = yup.InferType<typeof workerStep2Schema>;
export type WorkerDetailInput = yup.InferType<typeof workerDetailSchema>;
export type WorkerProfileDto = yup.InferType<typeof workerProfileSchema>;
