/**
 * Worker approval from the user's side (docs/product/admin.md#worker-approval): a request, the admin's
 * approval, the session and the worker onboarding's save; a decline with its reason and a new request;
 * a revocation that refuses new work but lets an open contract finish and be paid.
 */
import type { SessionPayload } from '@common/api';
import type { WorkerAccess } from '@common/workerAccess';
import { describeApi } from '../support/harness';
import { paidContract, payoutAccount, transfersOf } from '../payments/support';
import { createWorkerAccessApp, REQUEST, type WorkerAccessApp } from './support';

const workerProfile = {
  name: '佐藤 光',
  sex: 'female',
  birthYear: 1992,
  birthMonth: 2,
  birthDate: 3,
  classify: 'individual',
  occupation: 'カメラマン',
  skills: ['人物撮影'],
  detail: 'サロン撮影が得意です。',
};

describeApi('worker access: the user side', () => {
  let w: WorkerAccessApp;
  beforeAll(async () => {
    w = await createWorkerAccessApp();
  }, 60_000);
  afterAll(() => w.t.close());

  it('request -> approve -> the session says isWorker -> the worker profile can be saved', async () => {
    const user = await w.noSide();
    expect((await user.get('/liff/worker-access').expect(200)).body).toEqual({ status: 'none' });
    expect(((await user.get('/liff/session').expect(200)).body as SessionPayload).workerAccess).toBe('none');
    // Not allowed yet.
    await w.t.as(user.idToken).put('/liff/profiles/worker', workerProfile).expect(403);

    const created = (await user.post('/liff/worker-access', REQUEST).expect(201)).body as WorkerAccess;
    expect(created).toMatchObject({ status: 'pending', ...REQUEST });
    expect(typeof created.requestedAt).toBe('string');
    expect(((await user.get('/liff/session').expect(200)).body as SessionPayload).workerAccess).toBe('pending');

    const approved = await w.call('post', `/admin/worker-requests/${user.uid}/approve`).send({}).expect(200);
    expect(approved.body).toMatchObject({ userId: user.uid, status: 'approved', decidedBy: w.adminId, declineReason: null });

    const session = (await user.get('/liff/session').expect(200)).body as SessionPayload;
    expect(session.user.isWorker).toBe(true);
    expect(session.workerAccess).toBe('approved');
    expect((await user.get('/liff/worker-access').expect(200)).body).toMatchObject({ status: 'approved', ...REQUEST });

    const [notice] = await w.noticesOf(user.uid);
    expect(notice).toMatchObject({ kind: 'worker_access', title: '受注者としての利用が承認されました', path: '/' });
    expect(notice.body).toContain('受注者側');

    await w.t.as(user.idToken).put('/liff/profiles/worker', workerProfile).expect(200);
    // A worker asks no more.
    const again = await user.post('/liff/worker-access', REQUEST).expect(409);
    expect(again.body.error.message).toBe('すでに受注者として利用できます');
  });

  it('a decline shows its reason to the user, who may ask again', async () => {
    const user = await w.t.user('client');
    await user.post('/liff/worker-access', REQUEST).expect(201);
    const reason = 'ポートフォリオのリンクが開けませんでした';
    await w.call('post', `/admin/worker-requests/${user.uid}/decline`).send({ reason }).expect(200);

    const seen = (await user.get('/liff/worker-access').expect(200)).body as WorkerAccess;
    expect(seen).toMatchObject({ status: 'declined', declineReason: reason });
    expect(typeof seen.decidedAt).toBe('string');
    expect(await w.isWorker(user.uid)).toBe(false);
    const [notice] = await w.noticesOf(user.uid);
    expect(notice).toMatchObject({
      kind: 'worker_access',
      title: '受注者の利用申請を見送りました',
      path: '/client/mypage/worker-access',
    });
    expect(notice.body).toContain(reason);

    // Again, with a new link: pending once more, the old decision gone.
    const link = 'https://photo-sato.example.jp/works';
    const reopened = (await user.post('/liff/worker-access', { ...REQUEST, link }).expect(201)).body as WorkerAccess;
    expect(reopened).toMatchObject({ status: 'pending', link });
    expect(reopened.declineReason).toBeUndefined();
    await w.call('post', `/admin/worker-requests/${user.uid}/approve`).expect(200);
    expect(await w.isWorker(user.uid)).toBe(true);
  });

  it('a repeated request while pending answers the same request; another one is a 409; ten at once make one', async () => {
    const user = await w.noSide();
    const answers = await Promise.all(Array.from({ length: 10 }, () => user.post('/liff/worker-access', REQUEST)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const first = await w.requestOf(user.uid);
    expect(first).toMatchObject({ status: 'pending', ...REQUEST });
    const other = await user.post('/liff/worker-access', { ...REQUEST, introduction: '別の自己紹介です' }).expect(409);
    expect(other.body.error.message).toBe('申請はすでに受け付けています。運営の確認をお待ちください');
    expect(await w.requestOf(user.uid)).toEqual(first);
    expect(await w.auditOf(user.uid)).toHaveLength(0);
  });

  it('a link without https:// is stored with it', async () => {
    const user = await w.noSide();
    const res = await user.post('/liff/worker-access', { ...REQUEST, link: 'instagram.com/photo.sato' }).expect(201);
    expect(res.body.link).toBe('https://instagram.com/photo.sato');
  });

  it('bad bodies are 400 and change nothing', async () => {
    const user = await w.noSide();
    const bad: [object, string][] = [
      [{ ...REQUEST, occupation: '料理人' }, 'occupation'],
      [{ ...REQUEST, occupation: 1 }, 'occupation'],
      [{ ...REQUEST, introduction: '' }, 'introduction'],
      [{ ...REQUEST, introduction: 'あ'.repeat(501) }, 'introduction'],
      [{ ...REQUEST, link: 'javascript:alert(1)' }, 'link'],
      [{ ...REQUEST, link: 'ftp://example.com/a' }, 'link'],
      [{ ...REQUEST, link: `https://example.com/${'a'.repeat(300)}` }, 'link'],
      [{ occupation: REQUEST.occupation, introduction: REQUEST.introduction }, 'link'],
      [{ ...REQUEST, extra: 1 }, '_'],
    ];
    for (const [body, field] of bad) {
      const res = await user.post('/liff/worker-access', body).expect(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
    const proto = await w.t
      .request()
      .post('/liff/worker-access')
      .set('Authorization', `Bearer ${user.idToken}`)
      .set('content-type', 'application/json')
      .send(`{"__proto__":{"x":1},"occupation":"カメラマン","introduction":"a","link":"https://a.jp"}`);
    expect(proto.status).toBe(400);
    await user.post('/liff/worker-access', ['x']).expect(400);
    expect(await w.requestOf(user.uid)).toBeNull();
  });

  it('anonymous 401, unverified 403', async () => {
    await w.t.request().get('/liff/worker-access').expect(401);
    await w.t.request().post('/liff/worker-access').send(REQUEST).expect(401);
    const unverified = await w.t.user('unverified');
    await unverified.get('/liff/worker-access').expect(403);
    await unverified.post('/liff/worker-access', REQUEST).expect(403);
    expect(await w.requestOf(unverified.uid)).toBeNull();
  });

  it('a revoked worker can no longer apply or list, but finishes her open contract and is paid', async () => {
    const client = await w.t.user('client');
    const worker = await w.t.user('worker');
    await payoutAccount(w.t, worker);
    const id = await paidContract(w.t, client, worker);

    const reason = '規約違反の報告があったため';
    const res = await w.call('post', `/admin/users/${worker.uid}/revoke-worker`).send({ reason }).expect(200);
    expect(res.body).toMatchObject({ userId: worker.uid, status: 'revoked', declineReason: reason, occupation: null });
    expect(await w.isWorker(worker.uid)).toBe(false);
    expect((await worker.get('/liff/worker-access').expect(200)).body).toMatchObject({
      status: 'revoked',
      declineReason: reason,
    });
    const notices = (await w.noticesOf(worker.uid)).filter((n) => n.kind === 'worker_access');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: '受注者としての利用を停止しました', path: '/worker/mypage' });
    expect(notices[0].body).toContain(reason);

    // New work is refused.
    await worker.post('/liff/jobs/anyjob/applications', { message: '応募します' }).expect(403);
    await worker.post('/liff/listings', {}).expect(403);

    // The open contract goes on: listed, delivered, accepted and paid.
    const list = await worker.get('/liff/contracts?state=ongoing').expect(200);
    expect(list.body.items.map((c: { id: string }) => c.id)).toContain(id);
    await worker.post(`/liff/rooms/${id}/messages`, { text: '明日お伺いします' }).expect(201);
    await worker.post(`/liff/contracts/${id}/deliver`, { message: '納品します。ご確認ください' }).expect(200);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    await w.t.stripe.flush();
    expect(await transfersOf(w.t, id)).toHaveLength(1);
    await worker.get('/liff/worker/rewards').expect(200);

    // A second revocation: not a worker any more.
    await w.call('post', `/admin/users/${worker.uid}/revoke-worker`).send({ reason }).expect(409);
    // She may ask again.
    await worker.post('/liff/worker-access', REQUEST).expect(201);
  });
});
