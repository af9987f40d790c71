/**
 * Loaders of the gate screens (SPEC 2.1). main.tsx starts the right one as soon as the session
 * is known, before React has rendered, so the chunk download overlaps with mounting.
 */
import type { SessionPayload } from '@common/api';

export const loadLoginFailure = () => import('../features/session/LoginFailurePage');
export const loadVerification = () => import('../features/onboarding/VerificationForm');
export const loadInitialSetup = () => import('../features/onboarding/InitialSetup');

export function prefetchGate(session: SessionPayload | null) {
  if (!session) return void loadLoginFailure();
  if (!session.user.isActive) return void loadVerification();
  if (!session.user.type) return void loadInitialSetup();
}
