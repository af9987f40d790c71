/**
 * Helpers of the notification tests on top of payments/support.ts (the app with the local
 * Stripe stand-in, users written into the store, paid contracts): the outbox as stored, the
 * dispatcher as the local server runs it, and notices queued directly for dispatcher-only tests.
 */
import type { Contract, Job } from '@common/marketplace';
import type { NoticeKind } from '@common/notices';
import type { Deps } from '../../src/ports';
import { notify, type NoticeInput, type NotificationDoc } from '../../src/documents/notifications';
import { dispatchPending, type DispatchReport } from '../../src/features/notices/dispatch';
import { jobInput } from '../marketplace/support';
import type { Caller, PayApp } from '../payments/support';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** Every notice in the store (the outbox), oldest first. */
export async function outbox(t: PayApp): Promise<NotificationDoc[]> {
  const docs = await t.store.query<NotificationDoc>('notifications', { orderBy: [['createdAt', 'asc']] });
  return docs.map((d) => d.data);
}

/** One user's notices, oldest first. */
export async function noticesFor(t: PayApp, uid: string): Promise<NotificationDoc[]> {
  return (await outbox(t)).filter((n) => n.userId === uid);
}

export const noticeDoc = (t: PayApp, id: string) => t.store.get<NotificationDoc>(`notifications/${id}`);

/** The dispatcher's sweep, as the local server and the production schedule run it. */
export const dispatch = (t: PayApp, deps: Partial<Deps> = {}): Promise<DispatchReport> =>
  dispatchPending({ ...t.deps, ...deps }, t.config.notify);

/** Queues one notice in its own transaction, as an event would. */
export async function queue(t: PayApp, userId: string, o: Partial<NoticeInput> = {}): Promise<NotificationDoc> {
  const input: NoticeInput = {
    userId,
    kind: 'delivered' as NoticeKind,
    title: '納品されました。内容をご確認ください',
    body: '「ヘアカタログ撮影」',
    path: '/client/project-managements/c1',
    ...o,
  };
  return t.store.runTransaction(async (tx) => notify(t.deps, tx, input, t.clock.now()));
}

/** The LINE pushes one user received from the local stand-in. */
export const pushesTo = (t: PayApp, uid: string) => t.line.pushes.filter((p) => p.userId === uid);

/** A published job of the client (capacity places). */
export async function postJob(client: Caller, capacity = 1, reward = 30000): Promise<Job> {
  const res = await client.post('/liff/jobs', jobInput({ capacity, reward }));
  if (res.status !== 201) throw new Error(`post job failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Job;
}

export async function apply(worker: Caller, jobId: string): Promise<void> {
  const res = await worker.post(`/liff/jobs/${jobId}/applications`, { message: 'よろしくお願いします' });
  if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Accepts the worker's application; answers the new contract's id. */
export async function accept(client: Caller, jobId: string, workerId: string): Promise<string> {
  const res = await client.post(`/liff/jobs/${jobId}/applications/${workerId}/accept`);
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as Contract).id;
}
