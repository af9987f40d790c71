/**
 * Loaders of the gate screens (docs/product/screens.md#gates). main.tsx starts the right one as soon as the session
 * is known, before React has rendered, so the chunk download overlaps with mounting; app/Root.tsx
 * renders the gate once its chunk is in (lib/preload.ts: no Suspense fallback, no reveal delay).
 */
import type { SessionPayload } from '@common/api';
import { preload, type Preload } from '../lib/preload';

export const loadLoginFailure = preload(() => import('../features/session/LoginFailurePage'));
export const loadVerification = preload(() => import('../features/onboarding/VerificationForm'));
export const loadInitialSetup = preload(() => import('../features/onboarding/InitialSetup'));
export const loadSuspended = preload(() => import('../features/session/SuspendedPage'));

/** The gate screen a session stops at (none when it passes every gate). */
export function gateFor(session: SessionPayload | null): Preload<unknown> | null {
  if (!session) return loadLoginFailure;
  // Before the others: a suspended account sees only why (docs/product/admin.md#suspension).
  if (session.user.suspension) return loadSuspended;
  if (!session.user.isActive) return loadVerification;
  if (!session.user.type) return loadInitialSetup;
  return null;
}

export function prefetchGate(session: SessionPayload | null) {
  gateFor(session)?.().catch(() => undefined);
}
