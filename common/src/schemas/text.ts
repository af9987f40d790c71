import * as yup from 'yup';

/**
 * A string field that trims what the user typed and refuses other types.
 * yup would otherwise turn 123 into "123"; the server must reject wrong types instead.
 */
export const text = (typeError: string) =>
  yup
    .string()
    .typeError(typeError)
    .transform((_value, original) => (typeof original === 'string' ? original.trim().normalize('NFC') : original));

/** Bounded required text with the given message set. */
export const boundedText = (
  max: number,
  m: { required: string; min: (n: number) => string; max: (n: number) => string; type: string },
) => text(m.type).required(m.required).min(1, m.min(1)).max(max, m.max(max));
