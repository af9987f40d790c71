/** Session state (docs/product/screens.md#gates): loading, error, or ready with the user, both profiles and connect status. */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionPayload } from '@common/api';
import { fetchSession } from '../../lib/api/session';
import type { BootResult } from './boot';
import { noteEntry } from './intendedPath';
import { ensureSignedIn } from '../../lib/firebaseAuth';

export type SessionState =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; session: SessionPayload };

interface SessionContextValue {
  state: SessionState;
  /** Reloads user, profiles and connect status (GET /liff/session, the refetch: docs/product/api.md#session). */
  refetch: () => Promise<void>;
  /** Signs in to Firebase Auth; the shell calls it once the first screen is on screen. */
  completeSignIn: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

export function SessionProvider({ booting, children }: { booting: Promise<BootResult>; children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const fail = (e: unknown) => live && setState({ status: 'error', error: asError(e) });
    booting.then(({ session }) => {
      if (!live) return;
      // Before the first screen: a deep link the gates hold the user from is remembered (docs/product/screens.md#gates).
      noteEntry(window.location, !session.user.isActive || !session.user.type);
      setState({ status: 'ready', session });
    }, fail);
    return () => {
      live = false;
    };
  }, [booting]);

  const refetch = useCallback(async () => {
    try {
      const session = await fetchSession();
      setState({ status: 'ready', session });
    } catch (e) {
      setState({ status: 'error', error: asError(e) });
    }
  }, []);

  // A failed Firebase sign-in is a boot failure too (no later API call could carry a token): the login-failure page
  // shows it (docs/product/screens.md#login-failure).
  const completeSignIn = useCallback(() => {
    ensureSignedIn().catch((e: unknown) => setState({ status: 'error', error: asError(e) }));
  }, []);

  const value = useMemo(() => ({ state, refetch, completeSignIn }), [state, refetch, completeSignIn]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionState(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSessionState outside SessionProvider');
  return ctx;
}

/** The ready session with the derived flags of docs/product/entities.md#session-flags; only for pages behind the gates. */
export function useSession() {
  const { state, refetch } = useSessionState();
  if (state.status !== 'ready') throw new Error('useSession before the session is ready');
  const { user, profiles, connectStatus, images, pendingCode, workerAccess } = state.session;
  return {
    user,
    profiles,
    connectStatus,
    images,
    /** The salon verification's mailed code still pending (the verification form reopens its step). */
    pendingCode,
    /** The request to work as a 受注者 (docs/product/screens.md#worker-access-request); absent from an older API. */
    workerAccess,
    refetch,
    isWorkerProfile: !!user.type && !!profiles.worker?.name,
    isClientProfile: !!user.type && !!profiles.client?.name,
    isStripeAccount: user.hasStripeAccount && connectStatus === 'success',
  };
}
