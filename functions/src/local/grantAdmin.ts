/**
 * Grants (or with --revoke, takes back) the `admin` custom claim that the admin routes require
 * (http/admin.ts):
 *
 *   npm run admin:grant -w functions -- <uid>             locally: the Auth emulator (127.0.0.1:9099)
 *   npm run admin:grant -w functions -- <uid> --revoke
 *   FIREBASE_AUTH_EMULATOR_HOST= GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=<project> \
 *     npm run admin:grant -w functions -- <uid>           production (a service account allowed to manage users)
 *
 * The uid is the LINE user id (users/{uid}). The claim reaches the user's ID token at its next
 * refresh (at most an hour; signing in again is immediate). The user's other custom claims are kept.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { isDocId } from '../ids';

async function main(argv: string[]): Promise<void> {
  const revoke = argv.includes('--revoke');
  const uid = argv.find((a) => !a.startsWith('--'));
  if (!uid || !isDocId(uid)) {
    console.error('usage: npm run admin:grant -w functions -- <uid> [--revoke]');
    process.exitCode = 2;
    return;
  }
  // Locally the Auth emulator, unless the variable is set (empty = production with credentials).
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST === undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST === '') delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-salonworks';
  const app = getApps()[0] ?? initializeApp({ projectId });
  const auth = getAuth(app);
  // The emulator has no users until one signs in: create the account so that the claim can be set first.
  const user = await auth.getUser(uid).catch(async (e: { code?: string }) => {
    if (e.code !== 'auth/user-not-found') throw e;
    return auth.createUser({ uid });
  });
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(uid, claims);
  const where = process.env.FIREBASE_AUTH_EMULATOR_HOST ? `Auth emulator ${process.env.FIREBASE_AUTH_EMULATOR_HOST}` : projectId;
  console.log(`${revoke ? 'revoked admin from' : 'granted admin to'} ${uid} (${where})`);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
