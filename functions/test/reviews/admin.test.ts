/**
 * Hiding a review (docs/product/reviews.md#hiding): the admin claim only, an audit entry in the same
 * transaction (docs/product/admin.md#audit-log), out of the aggregates and the public list, 409 twice,
 * its author still reading it marked hidden.
 */
import type { PublicWorker } from '@common/marketplace';
import { REVIEW_MESSAGES } from '@common/reviews';
import type { AuditDoc } from '../../src/documents/auditLog';
import { describeApi } from '../support/harness';
import { createAdminApp, type AdminApp } from '../admin/support';
import { completedContract, listOf, party, stateOf, write } from './support';

describeApi('reviews: the operator hides one', () => {
  let a: AdminApp;

  beforeAll(async () => {
    a = await createAdminApp();
  }, 60_000);
  afterAll(() => a.t.close());

  test('hide: 401/403 for others, 404 unknown, then hidden with its audit entry, out of the summary; 409 again', async () => {
    const { t } = a;
    const [c, w] = await Promise.all([party(t, 'client', 'サロンX'), party(t, 'worker', '受注者X')]);
    const id = await completedContract(t, c, w);
    await write(c, id, 1, '不適切な表現を含む評価');
    await write(w, id, 5, 'ありがとうございました');
    const rid = `${id}_client`;
    expect(((await c.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker).reviews).toEqual({ average: 1, count: 1 });

    await a.call('post', `/admin/reviews/${rid}/hide`, null).send({ reason: '規約違反' }).expect(401);
    await a.call('post', `/admin/reviews/${rid}/hide`, c.idToken).send({ reason: '規約違反' }).expect(403);
    const unknown = await a.call('post', '/admin/reviews/nothing_client/hide').send({ reason: '規約違反' }).expect(404);
    expect(unknown.body.error.message).toBe(REVIEW_MESSAGES.notFound);
    await a.call('post', `/admin/reviews/${rid}/hide`).send({ reason: '' }).expect(400);
    await a.call('post', `/admin/reviews/${rid}/hide`).send({ reason: 'x', extra: 1 }).expect(400);

    const done = await a.call('post', `/admin/reviews/${rid}/hide`).send({ reason: '  規約違反の表現  ' }).expect(200);
    expect(done.body).toEqual({ id: rid, hidden: true, moderation: { reason: '規約違反の表現', at: expect.any(String) } });
    const entries = (await t.store.query<AuditDoc>('auditLog', { where: [['targetId', '==', rid]] })).map((d) => d.data);
    expect(entries).toEqual([
      expect.objectContaining({
        adminId: a.adminId,
        action: 'review.hide',
        target: { kind: 'review', id: rid },
        reason: '規約違反の表現',
        before: { state: 'visible', rating: 1, contractId: id },
        after: { state: 'hidden' },
      }),
    ]);
    // Out of every aggregate and list; the subject no longer reads it; its author does, marked hidden.
    expect(((await c.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker).reviews).toBeUndefined();
    const list = await listOf(w, w.uid, 'worker');
    expect(list.summary).toEqual({ average: null, count: 0, completedContracts: 1 });
    expect(list.items).toEqual([]);
    expect((await stateOf(w, id)).theirs).toBeNull();
    expect((await stateOf(c, id)).mine).toMatchObject({ hidden: true, visible: false });
    // The audit log lists it under its action.
    const log = await a.call('get', '/admin/audit?action=review.hide').expect(200);
    expect(log.body.items.map((e: { target: { id: string } }) => e.target.id)).toContain(rid);

    const again = await a.call('post', `/admin/reviews/${rid}/hide`).send({ reason: '規約違反' }).expect(409);
    expect(again.body.error.message).toBe(REVIEW_MESSAGES.alreadyHidden);
    // Parallel hides of another: one 200.
    const rid2 = `${id}_worker`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => a.call('post', `/admin/reviews/${rid2}/hide`).send({ reason: '確認のため' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await t.store.query<AuditDoc>('auditLog', { where: [['targetId', '==', rid2]] })).length).toBe(1);
    expect((await listOf(c, c.uid, 'client')).summary.count).toBe(0);
  });

  test('no edit: PUT and PATCH of a review are not routes', async () => {
    const { t } = a;
    const [c, w] = await Promise.all([party(t, 'client', 'サロンY'), party(t, 'worker', '受注者Y')]);
    const id = await completedContract(t, c, w);
    await write(c, id);
    for (const method of ['put', 'patch', 'delete'] as const) {
      const agent = t.request();
      await agent[method](`/liff/contracts/${id}/review`)
        .set('Authorization', `Bearer ${c.idToken}`)
        .send({ rating: 1 })
        .expect(404);
    }
  });
});
