/**
 * What a suspended user is told and what they may still call (docs/product/admin.md#suspension,
 * docs/product/notifications.md#account-notices): the suspension's and the reinstatement's notices are
 * queued in their own transactions and pushed to LINE once, even to a suspended user and even when the
 * step is sent ten times at once; お知らせ answers 403 until reinstated; salon verification and
 * get-connect-status refuse a suspended account with the same 403 and work again once reinstated.
 */
import type { Notice } from '@common/notices';
import type { Page } from '@common/marketplace';
import type { LineFlexMessage } from '../../src/ports';
import { LocalMailbox } from '../../src/adapters/email/local';
import type { NotificationDoc } from '../../src/documents/notifications';
import { userPath, type UserDoc } from '../../src/documents/users';
import { ASK_THE_DESK, NOTICE_REASON_MAX, REINSTATED_TITLE, SUSPENDED_TITLE } from '../../src/features/accounts/notices';
import { describeApi } from '../support/harness';
import { jobInput, listingInput } from '../marketplace/support';
import { dispatch, noticesFor, pushesTo } from '../notices/support';
import type { Caller, PayApp } from '../payments/support';
import { createAdminApp, type AdminApp } from '../admin/support';

const SUSPENDED = 'このアカウントは利用を停止されています。お問い合わせ窓口までご連絡ください';
const REASON = '利用規約に反する連絡先の交換が確認されたため';
const STILL_STOPPED_JOBS = '利用停止の際に掲載を停止した案件は停止中のままです';
const STILL_STOPPED_LISTINGS = '利用停止の際に掲載を停止した出品は停止中のままです';
const PARTNER = { email: 'owner@suspended-salon.example.jp', companyName: 'Hair Salon サスペンド' };
const codeIn = (text: string) => /認証コード: (\d{6})/.exec(text)?.[1] ?? '';

