/**
 * Validation messages, word for word as the product shows them (docs/product/validation.md#message-sets).
 * The client side and the worker side of the original product word them differently; both are kept.
 */
const num = (n: number) => n.toLocaleString('ja-JP');

export const clientMessages = {
  /**
   * No client-side required text was ever given; an empty field reads as "at least 1 character", the min-1 message,
   * so both rules speak alike (docs/product/validation.md#message-sets).
   */
  required: '1文字以上で入力してください',
  select: '選択してください',
  min: (n: number) => `${num(n)}文字以上で入力してください`,
  max: (n: number) => `${num(n)}文字以内で入力してください`,
  email: 'メールアドレス形式で入力してください',
  url: 'URL形式で入力してください',
  type: '入力形式が正しくありません',
  unknown: '不明な項目が含まれています',
} as const;

export const workerMessages = {
  required: '必須',
  min: (n: number) => `${num(n)}文字以上`,
  max: (n: number) => `${num(n)}文字以下`,
  minValue: (n: number) => `${num(n)}以上`,
  maxValue: (n: number) => `${num(n)}以下`,
  type: '入力形式が正しくありません',
  unknown: '不明な項目が含まれています',
} as const;
