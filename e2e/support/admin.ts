/**
 * Makes a LINE user an admin in the Auth emulator the journeys run in, as `npm run admin:grant`
 * does (docs/product/admin.md#admin-claim): the account is created first, then the claim set, so
 * the ID token the app gets at sign-in carries it.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export async function grantAdmin(uid: string): Promise<void> {
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-salonworks' });
  const auth = getAuth(app);
  await auth.getUser(uid).catch(() => auth.createUser({ uid }));
  await auth.setCustomUserClaims(uid, { admin: true });
}
