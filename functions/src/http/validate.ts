/** Validates a request body with a shared yup schema: wrong types, missing and unknown fields become 400. */
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { errors } from './errors';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (!isPlainObject(body)) throw errors.invalid(undefined, 'JSONオブジェクトを送信してください');
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const fields: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const key = inner.path || '_';
      if (!fields[key]) fields[key] = inner.errors[0] ?? inner.message;
    }
    const unknown = fields._;
    throw errors.invalid(fields, unknown ?? '入力内容に誤りがあります');
  }
}
