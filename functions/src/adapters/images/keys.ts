/** Object keys, shared by both image adapters (the bucket's is production's, so it has no local import). */
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';

export const imagePath = (uid: string, side: UserType, kind: ImageKind) => `users/${uid}/${side}/${kind}.jpg`;

const SEGMENT = /^[A-Za-z0-9_.-]{1,128}$/;

/**
 * An object key both adapters accept: 1 to 8 slash-separated segments of [A-Za-z0-9_.-], never `.`
 * or `..`, so a key can never leave the folder (files) or name an odd object (bucket).
 */
export function isObjectKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length > 512) return false;
  const parts = key.split('/');
  return parts.length <= 8 && parts.every((p) => SEGMENT.test(p) && p !== '.' && p !== '..');
}

export function checkObjectKey(key: string): string {
  if (!isObjectKey(key)) throw new Error(`not an object key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}
