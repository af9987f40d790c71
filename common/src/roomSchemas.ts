/**
 * Request bodies of the message rooms (docs/product/validation.md#room-message; endpoints, shapes and
 * limits in rooms.ts, which stays free of yup for the screens). The API validates with these.
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import { MESSAGE_IMAGES_MAX, MESSAGE_TEXT_MAX, type MessageInput } from './rooms';
import { object, text } from './schemas/text';

export const messageInputSchema = object({
  text: text(m.type).max(MESSAGE_TEXT_MAX, m.max(MESSAGE_TEXT_MAX)).default(''),
  imageIds: yup
    .array(text(m.type).required(m.required).max(128, m.unknown))
    .typeError(m.type)
    .max(MESSAGE_IMAGES_MAX, `画像は${MESSAGE_IMAGES_MAX}枚まで送信できます`)
    .default([]),
})
  .exact(m.unknown)
  .strict(false)
  .test('not-empty', 'メッセージを入力してください', (v) => !!v && (v.text.length > 0 || (v.imageIds?.length ?? 0) > 0));

export const readSchema = object({
  seq: yup.number().typeError(m.type).integer(m.type).min(0, m.type).max(Number.MAX_SAFE_INTEGER, m.type).required(m.required),
})
  .exact(m.unknown)
  .strict(true);

/** Compile-time check: the shape rooms.ts declares is exactly what the schema validates. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _MessageInputMatches = Assert<Same<yup.InferType<typeof messageInputSchema>, MessageInput>>;
