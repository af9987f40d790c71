/**
 * Helpers of the message-room tests on top of marketplace/support.ts: an app whose store
 * records every query (for the index check) and whose images go to a temporary folder, rooms opened
 * the way users open them (post a job, apply, accept), and raw uploads.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Contract } from '@common/marketplace';
import type { Message } from '@common/rooms';
import { FileImageStore } from '../../src/adapters/images/local';
import type { ContractDoc } from '../../src/documents/contracts';
import type { RoomDoc } from '../../src/documents/rooms';
import { createTestApp } from '../support/harness';
import { RecordingStore, applyTo, makeUser, postJob, type MarketApp, type Party } from '../marketplace/support';

export interface RoomApp extends MarketApp {
  imagesRoot: string;
  /** Files under the image folder (relative paths), sorted. */
  imageFiles(): string[];
  cleanup(): Promise<void>;
}

export async function createRoomApp(): Promise<RoomApp> {
  const imagesRoot = mkdtempSync(join(tmpdir(), 'salonworks-room-images-'));
  let recorder: RecordingStore | undefined;
  const t = await createTestApp({
    deps: (d) => {
      recorder = new RecordingStore(d.store);
      return { store: recorder, images: new FileImageStore(imagesRoot) };
    },
  });
  if (!recorder) throw new Error('recorder not installed');
  const party = (uid: string, idToken: string): Party => {
    const agent = t.request();
    const auth = <T extends { set(k: string, v: string): T }>(x: T) => x.set('Authorization', `Bearer ${idToken}`);
    return {
      uid,
      idToken,
      get: (path) => auth(agent.get(path)),
      post: (path, body) => auth(agent.post(path)).send(body ?? {}),
      patch: (path, body) => auth(agent.patch(path)).send(body ?? {}),
    };
  };
  const imageFiles = () => {
    const out: string[] = [];
    const walk = (dir: string, at: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name), `${at}${e.name}/`);
        else out.push(`${at}${e.name}`);
      }
    };
    walk(imagesRoot, '');
    return out.sort();
  };
  return Object.assign(t, {
    recorder,
    party,
    imagesRoot,
    imageFiles,
    cleanup: async () => {
      await t.close();
      rmSync(imagesRoot, { recursive: true, force: true });
    },
  });
}

export interface Deal {
  client: Party;
  worker: Party;
  /** The contract's id, which is the room's. */
  roomId: string;
}

/** A client and a worker with a contract (awaiting payment) and its room, opened by the accept. */
export async function openRoom(t: RoomApp, names: { client?: string; worker?: string } = {}): Promise<Deal> {
  const [client, worker] = await Promise.all([
    makeUser(t, 'client', { name: names.client ?? 'ヘアサロン ルミエール' }),
    makeUser(t, 'worker', { name: names.worker ?? '佐藤 みゆき' }),
  ]);
  return openRoomBetween(t, client, worker);
}

export async function openRoomBetween(t: RoomApp, client: Party, worker: Party, title = 'ヘアカタログ撮影'): Promise<Deal> {
  const job = await postJob(client, { title });
  await applyTo(worker, job.id);
  const res = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`);
  if (res.status !== 201) throw new Error(`accept: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, worker, roomId: (res.body as Contract).id };
}

export const roomDoc = (t: RoomApp, id: string) => t.store.get<RoomDoc>(`rooms/${id}`);
export const contractDoc = (t: RoomApp, id: string) => t.store.get<ContractDoc>(`contracts/${id}`);
export const setContract = (t: RoomApp, id: string, patch: Partial<ContractDoc>) => t.store.update(`contracts/${id}`, patch);
export const setRoom = (t: RoomApp, id: string, patch: Partial<RoomDoc>) => t.store.update(`rooms/${id}`, patch);

/** POST a message; throws unless it is stored (201). */
export async function say(p: Party, roomId: string, text: string, imageIds?: string[]): Promise<Message> {
  const res = await p.post(`/liff/rooms/${roomId}/messages`, imageIds ? { text, imageIds } : { text });
  if (res.status !== 201) throw new Error(`message: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Message;
}

/** A raw upload as the browser sends a File. */
export const upload = (t: RoomApp, p: Party, roomId: string, body: Buffer | string, contentType = 'image/jpeg') =>
  t
    .request()
    .put(`/liff/rooms/${roomId}/images`)
    .set('Authorization', `Bearer ${p.idToken}`)
    .set('Content-Type', contentType)
    .send(body);

/** A photo-like picture (noise compresses badly, so sizes are realistic). */
export async function picture(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', orientation?: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  if (orientation) img = img.withMetadata({ orientation });
  return format === 'jpeg' ? img.jpeg({ quality: 90 }).toBuffer() : img.png().toBuffer();
}

/** Every document, for "changed nothing" checks. */
export const snapshot = (t: RoomApp) => JSON.stringify(t.store.dump());

export interface BareRoomOptions {
  status?: ContractDoc['status'];
  /** The contract's history (status and time of each event); the opening event by default. */
  history?: Array<{ status: ContractDoc['status']; at: Date }>;
  /** Room fields on top of the shape older rooms have (no counters, no mirrored status). */
  room?: Partial<RoomDoc>;
  title?: string;
  updatedAt?: Date;
}

/**
 * A contract and its room written straight into the store, the room in the shape older rooms have
 * (no messages, no counters, no mirrored status) unless `room` adds fields.
 */
export async function bareRoom(t: RoomApp, client: Party, worker: Party, o: BareRoomOptions = {}): Promise<string> {
  const id = t.store.newId();
  const now = o.updatedAt ?? t.clock.now();
  const history = (o.history ?? [{ status: 'awaiting_payment' as const, at: now }]).map((e, i) => ({
    status: e.status,
    at: e.at,
    by: i === 0 ? client.uid : null,
  }));
  const contract: ContractDoc = {
    id,
    jobId: `job${id}`,
    clientId: client.uid,
    workerId: worker.uid,
    title: o.title ?? 'ヘアカタログ撮影',
    reward: 30000,
    deliveryDate: '2030-01-31',
    status: o.status ?? history[history.length - 1].status,
    history,
    createdAt: history[0].at,
    updatedAt: now,
  };
  const room: RoomDoc = {
    id,
    contractId: id,
    jobId: contract.jobId,
    clientId: client.uid,
    workerId: worker.uid,
    members: [client.uid, worker.uid],
    title: contract.title,
    status: contract.status === 'cancelled' ? 'closed' : 'open',
    lastMessageAt: null,
    createdAt: history[0].at,
    updatedAt: now,
    ...o.room,
  };
  await t.store.set(`contracts/${id}`, { ...contract });
  await t.store.set(`rooms/${id}`, { ...room });
  return id;
}

/** The 'message' notices queued for a user, oldest first. */
export async function messageNotices(t: RoomApp, uid: string) {
  const docs = await t.store.query<{ kind: string; title: string; body: string; path: string; createdAt: Date }>(
    'notifications',
    { where: [['userId', '==', uid]] },
  );
  return docs
    .map((d) => d.data)
    .filter((n) => n.kind === 'message')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A POST with the caller's bearer and a raw JSON text (own `__proto__` keys, arrays, ...). */
export const rawJson = (t: RoomApp, p: Party, path: string, json: string) =>
  t.request().post(path).set('Authorization', `Bearer ${p.idToken}`).set('Content-Type', 'application/json').send(json);
