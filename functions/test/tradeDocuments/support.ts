/**
 * Helpers of the business documents tests (docs/product/entities.md#trade-documents): a document read
 * as one kind (its `kind` checked, so its body is that kind's), and a worker with the public profile
 * the documents name.
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

/** A document of one kind as the API answered it. */
export type ViewOf<K extends IssuedKind> = Extract<TradeDocumentView, { kind: K }>;

/** The view, narrowed to `kind` once its `kind` says so (throws otherwise). */
export function asKind<K extends IssuedKind>(view: TradeDocumentView, kind: K): ViewOf<K> {
  if (view.kind !== kind) throw new Error(`expected a document of kind ${kind}, got ${view.kind}`);
  return view as ViewOf<K>;
}
