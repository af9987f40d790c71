/**
 * Helpers of the payment tests on top of support/harness.ts: the app with a LocalStripe whose
 * signed events are POSTed to the app's own /stripe/webhook (the same route Stripe calls), the
 * local checkout pages on a separate app (as only the local server serves them), users written
 * straight into the store, and contracts in any state.
 */
import express from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import type { ContractStatus } from '@common/marketplace';
import { LocalStripe, type LocalWebhookDelivery } from '../../src/adapters/stripe/local';
import { localCheckoutRoutes } from '../../src/local/stripeCheckout';
import { STRIPE_WEBHOOK_PATHS } from '../../src/features/webhooks/routes';
import type { WebhookEndpoint } from '../../src/ports';
import { localOnboardingRoutes } from '../../src/local/stripeOnboarding';
import { localDashboardRoutes } from '../../src/local/stripeDashboard';
import { newUserDoc, userPath, type UserDoc } from '../../src/documents/users';
import { createTestApp, exchangeCustomToken, uniqueUserId, type TestApp } from '../support/harness';
import type { RecordedQuery } from '../marketplace/support';

export const LOCAL_BASE = 'http://127.0.0.1:5050';

export interface Caller {
  uid: string;
  post(path: string, body?: object): request.Test;
  get(path: string): request.Test;
  /** The Firebase ID token, for raw requests (a body that is not an object literal). */
  idToken: string;
}

export interface PayApp extends TestApp {
  stripe: LocalStripe;
  /** The local hosted pages (checkout, onboarding, dashboard), as the local server serves them. */
  pages: request.Agent;
  /** POSTs one signed delivery to its endpoint (/stripe/webhook unless `endpoint` is connect), as Stripe would. */
  deliver(d: Pick<LocalWebhookDelivery, 'payload' | 'signature'> & { endpoint?: WebhookEndpoint }): request.Test;
  user(kind: 'client' | 'worker' | 'unverified'): Promise<Caller>;
  /** A contract between the two in the given state (awaiting_payment by default). */
  contract(client: Caller, worker: Caller, status?: ContractStatus, reward?: number): Promise<string>;
  contractDoc(id: string): Promise<Record<string, unknown> | null>;
}

