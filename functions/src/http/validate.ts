/**
 * Validates a request body with a shared yup schema: wrong types, missing and unknown fields become
 * 400. Call it after the caller's checks (authorisation before validation:
 * docs/product/api.md#conventions).
 */
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { clientMessages as m } from '@common/messages';
import { inheritedKeyPath } from './body';
import { errors } from './errors';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Refuses, before yup sees the body, keys named after Object.prototype members at any depth
 * (`__proto__`, `constructor`, `toString`...): yup looks keys up on its field table, where those
 * find the inherited members and throw. Other unknown keys are yup's (`exact`), with the rest.
 */
export function refuseInheritedKeys(body: unknown): void {
  const at = inheritedKeyPath(body);
  if (at !== null) throw errors.invalid({ [at || '_']: m.unknown }, m.unknown);
}

/** Field path -> first message of a yup error; anything else yup throws on hostile input is a 400. */
export function toInvalid(e: unknown): never {
  if (!(e instanceof ValidationError)) throw errors.invalid(undefined, '入力内容に誤りがあります');
  const fields: Record<string, string> = {};
  for (const inner of e.inner.length ? e.inner : [e]) {
    const key = inner.path || '_';
    if (!fields[key]) fields[key] = inner.errors[0] ?? inner.message;
  }
  const unknown = fields._;
  throw errors.invalid(fields, unknown ?? '入力内容に誤りがあります');
}

export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (!isPlainObject(body)) throw errors.invalid(undefined, 'JSONオブジェクトを送信してください');
  refuseInheritedKeys(body);
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: false });
  } catch (e) {
    return toInvalid(e);
  }
}
