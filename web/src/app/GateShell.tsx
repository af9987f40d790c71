/**
 * The gates after the spinner (docs/product/screens.md#gates), in order: the login failure, the salon verification, the
 * initial setup. Rendered without React Router (app/Root.tsx), so a new user's first screen does not
 * load it: the colour comes from the address (as paletteForPath does for the pages), and the setup's
 * wizards bring a router of their own (features/onboarding/InitialSetup.tsx). A deep link the gates
 * hold the user from is remembered by the session (features/session/intendedPath.ts) and followed by
 * the shell once they are passed (app/AppShell.tsx).
 */
import { Box } from '@chakra-ui/react';
import type { SessionState } from '../features/session/SessionProvider';
import { PageColumn } from '../components/layout/PageColumn';
import { paletteForPath } from '../components/theme/system';
import { lazyPreloaded } from '../lib/lazyPreloaded';
import { loadInitialSetup, loadLoginFailure, loadSuspended, loadVerification } from './gateScreens';

// Root renders a gate once its chunk is in: then these render at once (lib/preload.ts).
const LoginFailurePage = lazyPreloaded(loadLoginFailure, (m) => m.default);
const VerificationForm = lazyPreloaded(loadVerification, (m) => m.default);
const InitialSetup = lazyPreloaded(loadInitialSetup, (m) => m.default);
const SuspendedPage = lazyPreloaded(loadSuspended, (m) => m.default);

/** A session that failed, or one the gates stop (suspended, not verified, or no side yet). */
export function GateShell({ state }: { state: Exclude<SessionState, { status: 'loading' }> }) {
  let content;
  if (state.status === 'error') content = <LoginFailurePage error={state.error} />;
  else if (state.session.user.suspension) content = <SuspendedPage suspension={state.session.user.suspension} />;
  else if (!state.session.user.isActive)
    content = (
      <PageColumn wide>
        <VerificationForm />
      </PageColumn>
    );
  else
    content = (
      <PageColumn wide>
        <InitialSetup />
      </PageColumn>
    );
  // The gate screens do not navigate (the verification reloads the page): the address is read once.
  return (
    <Box colorPalette={paletteForPath(window.location.pathname)} minH="100dvh">
      {content}
    </Box>
  );
}
