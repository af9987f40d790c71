/**
 * Helpers of the business documents tests (docs/product/entities.md#trade-documents): a document read
 * as one kind (its `kind` checked, so its body is that kind's), and the salon's and the worker's
 * profiles the documents name.
 */
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

/** The salon's profile as onboarding writes it for a 法人 (the documents name its company). */
export async function salonProfile(
  t: PayApp,
  uid: string,
  { name = 'ヘアサロン テスト', companyName = '株式会社テスト', hpURL = 'https://example.jp' } = {},
): Promise<void> {
  const now = t.clock.now();
  await t.store.set(profilePath(uid, 'client'), {
    type: 'client',
    classify: 'corporation',
    userId: uid,
    name,
    detail: '',
    corporationInfo: { companyName, establishmentDate: '2015年', address: '東京都港区', hpURL },
    createdAt: now,
    updatedAt: now,
  });
}

/** A document of one kind as the API answered it. */
export type ViewOf<K extends IssuedKind> = Extract<TradeDocumentView, { kind: K }>;

/** The view, narrowed to `kind` once its `kind` says so (throws otherwise). */
export function asKind<K extends IssuedKind>(view: TradeDocumentView, kind: K): ViewOf<K> {
  if (view.kind !== kind) throw new Error(`expected a document of kind ${kind}, got ${view.kind}`);
  return view as ViewOf<K>;
}
