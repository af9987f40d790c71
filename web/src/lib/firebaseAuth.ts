/**
 * Firebase Auth, loaded lazily so that it stays out of the first screen's JavaScript.
 * Memory persistence: every app start signs in afresh with the custom token from
 * /liff/session/verify, so nothing needs to be stored in the webview.
 */
import type { Auth } from 'firebase/auth';

type SignIn = typeof import('./firebaseSignIn');

let sdk: Promise<SignIn> | null = null;
let authPromise: Promise<Auth> | null = null;
let customToken: string | null = null;
let signedIn: Promise<void> | null = null;

const loadSdk = (): Promise<SignIn> => (sdk ??= import('./firebaseSignIn'));

function getAuthInstance(): Promise<Auth> {
  authPromise ??= loadSdk().then((m) => m.createAuth());
  return authPromise;
}

/** Remembers the custom token of this session; signing in starts on first need (or ensureSignedIn). */
export function setCustomToken(token: string) {
  customToken = token;
  signedIn = null;
}

/** Signs in once with the session's custom token. */
export function ensureSignedIn(): Promise<void> {
  if (!signedIn) {
    const token = customToken;
    if (!token) return Promise.reject(new Error('current user is not found.'));
    signedIn = Promise.all([getAuthInstance(), loadSdk()]).then(async ([auth, m]) => {
      await m.signInWithCustomToken(auth, token);
    });
  }
  return signedIn;
}

/** The signed-in user's Firebase ID token ('current user is not found.' without one: docs/product/api.md#auth). */
export async function currentIdToken(): Promise<string> {
  await ensureSignedIn();
  const user = (await getAuthInstance()).currentUser;
  if (!user) throw new Error('current user is not found.');
  return user.getIdToken();
}
