/**
 * What the worker-approval tests share (docs/product/admin.md#worker-approval): the app with an admin,
 * users in any state, the request body and readers of the stored effects.
 */
import { userPath } from '../../src/documents/users';
import { createAdminApp, type AdminApp } from '../admin/support';
import type { Caller, PayApp } from '../payments/support';

export const REQUEST = {
  occupation: 'カメラマン',
  introduction: 'サロン撮影を10年続けています。',
  link: 'https://instagram.com/photo.sato',
} as const;

export interface WorkerAccessApp extends AdminApp {
  /** A verified user who has not chosen a side yet (the setup screen). */
  noSide(): Promise<Caller>;
  noticesOf(uid: string): Promise<Record<string, unknown>[]>;
  auditOf(uid: string): Promise<Record<string, unknown>[]>;
  requestOf(uid: string): Promise<Record<string, unknown> | null>;
  isWorker(uid: string): Promise<boolean>;
}

export async function createWorkerAccessApp(): Promise<WorkerAccessApp> {
  const admin = await createAdminApp();
  const t: PayApp = admin.t;
  return Object.assign(admin, {
    noSide: async () => {
      const caller = await t.user('client');
      await t.store.update(userPath(caller.uid), { type: null });
      return caller;
    },
    noticesOf: async (uid: string) =>
      (await t.store.query<Record<string, unknown>>('notifications', { where: [['userId', '==', uid]] })).map((d) => d.data),
    auditOf: async (uid: string) =>
      (await t.store.query<Record<string, unknown>>('auditLog', { where: [['targetId', '==', uid]] })).map((d) => d.data),
    requestOf: (uid: string) => t.store.get<Record<string, unknown>>(`workerRequests/${uid}`),
    isWorker: async (uid: string) => (await t.store.get<{ isWorker: boolean }>(userPath(uid)))?.isWorker === true,
  });
}
