/**
 * Demo data for the embedded store's first start (and for the browser journeys): partner accounts
 * from emulator-data/partners.csv plus demo users. Documents are built in code so that they stay
 * in step with the models; delete emulator-data/local/ to start again from this seed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocData } from '../ports/store';
import { parsePartnerCsv } from '../adapters/partner/csv';
import { partnerPath, partnerRecord } from '../adapters/partner/local';
import { newUserDoc, userPath, type UserDoc } from '../documents/users';
import { buildE2eSeed } from './seedE2e';
import { addMarketplaceSeed } from './seedMarketplace';
import { addDemoPictures } from './demoImages';

/** LINE user ids of the demo users (pick one locally with ?mockUser=<id>). */
export const DEMO_USERS = {
  /** Not verified yet: sees the verification form. */
  newUser: 'Udemo-new-user',
  /** Verified, no side chosen, flagged as worker: may choose either side. */
  workerCandidate: 'Udemo-worker-candidate',
  /** Verified, no side chosen, not flagged as worker. */
  clientCandidate: 'Udemo-client-candidate',
} as const;

/** The onboarding journeys (e2e/onboarding.e2e.ts): verified users with no side yet; each journey consumes one. */
export const ONBOARDING_E2E_USERS = {
  clientIndividual: 'Ue2e-onboard-client-individual',
  clientCorporation: 'Ue2e-onboard-client-corporation',
  worker: 'Ue2e-onboard-worker',
  workerValidation: 'Ue2e-onboard-worker-validation',
  /** operations.e2e.ts: not a worker yet; asks for worker access, is approved, then onboards as one. */
  accessRequester: 'Ue2e-onboard-access-requester',
} as const;

export function buildSeed(dataDir: string, now = new Date()): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const csv = join(dataDir, 'partners.csv');
  if (existsSync(csv)) {
    for (const salon of parsePartnerCsv(readFileSync(csv, 'utf8'))) docs[partnerPath(salon.email)] = { ...partnerRecord(salon) };
  }
  const user = (uid: string, name: string, patch: Partial<UserDoc>) => {
    docs[userPath(uid)] = { ...newUserDoc(uid, { displayName: name, pictureUrl: '' }, now), ...patch };
  };
  user(DEMO_USERS.workerCandidate, '佐藤 カメラ', {
    isActive: true,
    isWorker: true,
    salonInfo: { email: 'hair.lumiere@example.jp', salonDisplayName: 'ヘアサロン ルミエール' },
  });
  user(DEMO_USERS.clientCandidate, '田中 サロン', {
    isActive: true,
    salonInfo: { email: 'nail.bloom@example.jp', salonDisplayName: 'ネイルサロン ブルーム' },
  });
  for (const [key, uid] of Object.entries(ONBOARDING_E2E_USERS)) {
    user(uid, key.startsWith('worker') ? '伊藤 フォト' : key === 'accessRequester' ? '岡田 フォト' : '小林 サロン', {
      isActive: true,
      isWorker: key.startsWith('worker'),
      salonInfo: { email: `${uid.toLowerCase()}@example.jp`, salonDisplayName: 'サロン オンボード' },
    });
  }
  // Fixtures of the browser journeys stay out of the demo that `npm start` shows.
  if (process.env.SEED_E2E === 'true') Object.assign(docs, buildE2eSeed(now));
  addMarketplaceSeed(docs, now);
  // Avatars, logos, backgrounds and portfolios (docs/data.md#demo-pictures); not in the browser journeys' seed.
  if (process.env.SEED_E2E !== 'true') addDemoPictures(docs, now);
  return docs;
}
