import * as yup from 'yup';
import { LIMITS } from '../limits';
import { workerMessages as m } from '../messages';
import { daysInMonth, type Classify, type Sex } from '../options';
import { hasSkill, normaliseSkill } from '../skills';
import { boundedText, text } from './text';

const int = (min: number, max: number) =>
  yup
    .number()
    .typeError(m.required)
    .required(m.required)
    .integer(m.type)
    .min(min, m.minValue(min))
    .max(max, m.maxValue(max));

const currentYear = () => new Date().getFullYear();

/** Worker step 1 (SPEC 2.7): name, sex, birth date, classification. */
export const workerStep1Schema = yup.object({
  name: boundedText(LIMITS.name, m),
  sex: yup.mixed<Sex>().oneOf(['male', 'female'], m.required).required(m.required),
  birthYear: int(currentYear() - 99, currentYear()),
  birthMonth: int(1, 12),
  birthDate: int(1, 31).test('day-in-month', '存在しない日付です', function (day) {
    const { birthYear, birthMonth } = this.parent as { birthYear?: number; birthMonth?: number };
    if (!birthYear || !birthMonth || !day) return true;
    return day <= daysInMonth(birthYear, birthMonth);
  }),
  classify: yup.mixed<Classify>().oneOf(['individual', 'corporation'], m.required).required(m.required),
});

/** Worker step 2: exactly one occupation from the configured list (checked against the list on the server). */
export const workerStep2Schema = yup.object({
  occupation: text(m.type).required(m.required).max(50, m.max(50)),
});

/** One skill as typed into the skill editor (SPEC 2.8). */
export const skillSchema = boundedText(LIMITS.skill, m).transform((v) =>
  typeof v === 'string' ? normaliseSkill(v) : v,
);

export const skillsSchema = yup
  .array(skillSchema.defined())
  .typeError(m.type)
  .max(LIMITS.skillsMax, `スキルは${LIMITS.skillsMax}個までです`)
  .test('unique', '同じスキルが含まれています', (skills) =>
    !skills || skills.every((s, i) => !hasSkill(skills.slice(0, i), s)),
  )
  .default([]);

/** Worker step 4: self-introduction. */
export const workerDetailSchema = yup.object({
  detail: boundedText(LIMITS.detail, m),
});

/** Whole worker profile as the API receives it. */
export const workerProfileSchema = workerStep1Schema
  .concat(workerStep2Schema)
  .concat(workerDetailSchema)
  .shape({ skills: skillsSchema.required() })
  .noUnknown(m.unknown);

export type WorkerStep1 = yup.InferType<typeof workerStep1Schema>;
export type WorkerProfileDto = yup.InferType<typeof workerProfileSchema>;
