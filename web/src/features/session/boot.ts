/**
 * Boot (SPEC 4): LIFF -> ID token -> POST /liff/session/verify, which answers with the custom
 * token AND the whole session (user, both profiles, connect status). The first screen therefore
 * waits for one API round trip; Firebase Auth signs in after the first screen has rendered
 * (SessionProvider), or earlier if an API call needs the ID token first.
 */
import type { SessionPayload } from '@common/api';
import { verifySession } from '../../lib/api/session';
import { initLiff } from '../../lib/line/liff';
import { setCustomToken } from '../../lib/firebaseAuth';

export interface BootResult {
  session: SessionPayload;
}

export async function boot(): Promise<BootResult> {
  const { idToken } = await initLiff();
  const { token, session } = await verifySession({ idToken });
  setCustomToken(token);
  return { session };
}
