/**
 * Helpers of the business documents tests (docs/product/entities.md#trade-documents): a document read
 * as one kind (its `kind` checked, so its body is that kind's), and the salon's and the worker's
 * profiles the documents name.
 */
import type { Contract } from '@common/marketplace';
import type { IssuedKind, TradeDocumentView } from '@common/tradeDocuments';
import { profilePath } from '../../src/documents/profiles';
import type { Caller, PayApp } from '../payments/support';

/** A new worker with a public profile, as onboarding writes it (`extra`: e.g. her registration number). */
export async function workerWithProfile(t: PayApp, name: string, extra: Record<string, unknown> = {}): Promise<Caller> {
  const w = await t.user('worker');
  const now = t.clock.now();
  await t.store.set(profilePath(w.uid, 'worker'), {
    type: 'worker',
    classify: 'individual',
    userId: w.uid,
    name,
    sex: 'female',
    birthYear: 1990,
    birthMonth: 1,
    birthDate: 1,
    occupation: 'カメラマン',
    occupationDetails: [],
    skills: ['ヘアカタログ撮影'],
    detail: '',
    portfolios: [],
    createdAt: now,
    updatedAt: now,
    ...extra,
  });
  return w;
}

/**
 * The salon's profile as onboarding writes it: a 法人 (the documents name its company), or an
 * individual when `companyName` is null.
 */
export async function salonProfile(
  t: PayApp,
  uid: string,
  { name = 'ヘアサロン テスト', companyName = '株式会社テスト' as string | null, hpURL = 'https://example.jp' } = {},
): Promise<void> {
  const now = t.clock.now();
  const corporation =
    companyName === null ? {} : { corporationInfo: { companyName, establishmentDate: '2015年', address: '東京都港区', hpURL } };
  await t.store.set(profilePath(uid, 'client'), {
    type: 'client',
    classify: companyName === null ? 'individual' : 'corporation',
    userId: uid,
    name,
    detail: '',
    ...corporation,
    createdAt: now,
    updatedAt: now,
  });
}

/** `worker` applies to the job and `client` hires her over HTTP (採用: the contract and its 発注書). */
export async function hire(client: Caller, worker: Caller, jobId: string): Promise<Contract> {
  await worker.post(`/liff/jobs/${jobId}/applications`, { message: 'よろしくお願いします' }).expect(201);
  return (await client.post(`/liff/jobs/${jobId}/applications/${worker.uid}/accept`).expect(201)).body as Contract;
}

/** A document of one kind as the API answered it. */
export type ViewOf<K extends IssuedKind> = Extract<TradeDocumentView, { kind: K }>;

/** The view, narrowed to `kind` once its `kind` says so (throws otherwise). */
export function asKind<K extends IssuedKind>(view: TradeDocumentView, kind: K): ViewOf<K> {
  if (view.kind !== kind) throw new Error(`expected a document of kind ${kind}, got ${view.kind}`);
  return view as ViewOf<K>;
}
