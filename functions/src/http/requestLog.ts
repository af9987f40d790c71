/**
 * One request id and one log line per request (docs/product/api.md#conventions). The id comes from Google's
 * trace header (`X-Cloud-Trace-Context`, or W3C `traceparent`) when there is one, else it is random; it is
 * sent back as `x-request-id` and in every error body, so a screenshot of an error can be matched to its
 * line. The line is one structured entry (firebase-functions' logger, Cloud Logging's format) with the
 * method, the route pattern (never the raw URL), status, duration, request id and the user id when known:
 * never a token, an e-mail address or a message text.
 */
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import type { Request, RequestHandler, Response } from 'express';
import { isDocId } from '../ids';

const TRACE_ID = /^[0-9a-f]{32}$/;

/** The trace id of the request's trace header, when it carries a well-formed one. */
function traceIdOf(req: Request): string | null {
  const cloud = req.get('x-cloud-trace-context')?.slice(0, 32).toLowerCase();
  if (cloud && TRACE_ID.test(cloud) && !/^0+$/.test(cloud)) return cloud;
  const parent = req.get('traceparent')?.split('-')[1]?.toLowerCase();
  if (parent && TRACE_ID.test(parent) && !/^0+$/.test(parent)) return parent;
  return null;
}

export const requestIdOf = (res: Response): string | undefined => res.locals.requestId as string | undefined;

/** On unless LOG_REQUESTS says off; under Jest off unless LOG_REQUESTS says on (tests would flood). */
export function requestLoggingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env.LOG_REQUESTS?.trim().toLowerCase();
  if (flag) return !['0', 'false', 'off', 'no'].includes(flag);
  return !env.JEST_WORKER_ID;
}

export interface RequestLogOptions {
  enabled?: boolean;
  /** For Cloud Logging's trace link; the id stands alone without it. */
  projectId?: string;
}

export function requestLog(options: RequestLogOptions = {}): RequestHandler {
  const enabled = options.enabled ?? requestLoggingEnabled();
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return (req, res, next) => {
    const traced = traceIdOf(req);
    const requestId = traced ?? randomBytes(16).toString('hex');
    res.locals.requestId = requestId;
    res.set('x-request-id', requestId);
    if (!enabled) return next();
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // Express keeps the last matched route; a request refused before routing has none.
      const routePath: unknown = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof routePath === 'string' ? routePath : '(no route)';
      const status = res.statusCode;
      const userId = isDocId(req.uid) ? req.uid : undefined;
      logger.write({
        severity: status >= 500 ? 'ERROR' : status >= 400 ? 'WARNING' : 'INFO',
        message: `${req.method} ${route} ${status} ${ms.toFixed(1)}ms`,
        httpRequest: { requestMethod: req.method, requestUrl: route, status, latency: `${(ms / 1000).toFixed(4)}s` },
        requestId,
        ...(userId ? { userId } : {}),
        durationMs: Math.round(ms * 10) / 10,
        ...(traced && projectId ? { 'logging.googleapis.com/trace': `projects/${projectId}/traces/${traced}` } : {}),
      });
    });
    next();
  };
}
