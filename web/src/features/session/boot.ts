/**
 * Boot (docs/architecture.md#how-a-request-flows): LIFF -> ID token -> POST /liff/session/verify, which answers with the custom
 * token AND the whole session (user, both profiles, connect status) AND, for the screens users
 * usually land on, that screen's first data (common/src/landing.ts). The first screen therefore
 * waits for one API round trip; Firebase Auth signs in after the first screen has rendered
 * (SessionProvider), or earlier if an API call needs the ID token first.
 */
import type { SessionPayload } from '@common/api';
import { primeResponses } from '../../lib/api/client';
import { verifySession } from '../../lib/api/session';
import { initLiff } from '../../lib/line/liff';
import { setCustomToken } from '../../lib/firebaseAuth';

export interface BootResult {
  session: SessionPayload;
  /** The landing screen's data came with the session: it needs no sign-in before it paints. */
  preloaded?: boolean;
}

export async function boot(): Promise<BootResult> {
  const { idToken } = await initLiff();
  // Read after LIFF init, which has followed a permanent link's liff.state by then.
  const landing = `${window.location.pathname}${window.location.search}`;
  const { token, session, preloaded } = await verifySession({ idToken, landing });
  setCustomToken(token);
  primeResponses(preloaded);
  return { session, preloaded: !!preloaded };
}
