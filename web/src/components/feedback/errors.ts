/** Errors as users see them: the server's Japanese message, or a plain Japanese fallback. */
import { ApiRequestError } from '../../lib/api/client';
import { logApiFailure } from '../../lib/api/log';
import { notify } from './toaster';

export const NETWORK_ERROR_MESSAGE = '通信に失敗しました。電波の良い場所でもう一度お試しください';

/** The Japanese message to show for a failed call. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiRequestError) return e.message;
  // fetch rejects with a TypeError (English, browser-specific text) when offline.
  return NETWORK_ERROR_MESSAGE;
}

/** Error toast with the server's message; `title` is what failed ('案件の保存に失敗しました'). */
export function notifyError(e: unknown, title?: string) {
  logApiFailure(title ?? 'request failed', e);
  const message = errorMessage(e);
  if (title) notify.error(title, message);
  else notify.error(message);
}