export async function createPayApp(): Promise<PayApp> {
  let stripe: LocalStripe | undefined;
  const t = await createTestApp({
    deps: (d) => {
      // The stand-in keeps Stripe's time on the test clock (its idempotency keys live 24 hours).
      stripe = new LocalStripe(d.store, { baseUrl: LOCAL_BASE, now: () => d.clock.now() });
      return { stripe };
    },
  });
  if (!stripe) throw new Error('stripe not installed');
  const deliver = (d: Pick<LocalWebhookDelivery, 'payload' | 'signature'> & { endpoint?: WebhookEndpoint }) =>
    t
      .request()
      .post(STRIPE_WEBHOOK_PATHS[d.endpoint ?? 'platform'])
      .set('content-type', 'application/json')
      .set('stripe-signature', d.signature)
      .send(d.payload);
  stripe.setWebhookTarget(async (d) => {
    const res = await deliver(d);
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${JSON.stringify(res.body)}`);
  });
  const pages = request(
    express().use(localCheckoutRoutes(stripe)).use(localOnboardingRoutes(stripe)).use(localDashboardRoutes(stripe)),
  );

  const user = async (kind: 'client' | 'worker' | 'unverified'): Promise<Caller> => {
    const uid = uniqueUserId();
    const doc: UserDoc = {
      ...newUserDoc(uid, { displayName: 'テスト', pictureUrl: '' }, t.clock.now()),
      isActive: kind !== 'unverified',
      isWorker: kind === 'worker',
      type: kind === 'unverified' ? null : kind,
    };
    await t.store.set(userPath(uid), { ...doc });
    const idToken = await exchangeCustomToken(await t.deps.auth.createCustomToken(uid));
    const as = t.as(idToken);
    return { uid, idToken, post: as.post, get: as.get };
  };

  const contract = async (client: Caller, worker: Caller, status: ContractStatus = 'awaiting_payment', reward = 30000) => {
    const id = t.store.newId();
    const now = t.clock.now();
    // Written as the accept transaction writes it (documents/contracts.ts), without the job.
    await t.store.set(`contracts/${id}`, {
      id,
      jobId: `job${id}`,
      clientId: client.uid,
      workerId: worker.uid,
      title: 'ヘアカタログ撮影',
      reward,
      deliveryDate: '2030-01-31',
      status,
      history: [{ status: 'awaiting_payment', at: now, by: client.uid }],
      createdAt: now,
      updatedAt: now,
    });
    // Its room, as the accept opens it (documents/rooms.ts), before any message.
    await t.store.set(`rooms/${id}`, {
      id,
      contractId: id,
      jobId: `job${id}`,
      clientId: client.uid,
      workerId: worker.uid,
      members: [client.uid, worker.uid],
      title: 'ヘアカタログ撮影',
      status: 'open',
      lastMessageAt: null,
      messageCount: 0,
      contractStatus: status,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  };

  return Object.assign(t, {
    stripe,
    pages,
    deliver,
    user,
    contract,
    contractDoc: (id: string) => t.store.get(`contracts/${id}`),
  });
}

/** A request with the caller's bearer and a raw JSON body (own `__proto__` keys, arrays, ...). */
export const rawPost = (t: PayApp, caller: Caller, path: string, json?: string) => {
  const req = t.request().post(path).set('Authorization', `Bearer ${caller.idToken}`);
  return json === undefined ? req : req.set('content-type', 'application/json').send(json);
};

/**
 * Records the collection queries the store answers from now on, described as Firestore would need
 * them (for unindexedQueries of ../marketplace/support); call the result's stop() when done.
 */
export function recordQueries(t: PayApp): { queries: RecordedQuery[]; stop(): void } {
  const queries: RecordedQuery[] = [];
  const query = t.store.query.bind(t.store);
  const spy = jest.spyOn(t.store, 'query').mockImplementation((collection, q) => {
    queries.push({ scope: 'COLLECTION', collectionId: collection.slice(collection.lastIndexOf('/') + 1), query: q ?? {} });
    return query(collection, q);
  });
  return { queries, stop: () => spy.mockRestore() };
}

/** The local checkout page's path of a session URL. */
export const pathOf = (url: string) => new URL(url).pathname;

// ---- the deal after 仮払い: deal*.test.ts ----

export const DAY_MS = 86_400_000;

/** The session id at the end of a local checkout URL. */
export const sessionIdOf = (url: string) => pathOf(url).split('/').pop() as string;

/**
 * A contract paid as a client pays it: get-payment-url, the local checkout page's submit with the
 * test card, then the signed checkout.session.completed through /stripe/webhook. It is in_progress
 * with a payment intent, a charge and payments/{id} (card recorded) when this resolves.
 */
export async function paidContract(t: PayApp, client: Caller, worker: Caller, reward = 30000): Promise<string> {
  const id = await t.contract(client, worker, 'awaiting_payment', reward);
  const res = await client.post('/liff/project/get-payment-url', { contractId: id });
  if (res.status !== 200) throw new Error(`get-payment-url answered ${res.status}: ${JSON.stringify(res.body)}`);
  const paid = await t.stripe.payCheckoutSession(sessionIdOf(res.body.url as string), '4242424242424242');
  if (!paid.ok) throw new Error(`the local checkout refused the test card: ${paid.code}`);
  await t.stripe.flush();
  const doc = await t.contractDoc(id);
  if (doc?.status !== 'in_progress') throw new Error(`paid contract is ${String(doc?.status)}, not in_progress`);
  return id;
}

/** The bank account the local onboarding page is given. */
export const TEST_BANK = { bankName: 'テスト銀行', branchCode: '001', last4: '6789' } as const;

/**
 * A connected Express account for the worker, stored as users/{uid}.stripeAccount; payout-ready
 * (onboarding completed, account.updated delivered) unless `ready` is false.
 */
export async function payoutAccount(t: PayApp, worker: Caller, ready = true): Promise<string> {
  const account = await t.stripe.createExpressAccount({ metadata: { uid: worker.uid }, idempotencyKey: `account-${worker.uid}` });
  await t.store.update(userPath(worker.uid), { stripeAccount: account.id });
  if (ready) {
    await t.stripe.completeOnboarding(account.id, TEST_BANK);
    await t.stripe.flush();
  }
  return account.id;
}

/** The transfers the local Stripe holds for a contract (transfer_group = the contract id). */
export async function transfersOf(
  t: PayApp,
  contractId: string,
): Promise<import('../../src/adapters/stripe/local').LocalTransfer[]> {
  const docs = await t.store.query<import('../../src/adapters/stripe/local').LocalTransfer>('_stripeLocal', {
    where: [
      ['object', '==', 'transfer'],
      ['transfer_group', '==', contractId],
    ],
  });
  return docs.map((d) => d.data);
}

/** The contract as a party sees it (GET /liff/contracts/:id). */
export async function viewOf(caller: Caller, contractId: string): Promise<import('@common/marketplace').Contract> {
  const res = await caller.get(`/liff/contracts/${contractId}`);
  if (res.status !== 200) throw new Error(`GET contract answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as import('@common/marketplace').Contract;
}

/** A contract in `delivered`: paid through the local checkout, then delivered by the worker over HTTP. */
export async function deliveredContract(t: PayApp, client: Caller, worker: Caller, reward = 30000): Promise<string> {
  const id = await paidContract(t, client, worker, reward);
  const res = await worker.post(`/liff/contracts/${id}/deliver`, { message: '納品します。ご確認ください' });
  if (res.status !== 200) throw new Error(`deliver answered ${res.status}: ${JSON.stringify(res.body)}`);
  return id;
}

// ---- crafted and held webhook deliveries ----

/** A delivery as a test holds it: what Stripe posted, and to which endpoint. */
export type Delivery = { eventId: string; type?: string; payload: string; signature: string; endpoint?: WebhookEndpoint };

const offlineStripe = new Stripe('sk_test_offline');

/**
 * A Stripe event crafted by a test, signed as Stripe signs it: with the platform endpoint's secret
 * unless another is given; `extra` adds top-level fields (livemode, account).
 */
export function signedEvent(
  t: PayApp,
  type: string,
  object: object,
  extra: Record<string, unknown> = {},
  secret = t.config.stripe.webhookSecret,
): Delivery {
  const id = `evt_test_${t.store.newId()}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
    ...extra,
  });
  return { eventId: id, type, payload, signature: offlineStripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The local Stripe's deliveries are recorded but not sent while `fn` runs; returns those made. */
export async function heldDeliveries(t: PayApp, fn: () => Promise<unknown>): Promise<LocalWebhookDelivery[]> {
  const from = t.stripe.sent.length;
  t.stripe.setWebhookTarget(null);
  try {
    await fn();
  } finally {
    t.stripe.setWebhookTarget(async (d) => {
      await t.deliver(d).expect(200);
    });
  }
  return t.stripe.sent.slice(from);
}
