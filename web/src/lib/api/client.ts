/** The one way the browser talks to our API: JSON, bearer Firebase ID token, typed errors. */
import type { ApiErrorBody, ErrorCode } from '@common/api';
import { currentIdToken } from '../firebaseAuth';

export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
    /** The API's request id (error body, else the x-request-id header): it names the API's log line. */
    public readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the Firebase ID token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Generated-client behaviour kept from SPEC 7: a missing required body fails before any request. */
export function requireBody<T>(name: string, body: T | null | undefined): T {
  if (body === null || body === undefined) {
    throw new Error(`Required parameter ${name} was null or undefined.`);
  }
  return body;
}

/** The request with auth and body as the API expects; a non-2xx answer becomes an ApiRequestError. */
async function request(path: string, options: RequestOptions, fallback: string): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = true, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  if (body !== undefined && !isBlob) headers['content-type'] = 'application/json';
  if (isBlob) headers['content-type'] = (body as Blob).type || 'application/octet-stream';
  if (auth) headers.authorization = `Bearer ${await currentIdToken()}`;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : isBlob ? (body as Blob) : JSON.stringify(body),
    signal,
  });
  if (!res.ok) {
    const err = ((await res.json().catch(() => null)) as ApiErrorBody | null)?.error;
    throw new ApiRequestError(
      res.status,
      err?.code ?? 'internal',
      err?.message ?? `${fallback} (${res.status})`,
      err?.fields,
      err?.requestId ?? res.headers.get('x-request-id') ?? undefined,
    );
  }
  return res;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await request(path, options, '通信に失敗しました');
  return (await res.json().catch(() => null)) as T;
}

/** The same for a binary answer (room images): the body as a Blob. */
export async function apiFetchBlob(path: string, options: RequestOptions = {}, fallback = '通信に失敗しました'): Promise<Blob> {
  return (await request(path, options, fallback)).blob();
}
