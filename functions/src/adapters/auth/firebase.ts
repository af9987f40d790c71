/** Firebase Auth through firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
import type { Auth } from 'firebase-admin/auth';
import type { AuthPort } from '../../ports';

export class FirebaseAuthAdapter implements AuthPort {
  constructor(private readonly auth: Auth) {}

  createCustomToken(uid: string): Promise<string> {
    return this.auth.createCustomToken(uid);
  }

  async verifyIdToken(idToken: string): Promise<string> {
    return (await this.auth.verifyIdToken(idToken)).uid;
  }
}
