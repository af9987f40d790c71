/**
 * The Firebase calls the app makes, as named imports: loaded as one lazy chunk by firebaseAuth.ts,
 * so the bundler keeps only these (a dynamic `import('firebase/auth')` would keep the whole module:
 * about 45 KB gzipped instead of about 27).
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithCustomToken, type Auth } from 'firebase/auth';
import { config } from './config';

export function createAuth(): Auth {
  const auth = initializeAuth(initializeApp(config.firebase), { persistence: inMemoryPersistence });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

export { signInWithCustomToken };
