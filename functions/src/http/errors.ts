/** API errors in the shape docs/product/api.md#errors fixes, and the one handler that writes them. */
import { logger } from 'firebase-functions/logger';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody, ErrorCode } from '@common/api';
import { requestIdOf } from './requestLog';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const errors = {
  invalid: (fields?: Record<string, string>, message = '入力内容に誤りがあります') =>
    new ApiError(400, 'invalid_argument', message, fields),
  unauthenticated: (message = 'ログインの有効期限が切れました。アプリを開き直してください') =>
    new ApiError(401, 'unauthenticated', message),
  forbidden: (message = 'この操作を行う権限がありません') => new ApiError(403, 'permission_denied', message),
  notFound: (message = '見つかりませんでした') => new ApiError(404, 'not_found', message),
  conflict: (message: string) => new ApiError(409, 'conflict', message),
  rateLimited: (message = '試行回数が多すぎます。しばらく時間をおいてからお試しください') =>
    new ApiError(429, 'rate_limited', message),
  upstream: (message = '外部サービスに接続できませんでした。時間をおいてお試しください') =>
    new ApiError(502, 'upstream_failed', message),
  /** Our own failure, said as such (a caller such as Stripe then tries again). */
  internal: () => new ApiError(500, 'internal', 'サーバーでエラーが発生しました。時間をおいてお試しください'),
};

type Res = Parameters<RequestHandler>[1];

/** Every error body goes out here, with the request id (http/requestLog.ts) when there is one. */
function send(res: Res, status: number, error: ApiErrorBody['error']) {
  const requestId = requestIdOf(res);
  const body: ApiErrorBody = { error: { ...error, ...(requestId ? { requestId } : {}) } };
  res.status(status).json(body);
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  send(res, 404, { code: 'not_found', message: '見つかりませんでした' });
};

/** Codes and messages of 4xx errors raised by libraries (body-parser, the router, http-errors). */
const CLIENT_ERRORS: Record<number, [ErrorCode, string]> = {
  400: ['invalid_argument', 'リクエストの形式が正しくありません'],
  401: ['unauthenticated', 'ログインが必要です'],
  403: ['permission_denied', 'この操作を行う権限がありません'],
  404: ['not_found', '見つかりませんでした'],
  409: ['conflict', '処理が競合しました。もう一度お試しください'],
  413: ['payload_too_large', '送信データが大きすぎます'],
  415: ['unsupported_media_type', '対応していない形式です'],
  429: ['rate_limited', '試行回数が多すぎます。しばらく時間をおいてからお試しください'],
};

/** The 4xx status an error carries (`status` or `statusCode`), or null. */
function clientStatusOf(err: unknown): number | null {
  if (typeof err !== 'object' || err === null) return null;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const s = typeof status === 'number' ? status : statusCode;
  return typeof s === 'number' && Number.isInteger(s) && s >= 400 && s < 500 ? s : null;
}

/**
 * Turns anything thrown into the error body. A library error carrying a 4xx status is that status
 * (undecodable gzip bodies, malformed percent-encoding in a path, ...); only our own faults are a
 * 500, never with a stack trace.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof ApiError) {
    const { code, message, fields } = err;
    send(res, err.status, { code, message, ...(fields ? { fields } : {}) });
    return;
  }
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') {
    send(res, 400, { code: 'invalid_argument', message: 'JSONの形式が正しくありません' });
    return;
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    send(res, 415, { code: 'unsupported_media_type', message: '対応していない形式です' });
    return;
  }
  const status = clientStatusOf(err);
  if (status !== null) {
    if (err instanceof URIError) {
      send(res, 400, { code: 'invalid_argument', message: 'URLの形式が正しくありません' });
      return;
    }
    const [code, message] = CLIENT_ERRORS[status] ?? ['invalid_argument', 'リクエストを処理できませんでした'];
    send(res, status, { code, message });
    return;
  }
  logger.write({
    severity: 'ERROR',
    message: 'unhandled',
    requestId: requestIdOf(res),
    path: req.route?.path ?? req.path,
    error: String((err as { stack?: unknown } | null)?.stack ?? err),
  });
  send(res, 500, { code: 'internal', message: 'サーバーでエラーが発生しました。時間をおいてお試しください' });
};
