/** API errors in the shape GUIDE.md 5 fixes, and the one handler that writes them. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody, ErrorCode } from '@common/api';

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
};

const send = (res: Parameters<RequestHandler>[1], status: number, body: ApiErrorBody) => res.status(status).json(body);

export const notFoundHandler: RequestHandler = (_req, res) => {
  send(res, 404, { error: { code: 'not_found', message: '見つかりませんでした' } });
};

/** Turns anything thrown into the error body; a 500 only for our own faults, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof ApiError) {
    const { code, message, fields } = err;
    send(res, err.status, { error: { code, message, ...(fields ? { fields } : {}) } });
    return;
  }
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    send(res, 400, { error: { code: 'invalid_argument', message: 'JSONの形式が正しくありません' } });
    return;
  }
  if (type === 'entity.too.large') {
    send(res, 413, { error: { code: 'payload_too_large', message: '送信データが大きすぎます' } });
    return;
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    send(res, 415, { error: { code: 'unsupported_media_type', message: '対応していない形式です' } });
    return;
  }
  console.error(JSON.stringify({ severity: 'ERROR', message: 'unhandled', path: req.path, error: String(err?.stack ?? err) }));
  send(res, 500, { error: { code: 'internal', message: 'サーバーでエラーが発生しました。時間をおいてお試しください' } });
};
