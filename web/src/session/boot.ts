/**
 * Boot (SPEC 4): LIFF -> ID token -> POST /liff/session/verify, which answers with the custom
 * token AND the whole session (user, both profiles, connect status). The first screen therefore
 * waits for one API round trip; signing in to Firebase Auth runs alongside it afterwards.
 */
import type { SessionPayload } from '@common/api';
import { verifySession } from '../api/session';
import { initLiff } from './liff';
import { signIn } from './firebaseAuth';

export interface BootResult {
  session: SessionPayload;
  /** Settles when Firebase Auth has signed in; a rejection is a boot failure too. */
  signedIn: Promise<void>;
}

export async function boot(): Promise<BootResult> {
  const { idToken } = await initLiff();
  const { token, session } = await verifySession({ idToken });
  // Not awaited here: the gates render now; API calls wait for the sign-in themselves.
  return { session, signedIn: signIn(token) };
}
