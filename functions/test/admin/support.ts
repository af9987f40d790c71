/**
 * What every admin endpoint test starts from: the app over HTTP with the local stand-ins
 * (payments/support.ts createPayApp), an admin (a token carrying the `admin` claim, minted in the Auth
 * emulator) and a caller that sends a request as that admin, as someone else, or anonymously.
 */
import type { Test } from 'supertest';
import { idTokenWithClaims, uniqueUserId } from '../support/harness';
import { createPayApp, type PayApp } from '../payments/support';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface AdminApp {
  t: PayApp;
  adminId: string;
  adminToken: string;
  /** A request as the admin, or with another token (null: none at all). */
  call(method: Method, path: string, token?: string | null): Test;
}

export async function createAdminApp(): Promise<AdminApp> {
  const t = await createPayApp();
  const adminId = uniqueUserId();
  const adminToken = await idTokenWithClaims(adminId, { admin: true });
  const call = (method: Method, path: string, token: string | null = adminToken) => {
    const req = t.request()[method](path);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  return { t, adminId, adminToken, call };
}
