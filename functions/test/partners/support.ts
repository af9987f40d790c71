/**
 * What the partner directory tests start from (docs/product/admin.md#partner-directory): the app over
 * HTTP with the store-backed directory, an admin token (the `admin` claim minted in the Auth emulator),
 * and helpers to preview, apply, read the directory as verification sees it, and count audit entries.
 */
import type { Test } from 'supertest';
import type { PartnerImportPreview, PartnerPage } from '@common/partners';
import { createTestApp, idTokenWithClaims, uniqueUserId, type TestApp } from '../support/harness';

export interface PartnerApp {
  t: TestApp;
  adminId: string;
  adminToken: string;
  /** A request as the admin (or with another token; null: none). */
  call(method: 'get' | 'post' | 'put' | 'delete', path: string, token?: string | null): Test;
  preview(csv: string): Promise<PartnerImportPreview>;
  /** Preview then apply: the directory becomes the file. */
  replace(csv: string): Promise<void>;
  list(query?: string): Promise<PartnerPage>;
  /** Every account of the directory consulted now, as email -> companyName. */
  directory(): Promise<Record<string, string>>;
  auditCount(action?: string): Promise<number>;
  /** POST /liff/salon/verify as a new user: 'code_sent' on a match, else the error code. */
  verify(email: string, salonDisplayName: string): Promise<string>;
}

export const csv = (...lines: string[]) => ['email,companyName', ...lines].join('\n');

export async function createPartnerApp(): Promise<PartnerApp> {
  const t = await createTestApp();
  const adminId = uniqueUserId();
  const adminToken = await idTokenWithClaims(adminId, { admin: true });
  const call: PartnerApp['call'] = (method, path, token = adminToken) => {
    const req = t.request()[method](path);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const list = async (query = '') => (await call('get', `/admin/partners${query}`).expect(200)).body as PartnerPage;
  const app: PartnerApp = {
    t,
    adminId,
    adminToken,
    call,
    async preview(text) {
      return (await call('post', '/admin/partners/import/preview').send({ csv: text }).expect(200)).body as PartnerImportPreview;
    },
    async replace(text) {
      const { token } = await app.preview(text);
      expect(token).toEqual(expect.any(String));
      await call('post', '/admin/partners/import/apply').send({ token }).expect(200);
    },
    list,
    async directory() {
      const out: Record<string, string> = {};
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: PartnerPage = await list(cursor ? `?cursor=${cursor}` : '');
        for (const e of page.items) out[e.email] = e.companyName;
        cursor = page.nextCursor;
      }
      return out;
    },
    async auditCount(action) {
      const all = await t.store.query<{ action: string }>('auditLog');
      return all.filter((d) => !action || d.data.action === action).length;
    },
    async verify(email, salonDisplayName) {
      // An hour on: the address's limit of 5 codes an hour never decides these checks.
      t.clock.advance(61 * 60 * 1000);
      const user = await t.signIn();
      const res = await user.post('/liff/salon/verify', { email, salonDisplayName });
      if (res.status === 200) return (res.body as { status: string }).status;
      return (res.body as { error: { code: string } }).error.code;
    },
  };
  return app;
}
