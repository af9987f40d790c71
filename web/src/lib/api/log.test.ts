/**
 * Failed calls are logged as what they are: an answer the screen handles (400, 404, 409) is info,
 * sign-in, permission and rate answers a warning, our faults (5xx) and the network an error. The
 * error toast (notifyError) logs through it.
 */
import { notifyError } from '../../components/feedback/errors';
import type { ErrorCode } from '@common/api';
import { ApiRequestError } from './client';
import { logApiFailure, logLevelOf } from './log';

jest.mock('../firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));

const api = (status: number, code: ErrorCode = 'conflict') =>
  new ApiRequestError(status, code, 'この契約はすでに検収済みです', undefined, 'req-1');

let spies: Record<'info' | 'warn' | 'error', jest.SpyInstance>;
beforeEach(() => {
  spies = {
    info: jest.spyOn(console, 'info').mockImplementation(() => undefined),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: jest.spyOn(console, 'error').mockImplementation(() => undefined),
  };
});
afterEach(() => jest.restoreAllMocks());

const calls = () => ({
  info: spies.info.mock.calls.length,
  warn: spies.warn.mock.calls.length,
  error: spies.error.mock.calls.length,
});

describe('logging a failed call', () => {
  test.each([
    [400, 'info'],
    [404, 'info'],
    [409, 'info'],
    [413, 'info'],
    [401, 'warn'],
    [403, 'warn'],
    [429, 'warn'],
    [500, 'error'],
    [502, 'error'],
  ] as const)('%i is %s', (status, level) => {
    expect(logLevelOf(api(status))).toBe(level);
  });

  test('the network failing and anything else are errors; an aborted request is not', () => {
    expect(logLevelOf(new TypeError('Failed to fetch'))).toBe('error');
    expect(logLevelOf(new Error('bug'))).toBe('error');
    expect(logLevelOf(new DOMException('aborted', 'AbortError'))).toBe('info');
  });

  test('a 409 the screen shows is one info line with its status, code, message and request id', () => {
    logApiFailure('message not sent', api(409));
    expect(calls()).toEqual({ info: 1, warn: 0, error: 0 });
    expect(spies.info).toHaveBeenCalledWith('message not sent: 409 conflict: この契約はすでに検収済みです (request req-1)');
  });

  test('a 5xx is an error with the error itself', () => {
    const e = api(500, 'internal');
    logApiFailure('message not sent', e);
    expect(calls()).toEqual({ info: 0, warn: 0, error: 1 });
    expect(spies.error).toHaveBeenCalledWith('message not sent', e);
  });

  test('the error toast logs a 400 or 409 as info, a network failure as an error', () => {
    notifyError(api(409), '検収できませんでした');
    notifyError(api(400, 'invalid_argument'));
    expect(calls()).toEqual({ info: 2, warn: 0, error: 0 });
    notifyError(new TypeError('Failed to fetch'), '検収できませんでした');
    expect(calls()).toEqual({ info: 2, warn: 0, error: 1 });
  });
});
