/**
 * Helpers of the payment tests on top of support/harness.ts: the app with a LocalStripe whose
 * signed events are POSTed to the app's own /stripe/webhook (the same route Stripe calls), the
 * local checkout pages on a separate app (as only the local server serves them), users written
 * straight into the store, and contracts in any state.
 */
import express from 'express';
import request from 'supertest';
import type { ContractStatus } from '@common/marketplace';
import { LocalStripe, type LocalWebhookDelivery } from '../../src/adapters/stripe/local';
import { localCheckoutRoutes } from '../../src/local/stripeCheckout';
import { newUserDoc, userPath, type UserDoc } from '../../src/documents/users';
import { createTestApp, exchangeCustomToken, uniqueUserId, type TestApp } from '../support/harness';

export const LOCAL_BASE = 'http://127.0.0.1:5050';

export interface Caller {
  uid: string;
  post(path: string, body?: object): request.Test;
}

export interface PayApp extends TestApp {
  stripe: LocalStripe;
  /** The local hosted pages (checkout), as the local server serves them. */
  pages: request.Agent;
  /** POSTs one signed delivery to /stripe/webhook, as Stripe would. */
  deliver(d: Pick<LocalWebhookDelivery, 'payload' | 'signature'>): request.Test;
  user(kind: 'client' | 'worker' | 'unverified'): Promise<Caller>;
  /** A contract between the two in the given state (awaiting_payment by default). */
  contract(client: Caller, worker: Caller, status?: ContractStatus, reward?: number): Promise<string>;
  contractDoc(id: string): Promise<Record<string, unknown> | null>;
}

export async function createPayApp(): Promise<PayApp> {
  let stripe: LocalStripe | undefined;
  const t = await createTestApp({
    deps: (d) => {
      stripe = new LocalStripe(d.store, { baseUrl: LOCAL_BASE });
      return { stripe };
    },
  });
  if (!stripe) throw new Error('stripe not installed');
  const deliver = (d: Pick<LocalWebhookDelivery, 'payload' | 'signature'>) =>
    t
      .request()
      .post('/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', d.signature)
      .send(d.payload);
  stripe.setWebhookTarget(async (d) => {
    const res = await deliver(d);
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${JSON.stringify(res.body)}`);
  });
  const pages = request(express().use(localCheckoutRoutes(stripe)));

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
    return { uid, post: t.as(idToken).post };
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

/** The local checkout page's path of a session URL. */
export const pathOf = (url: string) => new URL(url).pathname;
