/**
 * Firebase Auth, loaded lazily so that it stays out of the first screen's JavaScript.
 * Memory persistence: every app start signs in afresh with the custom token from
 * /liff/session/verify, so nothing needs to be stored in the webview.
 */
import type { Auth } from 'firebase/auth';
import { config } from '../config';

let authPromise: Promise<Auth> | null = null;
let signedIn: Promise<void> | null = null;

function getAuthInstance(): Promise<Auth> {
  authPromise ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, auth]) => {
    const instance = auth.initializeAuth(app.initializeApp(config.firebase), {
      persistence: auth.inMemoryPersistence,
    });
    if (config.authEmulatorUrl) auth.connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
    return instance;
  });
  return authPromise;
}

/** Starts signing in; API calls that need the ID token wait for it. */
export function signIn(customToken: string): Promise<void> {
  signedIn = getAuthInstance().then(async (auth) => {
    const { signInWithCustomToken } = await import('firebase/auth');
    await signInWithCustomToken(auth, customToken);
  });
  return signedIn;
}

/** The signed-in user's Firebase ID token (SPEC 7: 'current user is not found.' without one). */
export async function currentIdToken(): Promise<string> {
  if (signedIn) await signedIn;
  const auth = authPromise ? await authPromise : null;
  const user = auth?.currentUser;
  if (!user) throw new Error('current user is not found.');
  return user.getIdToken();
}
