/** Bearer authentication with a Firebase ID token. */
import type { Request, RequestHandler } from 'express';
import type { AuthPort } from '../ports';
import { isDocId } from '../ids';
import { errors } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    uid?: string;
  }
}

export function requireAuth(auth: AuthPort): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw errors.unauthenticated('ログインが必要です');
    let uid: string;
    try {
      uid = await auth.verifyIdToken(match[1]);
    } catch {
      throw errors.unauthenticated();
    }
    // The uid names documents: one that breaks the id rule (ids.ts) signs nobody in.
    if (!isDocId(uid)) throw errors.unauthenticated();
    req.uid = uid;
    next();
  };
}

/** The authenticated uid; only call behind requireAuth. */
export const uidOf = (req: Request): string => {
  if (!req.uid) throw errors.unauthenticated('ログインが必要です');
  return req.uid;
};
