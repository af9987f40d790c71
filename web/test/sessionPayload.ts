/** A session payload for the web tests: an unverified user without a side unless `user` says otherwise. */
import type { SessionPayload } from '@common/api';

export function sessionPayload(user: Partial<SessionPayload['user']> = {}): SessionPayload {
  return {
    user: {
      id: 'U1',
      userId: 'U1',
      type: null,
      isActive: false,
      isWorker: false,
      hasStripeAccount: false,
      salonInfo: null,
      lineDisplayName: 'テスト',
      linePictureURL: '',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...user,
    },
    profiles: { client: null, worker: null },
    connectStatus: 'none',
    images: {},
  };
}