describeApi('admin users: what a suspended user is told, and what they may call', () => {
  let t: PayApp;
  let asAdmin: AdminApp['call'];

  beforeEach(async () => {
    ({ t, call: asAdmin } = await createAdminApp());
  }, 60_000);
  afterEach(() => t.close());

  const suspend = (uid: string, reason = REASON) => asAdmin('post', `/admin/users/${uid}/suspend`).send({ reason });
  const reinstate = (uid: string) => asAdmin('post', `/admin/users/${uid}/reinstate`).send({ reason: '本人確認が取れたため' });
  const ofKind = async (uid: string, kind: NotificationDoc['kind']) => (await noticesFor(t, uid)).filter((n) => n.kind === kind);
  /** The pushes of one user with this title (the Flex message's altText). */
  const pushed = (uid: string, title: string) =>
    pushesTo(t, uid).filter((p) => p.messages.some((m) => (m as LineFlexMessage).altText === title));
  const refused = (res: { status: number; body: { error?: { message?: string } } }) => [res.status, res.body.error?.message];

  it('tells the user of the suspension with the reason, pushed to LINE; お知らせ is refused until reinstated', async () => {
    const client = await t.user('client');
    await client.post('/liff/jobs', jobInput()).expect(201);
    await suspend(client.uid).expect(200);

    const [notice] = await ofKind(client.uid, 'account_suspended');
    expect(notice).toMatchObject({
      title: SUSPENDED_TITLE,
      path: '/client/mypage/notice',
      contractId: null,
      readAt: null,
      push: { status: 'pending' },
    });
    expect(notice.body.split('\n')).toEqual([
      `理由：${REASON}`,
      '停止中は案件・契約・メッセージなど、アプリのすべての機能をご利用いただけません。',
      '募集中の案件は掲載を停止しました。',
      '進行中の契約についてのお知らせは、引き続きLINEでお送りします。',
      ASK_THE_DESK,
    ]);

    // The dispatcher pushes to the suspended user: LINE is where they learn of it.
    const report = await dispatch(t);
    expect(report.sent).toContain(notice.id);
    const [push] = pushed(client.uid, SUSPENDED_TITLE);
    expect(push).toBeDefined();
    const bubble = JSON.stringify(push.messages);
    expect(bubble).toContain(REASON);
    expect(bubble).toContain(ASK_THE_DESK);
    expect(bubble).toContain('詳細を見る');

    // Their own お知らせ answers 403 while suspended.
    expect(refused(await client.get('/liff/notices'))).toEqual([403, SUSPENDED]);
    expect(refused(await client.post('/liff/notices/read', {}))).toEqual([403, SUSPENDED]);

    await reinstate(client.uid).expect(200);
    const [back] = await ofKind(client.uid, 'account_reinstated');
    expect(back).toMatchObject({ title: REINSTATED_TITLE, path: '/client/products/stop', push: { status: 'pending' } });
    expect(back.body).toContain(STILL_STOPPED_JOBS);
    expect(back.body).toContain('それぞれの案件の画面から再開してください');
    expect(back.body).not.toContain(STILL_STOPPED_LISTINGS);
    await dispatch(t);
    expect(pushed(client.uid, REINSTATED_TITLE)).toHaveLength(1);
    expect(pushed(client.uid, SUSPENDED_TITLE)).toHaveLength(1);

    // Reinstated: お知らせ reads both.
    const list = (await client.get('/liff/notices').expect(200)).body as Page<Notice>;
    expect(list.items.map((n) => n.kind)).toEqual(expect.arrayContaining(['account_suspended', 'account_reinstated']));
  });

  it('ten parallel suspends: one suspension, one notice, one push; ten parallel reinstates alike', async () => {
    const worker = await t.user('worker');
    await worker.post('/liff/listings', listingInput()).expect(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => suspend(worker.uid)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const notices = await ofKind(worker.uid, 'account_suspended');
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain('公開中の出品は掲載を停止しました。');
    expect(notices[0].path).toBe('/worker/mypage/notice');
    // Two sweeps at once, then another: one push.
    await Promise.all([dispatch(t), dispatch(t)]);
    await dispatch(t);
    expect(pushed(worker.uid, SUSPENDED_TITLE)).toHaveLength(1);

    const back = await Promise.all(Array.from({ length: 10 }, () => reinstate(worker.uid)));
    expect(back.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const reinstated = await ofKind(worker.uid, 'account_reinstated');
    expect(reinstated).toHaveLength(1);
    expect(reinstated[0]).toMatchObject({ path: '/worker/products/stop' });
    expect(reinstated[0].body).toContain(STILL_STOPPED_LISTINGS);
    await Promise.all([dispatch(t), dispatch(t)]);
    expect(pushed(worker.uid, REINSTATED_TITLE)).toHaveLength(1);
  });

  it('a long reason is cut in the notice so the push keeps the contact line; what a moderation stopped is not promised back', async () => {
    const client = await t.user('client');
    const job = (await client.post('/liff/jobs', jobInput()).expect(201)).body.id as string;
    const long = 'あ'.repeat(500);
    await suspend(client.uid, long).expect(200);
    const [notice] = await ofKind(client.uid, 'account_suspended');
    const reasonLine = notice.body.split('\n')[0];
    expect([...reasonLine.slice('理由：'.length)]).toHaveLength(NOTICE_REASON_MAX);
    expect(reasonLine.endsWith('…')).toBe(true);
    await dispatch(t);
    expect(JSON.stringify(pushed(client.uid, SUSPENDED_TITLE)[0].messages)).toContain(ASK_THE_DESK);

    // An admin also stops the job: reinstating cannot let its owner reopen it, so the notice says nothing of it.
    await asAdmin('post', `/admin/jobs/${job}/stop`).send({ reason: '掲載内容の確認のため' }).expect(200);
    await reinstate(client.uid).expect(200);
    const [back] = await ofKind(client.uid, 'account_reinstated');
    expect(back.body).not.toContain(STILL_STOPPED_JOBS);
    expect(back.path).toBe('/client/mypage/notice');
  });

  it('a user without a side is told too; the notices open the app top', async () => {
    const unverified = await t.user('unverified');
    await suspend(unverified.uid).expect(200);
    await reinstate(unverified.uid).expect(200);
    const notices = await noticesFor(t, unverified.uid);
    expect(notices.map((n) => [n.kind, n.path])).toEqual([
      ['account_suspended', '/'],
      ['account_reinstated', '/'],
    ]);
    expect(notices[0].body).not.toContain('掲載を停止しました');
    await dispatch(t);
    expect(pushesTo(t, unverified.uid)).toHaveLength(2);
  });

  describe('salon verification and get-connect-status', () => {
    const salonCalls = (who: Caller, body: object = { email: PARTNER.email, salonDisplayName: PARTNER.companyName }) =>
      [
        ['POST /liff/salon/verify', () => who.post('/liff/salon/verify', body)],
        ['POST /liff/salon/verify (a bad body)', () => who.post('/liff/salon/verify', { email: 1, extra: true })],
        ['POST /liff/salon/verify-code', () => who.post('/liff/salon/verify-code', { code: '123456' })],
        ['POST /liff/salon/verify-code (a bad body)', () => who.post('/liff/salon/verify-code', { code: 'x' })],
        ['POST /liff/salon/resend-code', () => who.post('/liff/salon/resend-code')],
        ['POST /liff/stripe/get-connect-status', () => who.post('/liff/stripe/get-connect-status')],
        ['POST /liff/stripe/get-connect-status (a body)', () => who.post('/liff/stripe/get-connect-status', { a: 1 })],
      ] as const;

    const mailsTo = async (email: string) => new LocalMailbox(t.store).list({ to: email });

    it.each(['client', 'unverified'] as const)(
      'a suspended %s user is refused with 403 before the limits and the body; reinstated, verification works again',
      async (kind) => {
        await t.addPartner(PARTNER.email, PARTNER.companyName);
        const user = await t.user(kind);
        await suspend(user.uid).expect(200);
        for (const [name, send] of salonCalls(user)) {
          const res = await send();
          expect([name, ...refused(res)]).toEqual([name, 403, SUSPENDED]);
        }
        // Nothing was counted, mailed or stored.
        expect(await mailsTo(PARTNER.email)).toEqual([]);
        expect(await t.store.get(`verificationCodes/${user.uid}`)).toBeNull();
        expect(await t.store.get(`rateLimits/salonVerify_${user.uid}`)).toBeNull();

        await reinstate(user.uid).expect(200);
        const sent = await user
          .post('/liff/salon/verify', { email: PARTNER.email, salonDisplayName: PARTNER.companyName })
          .expect(200);
        expect(sent.body).toMatchObject({ status: 'code_sent' });
        t.clock.advance(61_000);
        await user.post('/liff/salon/resend-code').expect(200);
        const [latest] = await mailsTo(PARTNER.email);
        await user.post('/liff/salon/verify-code', { code: codeIn(latest.text) }).expect(200);
        expect((await t.store.get<UserDoc>(userPath(user.uid)))?.isActive).toBe(true);
        const status = await user.post('/liff/stripe/get-connect-status').expect(200);
        expect(status.body).toEqual({ status: 'none', detailsSubmitted: false, payoutsEnabled: false, requirementsDue: [] });
      },
    );
  });
});
