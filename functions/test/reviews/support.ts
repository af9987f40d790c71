/**
 * Helpers of the review tests (docs/product/reviews.md) on top of payments/support.ts: users with their
 * side's profile (the aggregate and the public names live there), and deals that ended as each rule needs.
 */
import type { ContractReview, Review, UserReviews } from '@common/reviews';
import { profilePath } from '../../src/documents/profiles';
import { createPayApp, paidContract, type Caller, type PayApp } from '../payments/support';

export { createPayApp, type Caller, type PayApp };
export const DAY_MS = 86_400_000;

/** A verified user of the side with a saved profile named `name`. */
export async function party(t: PayApp, side: 'client' | 'worker', name: string): Promise<Caller> {
  const caller = await t.user(side);
  const now = t.clock.now();
  const base = { type: side, classify: 'individual', userId: caller.uid, name, detail: '', createdAt: now, updatedAt: now };
  const worker = {
    sex: 'female',
    birthYear: 1990,
    birthMonth: 1,
    birthDate: 1,
    occupation: 'カメラマン',
    occupationDetails: [],
    skills: [],
    portfolios: [],
  };
  await t.store.set(profilePath(caller.uid, side), side === 'worker' ? { ...base, ...worker } : base);
  return caller;
}

/** A contract completed by the client's 検収 over HTTP (delivered, then complete-process). */
export async function completedContract(t: PayApp, client: Caller, worker: Caller): Promise<string> {
  const id = await t.contract(client, worker, 'delivered');
  const res = await client.post('/liff/project/complete-process', { contractId: id });
  if (res.status !== 200) throw new Error(`complete-process answered ${res.status}: ${JSON.stringify(res.body)}`);
  return id;
}

/** A contract paid, then cancelled at `asker`'s request with the other's consent, refunded (cancelled). */
export async function refundedContract(t: PayApp, client: Caller, worker: Caller, asker: 'client' | 'worker'): Promise<string> {
  const id = await paidContract(t, client, worker);
  const [ask, answer] = asker === 'client' ? [client, worker] : [worker, client];
  const req = await ask.post(`/liff/contracts/${id}/request-cancel`, { reason: '都合により対応できません' });
  if (req.status !== 200) throw new Error(`request-cancel answered ${req.status}: ${JSON.stringify(req.body)}`);
  const ok = await answer.post(`/liff/contracts/${id}/accept-cancel`);
  if (ok.status !== 200) throw new Error(`accept-cancel answered ${ok.status}: ${JSON.stringify(ok.body)}`);
  await t.stripe.flush();
  const doc = await t.contractDoc(id);
  if (doc?.status !== 'cancelled') throw new Error(`refunded contract is ${String(doc?.status)}`);
  return id;
}

export const review = (c: Caller, id: string, body: object = { rating: 5, comment: '丁寧な対応でした' }) =>
  c.post(`/liff/contracts/${id}/review`, body);

export async function write(c: Caller, id: string, rating = 5, comment = '丁寧な対応でした'): Promise<Review> {
  const res = await review(c, id, { rating, comment });
  if (res.status !== 201) throw new Error(`review answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Review;
}

export async function stateOf(c: Caller, id: string): Promise<ContractReview> {
  const res = await c.get(`/liff/contracts/${id}/review`);
  if (res.status !== 200) throw new Error(`GET review answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as ContractReview;
}

export async function listOf(c: Caller, uid: string, side: 'client' | 'worker', cursor?: string): Promise<UserReviews> {
  const res = await c.get(`/liff/users/${uid}/reviews?side=${side}${cursor ? `&cursor=${cursor}` : ''}`);
  if (res.status !== 200) throw new Error(`GET reviews answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as UserReviews;
}
