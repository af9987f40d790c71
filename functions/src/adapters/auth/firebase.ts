/** Firebase Auth through firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
import type { Auth } from 'firebase-admin/auth';
import type { AuthPort, VerifiedIdToken } from '../../ports';

export class FirebaseAuthAdapter implements AuthPort {
  constructor(private readonly auth: Auth) {}

  createCustomToken(uid: string): Promise<string> {
    return this.auth.createCustomToken(uid);
  }

  async verifyIdToken(idToken: string): Promise<string> {
    return (await this.auth.verifyIdToken(idToken)).uid;
  }

  /** The decoded token: custom claims (setCustomUserClaims, or a custom token's developer claims) are top-level keys. */
  async verifyIdTokenClaims(idToken: string): Promise<VerifiedIdToken> {
    const decoded = await this.auth.verifyIdToken(idToken);
    return { uid: decoded.uid, claims: { ...decoded } };
  }
}
