/**
 * The local side of the notification loop (docs/product/admin.md#local-operator-pages): the LINE
 * stand-in keeps its pushes in the store (_lineLocal, one per retry key, across restarts), the
 * local outbox pushes queued notices, the local page shows what a demo user received as LINE would,
 * and `npm run admin:grant` sets the admin claim in the Auth emulator.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LOCAL_PUSHES, LocalLine } from '../../src/adapters/line/local';
import { MemoryStore } from '../../src/adapters/store/memory';
import { newUserDoc, userPath } from '../../src/documents/users';
import { noticeMessage } from '../../src/features/notices/templates';
import { localLinePushRoutes } from '../../src/local/linePushes';
import { startLocalOutbox } from '../../src/local/outbox';
import { AUTH_EMULATOR_HOST, PROJECT_ID, describeApi, uniqueUserId } from '../support/harness';
import { createPayApp } from '../payments/support';
import { queue } from './support';

const LIFF = 'https://liff.line.me/2000000000-salonwks';
const WEB = 'http://127.0.0.1:5173';
const KEY = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('LocalLine with a store', () => {
  it('records each push in _lineLocal/{retryKey}; the same key again, even after a restart, is a duplicate', async () => {
    const store = new MemoryStore();
    const at = new Date('2030-01-01T00:00:00Z');
    const line = new LocalLine('ch', 'secret', { store, now: () => at });
    const messages = [{ type: 'text' as const, text: 'こんにちは' }];
    expect(await line.push('Udemo-a', messages, KEY(1))).toEqual({ outcome: 'sent' });
    expect(await line.push('Udemo-a', messages, KEY(1))).toEqual({ outcome: 'duplicate' });
    expect(await store.get(`${LOCAL_PUSHES}/${KEY(1)}`)).toEqual({
      id: KEY(1),
      userId: 'Udemo-a',
      messages,
      retryKey: KEY(1),
      at,
    });

    const restarted = new LocalLine('ch', 'secret');
    restarted.recordTo(store);
    expect(await restarted.push('Udemo-a', messages, KEY(1))).toEqual({ outcome: 'duplicate' });
    expect(await restarted.push('Udemo-a', messages, KEY(2))).toEqual({ outcome: 'sent' });
    expect(restarted.pushes.map((p) => p.retryKey)).toEqual([KEY(2)]);
    expect((await store.query(LOCAL_PUSHES)).map((d) => d.id).sort()).toEqual([KEY(1), KEY(2)]);
  });

  it('parallel pushes with one key: one recorded', async () => {
    const store = new MemoryStore();
    const lines = [new LocalLine('ch', 's', { store }), new LocalLine('ch', 's', { store })];
    const results = await Promise.all([0, 1, 0, 1].map((i) => lines[i].push('Udemo-a', [{ type: 'text', text: 'x' }], KEY(3))));
    expect(results.filter((r) => r.outcome === 'sent')).toHaveLength(1);
    expect(await store.query(LOCAL_PUSHES)).toHaveLength(1);
  });
});

describe('local page: /_local/line/pushes', () => {
  const store = new MemoryStore();
  const line = new LocalLine('ch', 'secret', { store });
  const app = request(express().use(localLinePushRoutes(store, { liffUrl: LIFF, webOrigin: WEB })));
  const uid = 'Udemo-worker-sato';

  beforeAll(async () => {
    await store.set(userPath(uid), { ...newUserDoc(uid, { displayName: '佐藤 カメラ', pictureUrl: '' }, new Date()) });
    const n = (title: string, amount?: number) => ({
      kind: 'payment_held' as const,
      title,
      body: '「ヘアカタログ撮影」',
      path: '/worker/project-managements/c1',
      ...(amount ? { amount } : {}),
    });
    await line.push(uid, [noticeMessage(n('採用されました', 30000), LIFF)], KEY(10));
    await line.push(uid, [noticeMessage(n('<script>alert(1)</script> 届きました'), LIFF)], KEY(11));
    await line.push('Udemo-client-lumiere', [{ type: 'text', text: 'テキスト' }], KEY(12));
  });

  it('the index lists the users who received pushes, with their names and counts', async () => {
    const res = await app.get('/_local/line/pushes').expect(200).expect('content-type', /html/);
    expect(res.text).toContain('<html lang="ja">');
    expect(res.text).toContain('width=device-width');
    expect(res.text).toContain('佐藤 カメラ');
    expect(res.text).toContain('2件');
    expect(res.text).toContain(`href="/_local/line/pushes?user=${uid}"`);
    expect(res.text).toContain('Udemo-client-lumiere');
  });

  it("a user's chat: bubbles as LINE draws them, oldest first, escaped, the button into the local app as that user", async () => {
    const res = await app.get(`/_local/line/pushes?user=${uid}`).expect(200);
    const html = res.text;
    expect(html.indexOf('採用されました')).toBeLessThan(html.indexOf('届きました'));
    expect(html).toContain('30,000円');
    expect(html).toContain('契約を確認する');
    expect(html).toContain(`href="${WEB}/worker/project-managements/c1?mockUser=${uid}"`);
    expect(html).toContain(`${LIFF}/worker/project-managements/c1`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 届きました');
    expect(html).toContain(KEY(10));
    expect(html).toContain('min-height: 44px');
  });

  it('a user without pushes, a malformed user, and the JSON', async () => {
    expect((await app.get('/_local/line/pushes?user=Udemo-nobody').expect(200)).text).toContain('まだありません');
    await app.get('/_local/line/pushes?user=..%2Fx').expect(404);
    const json = await app.get(`/_local/line/pushes.json?user=${uid}`).expect(200);
    expect(json.body.pushes.map((p: { retryKey: string }) => p.retryKey)).toEqual([KEY(10), KEY(11)]);
    expect((await app.get('/_local/line/pushes.json?user=a/b').expect(200)).body).toEqual({ pushes: [] });
  });
});

describeApi('local outbox and admin:grant', () => {
  it('the local outbox pushes queued notices on its own', async () => {
    const t = await createPayApp();
    const stop = startLocalOutbox(t.deps, t.config, 20);
    try {
      const worker = await t.user('worker');
      const n = await queue(t, worker.uid);
      for (let i = 0; i < 100 && !t.line.pushes.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(t.line.pushes.map((p) => p.retryKey)).toEqual([n.push.retryKey]);
    } finally {
      stop();
      await t.close();
    }
  });

  it('npm run admin:grant -- <uid> sets the admin claim in the Auth emulator; --revoke takes it back', async () => {
    const uid = uniqueUserId();
    const run = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'src/local/grantAdmin.ts', ...args], {
        cwd: join(__dirname, '..', '..'),
        env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST, GCLOUD_PROJECT: PROJECT_ID },
        encoding: 'utf8',
      });
    const auth = getAuth(getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID }));
    const granted = run(uid);
    expect([granted.status, granted.stdout]).toEqual([0, expect.stringContaining(`granted admin to ${uid}`)]);
    expect((await auth.getUser(uid)).customClaims).toEqual({ admin: true });
    const revoked = run(uid, '--revoke');
    expect(revoked.status).toBe(0);
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
    expect(run().status).toBe(2);
    expect(run('bad/uid').status).toBe(2);
  }, 60_000);
});
