/**
 * POST /liff/session/verify with `landing` (docs/product/api.md#session-preload): the landing
 * screen's first GETs answered with the session, each exactly as the GET route answers the same
 * caller, and nothing a stranger or an unverified user could not read.
 */
import { LANDING_API } from '@common/landing';
import type { SessionVerifyResponse } from '@common/api';
import { describeApi, uniqueUserId } from '../support/harness';
import { makeUser, postJob, type Party } from '../marketplace/support';
import { createRoomApp, openRoom, say, type Deal, type RoomApp } from '../rooms/support';

describeApi('API: the landing screen preloaded with the session', () => {
  let t: RoomApp;
  let deal: Deal;
  let stranger: Party;
  beforeAll(async () => {
    t = await createRoomApp();
    deal = await openRoom(t);
    await postJob(deal.client, { title: '2件目の撮影' });
    await say(deal.worker, deal.roomId, 'よろしくお願いします');
    stranger = await makeUser(t, 'worker');
  });
  afterAll(() => t.cleanup());

  const verify = (uid: string, landing?: unknown) =>
    t
      .request()
      .post('/liff/session/verify')
      .send(landing === undefined ? { idToken: t.lineToken({ sub: uid }) } : { idToken: t.lineToken({ sub: uid }), landing });

  async function preloaded(p: Party, landing: string): Promise<Record<string, unknown> | undefined> {
    const res = await verify(p.uid, landing).expect(200);
    return (res.body as SessionVerifyResponse).preloaded;
  }

  /** Each preloaded answer is what GET of its path answers the same user. */
  async function expectSameAsGet(p: Party, answers: Record<string, unknown> | undefined, paths: string[]) {
    expect(Object.keys(answers ?? {}).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const res = await p.get(path).expect(200);
      expect(answers?.[path]).toEqual(res.body);
    }
  }

  it("a worker opening the root gets the badges and the open jobs' first page", async () => {
    const answers = await preloaded(deal.worker, '/');
    await expectSameAsGet(deal.worker, answers, [LANDING_API.badges, LANDING_API.openJobs]);
    expect((answers?.[LANDING_API.openJobs] as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('the open jobs page itself, but not its 応募した案件 tab', async () => {
    await expectSameAsGet(deal.worker, await preloaded(deal.worker, '/worker/projects'), [
      LANDING_API.badges,
      LANDING_API.openJobs,
    ]);
    expect(await preloaded(deal.worker, '/worker/projects?tab=applied')).toBeUndefined();
  });

  it("a client opening the root gets their published jobs' first page", async () => {
    const answers = await preloaded(deal.client, '/');
    await expectSameAsGet(deal.client, answers, [LANDING_API.badges, LANDING_API.clientJobs]);
    expect((answers?.[LANDING_API.clientJobs] as { items: unknown[] }).items).toHaveLength(2);
  });

  it('a contract opened by either party', async () => {
    for (const [p, side] of [
      [deal.worker, 'worker'],
      [deal.client, 'client'],
    ] as const) {
      const answers = await preloaded(p, `/${side}/project-managements/${deal.roomId}`);
      await expectSameAsGet(p, answers, [LANDING_API.badges, LANDING_API.contract(deal.roomId)]);
    }
  });

  it('a room opened by a party: the room and its latest messages, nothing marked read', async () => {
    const before = await deal.client.get(LANDING_API.badges).expect(200);
    const answers = await preloaded(deal.client, `/client/messages/${deal.roomId}`);
    await expectSameAsGet(deal.client, answers, [
      LANDING_API.badges,
      LANDING_API.room(deal.roomId),
      LANDING_API.roomMessages(deal.roomId),
    ]);
    expect((await deal.client.get(LANDING_API.badges).expect(200)).body).toEqual(before.body);
  });

  it("a stranger's contract or room: only the badges, never the other parties' data", async () => {
    for (const landing of [`/worker/project-managements/${deal.roomId}`, `/worker/messages/${deal.roomId}`]) {
      const answers = await preloaded(stranger, landing);
      expect(Object.keys(answers ?? {})).toEqual([LANDING_API.badges]);
    }
  });

  it("the other side's pages, list pages and unknown paths preload nothing", async () => {
    for (const landing of [
      '/client/products',
      '/worker/mypage',
      '/worker/project-managements/finish',
      '/worker/messages/completed',
      '/nowhere',
      '/?liff.state=%2Fworker%2Fmypage',
    ]) {
      expect(await preloaded(deal.worker, landing)).toBeUndefined();
    }
  });

  it('a user behind the gates (unverified or without a side) gets the session only', async () => {
    for (const kind of ['unverified', 'undecided'] as const) {
      const p = await makeUser(t, kind);
      expect(await preloaded(p, '/')).toBeUndefined();
    }
    const uid = uniqueUserId();
    const res = await verify(uid, '/worker/projects').expect(200);
    expect((res.body as SessionVerifyResponse).preloaded).toBeUndefined();
  });

  it('crafted landings are answered without preloading and without an error', async () => {
    for (const landing of [
      '/worker/project-managements/__proto__',
      '/worker/project-managements/%E0%A4%A',
      '/worker/project-managements/..%2Fx',
      `/worker/messages/${'a'.repeat(1500)}`,
      '//evil.example/worker/projects',
      'javascript:alert(1)',
      '',
    ]) {
      expect(await preloaded(deal.worker, landing)).toBeUndefined();
    }
  });

  it('refuses a landing that is not a string or is over 2,048 characters, and unknown fields', async () => {
    const uid = deal.worker.uid;
    for (const landing of [42, null, ['/'], { path: '/' }, `/${'a'.repeat(2048)}`]) {
      const res = await verify(uid, landing);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_argument');
    }
    await t
      .request()
      .post('/liff/session/verify')
      .send({ idToken: t.lineToken({ sub: uid }), landing: '/', extra: 1 })
      .expect(400);
  });
});
