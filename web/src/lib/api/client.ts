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
  /** Extra request headers (e.g. `Idempotency-Key`, docs/product/api.md). */
  headers?: Record<string, string>;
}

/** As a generated OpenAPI client does (and with its message): a missing required body fails before any request. */
export function requireBody<T>(name: string, body: T | null | undefined): T {
  if (body === null || body === undefined) {
    throw new Error(`Required parameter ${name} was null or undefined.`);
  }
  return body;
}

/** The request with auth and body as the API expects; a non-2xx answer becomes an ApiRequestError. */
async function request(path: string, options: RequestOptions, fallback: string): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = true, signal } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
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

/**
 * Answers that came with the session (common/src/landing.ts): the landing screen's first GETs are
 * served from here once, without a round trip or the Firebase ID token, while they are fresh.
 */
const preloaded = new Map<string, { body: unknown; at: number }>();
const PRELOAD_FRESH_MS = 30_000;

export function primeResponses(answers: Record<string, unknown> | undefined, now = Date.now()) {
  for (const [path, body] of Object.entries(answers ?? {})) preloaded.set(path, { body, at: now });
}

function takePreloaded(path: string, options: RequestOptions): { body: unknown } | undefined {
  if (options.auth === false) return undefined;
  if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined) {
    // A write may change what the preloaded answers show: none of them is served after it.
    preloaded.clear();
    return undefined;
  }
  const hit = preloaded.get(path);
  preloaded.delete(path);
  return hit && Date.now() - hit.at < PRELOAD_FRESH_MS ? hit : undefined;
}

/**
 * The preloaded answer to GET `path`, if one is waiting (taken: served once). For a landing screen's
 * query to start with it (lib/query: initialData), so the screen's first render shows the data.
 */
export function takePreloadedAnswer<T>(path: string): T | undefined {
  return takePreloaded(path, {})?.body as T | undefined;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hit = takePreloaded(path, options);
  if (hit) return hit.body as T;
  const res = await request(path, options, '通信に失敗しました');
  return (await res.json().catch(() => null)) as T;
}

/** The same for a binary answer (room images): the body as a Blob. */
export async function apiFetchBlob(path: string, options: RequestOptions = {}, fallback = '通信に失敗しました'): Promise<Blob> {
  return (await request(path, options, fallback)).blob();
}
