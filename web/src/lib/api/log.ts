/**
 * How a failed API call is logged in the browser, as what it is. An answer the screen handles and
 * shows the user (a form's 400, a 409 that the state has moved on, a 404) is no fault: console.info.
 * Sign-in, permission and rate answers (401, 403, 429) are worth a look: console.warn. Our own
 * faults (5xx), the network failing and anything that is not an API answer: console.error.
 */
import { ApiRequestError } from './client';

const WARN = new Set([401, 403, 429]);

export type LogLevel = 'info' | 'warn' | 'error';

/** The console level of a failure (see above); an aborted request is the caller's choice: info. */
export function logLevelOf(e: unknown): LogLevel {
  if (e instanceof ApiRequestError) {
    if (e.status >= 500) return 'error';
    return WARN.has(e.status) ? 'warn' : 'info';
  }
  if (e instanceof Error && e.name === 'AbortError') return 'info';
  return 'error';
}

/** Logs a failed call under `what` ('message not sent') at its level, with the API's request id. */
export function logApiFailure(what: string, e: unknown): void {
  const level = logLevelOf(e);
  if (e instanceof ApiRequestError && level !== 'error') {
    const id = e.requestId ? ` (request ${e.requestId})` : '';
    console[level](`${what}: ${e.status} ${e.code}: ${e.message}${id}`);
    return;
  }
  console[level](what, e);
}
