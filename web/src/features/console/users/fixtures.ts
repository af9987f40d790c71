/** Answers of the users endpoints for the tests (docs/product/admin.md#users-and-suspension). */
import type { AdminUserDetail, AdminUserItem } from '@common/admin';

export const item = (more: Partial<AdminUserItem> = {}): AdminUserItem => ({
  id: 'U100',
  lineDisplayName: 'はなこLINE',
  type: 'client',
  isActive: true,
  isWorker: false,
  suspended: false,
  name: '山田花子',
  company: 'サロン花',
  email: 'hanako@salon.example.jp',
  createdAt: '2026-10-01T03:00:00.000Z',
  ...more,
});

const list = <T>(items: T[], truncated = false, limit = 50) => ({ items, truncated, limit });

export function detail(more: Partial<AdminUserDetail['user']> = {}, lists: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: {
      ...item({ isWorker: true }),
      linePictureURL: '',
      salonInfo: { email: 'hanako@salon.example.jp', salonDisplayName: 'サロン花' },
      stripeAccount: 'acct_123',
      lineFriend: true,
      suspension: null,
      updatedAt: '2026-11-01T03:00:00.000Z',
      ...more,
    },
    profiles: {
      client: {
        name: '山田花子',
        classify: 'corporation',
        corporationInfo: { companyName: '株式会社花', address: '東京都' },
        detail: '一行目<br>二行目',
      },
      worker: { name: '山田花子', occupation: 'カメラマン', skills: ['人物', '商品'], sex: 'female', detail: '' },
    },
    jobs: list(
      [
        {
          id: 'J1',
          title: 'ヘアカタログ撮影',
          status: 'published',
          reward: 30000,
          capacity: 2,
          acceptedCount: 1,
          applicantCount: 3,
          applicationDeadline: '2026-12-10',
          moderated: false,
          moderation: null,
          stoppedBySuspension: false,
          createdAt: '2026-11-01T00:00:00.000Z',
        },
        {
          id: 'J2',
          title: '店内撮影',
          status: 'stopped',
          reward: 20000,
          capacity: 1,
          acceptedCount: 0,
          applicantCount: 0,
          applicationDeadline: '2026-12-01',
          moderated: true,
          moderation: { reason: '規約違反の募集内容', at: '2026-11-05T01:00:00.000Z' },
          stoppedBySuspension: false,
          createdAt: '2026-10-20T00:00:00.000Z',
        },
      ],
      true,
    ),
    listings: list([
      {
        id: 'L1',
        title: '出張撮影プラン',
        price: 15000,
        status: 'published',
        moderated: false,
        moderation: null,
        stoppedBySuspension: false,
        createdAt: '2026-11-02T00:00:00.000Z',
      },
    ]),
    applications: list([
      { jobId: 'J9', clientId: 'U900', status: 'pending', contractId: null, createdAt: '2026-11-03T00:00:00.000Z' },
    ]),
    contracts: list([
      {
        id: 'C1',
        jobId: 'J1',
        title: 'ヘアカタログ撮影',
        role: 'client',
        otherPartyId: 'U200',
        status: 'delivered',
        reward: 30000,
        dispute: { source: 'refused_cancel', at: '2026-11-10T00:00:00.000Z' },
        pendingCancel: null,
        createdAt: '2026-11-04T00:00:00.000Z',
        updatedAt: '2026-11-10T00:00:00.000Z',
      },
    ]),
    payments: list([
      {
        contractId: 'C1',
        clientId: 'U100',
        status: 'paid',
        amount: 30000,
        refundedAmount: 0,
        paidAt: '2026-11-04T01:00:00.000Z',
        refund: { status: 'requested', reason: 'cancel_agreed', attempts: 2, lastError: 'card_declined' },
      },
    ]),
    payouts: list([
      {
        contractId: 'C1',
        workerId: 'U200',
        status: 'waiting_account',
        amount: 27000,
        reward: 30000,
        fee: 3000,
        attempts: 1,
        lastError: 'account not ready',
        transferredAt: null,
      },
    ]),
    workerRequest: {
      userId: 'U100',
      lineDisplayName: 'はなこLINE',
      company: 'サロン花',
      occupation: 'カメラマン',
      introduction: 'よろしくお願いします',
      link: 'https://example.com/hanako',
      status: 'approved',
      requestedAt: '2026-10-02T00:00:00.000Z',
      decidedAt: '2026-10-03T00:00:00.000Z',
      decidedBy: 'Uadmin',
      declineReason: null,
    },
    audit: list(
      [
        {
          id: 'A1',
          createdAt: '2026-10-03T00:00:00.000Z',
          adminId: 'Uadmin',
          action: 'worker.approve',
          target: { kind: 'user', id: 'U100' },
          reason: null,
          before: { isWorker: false },
          after: { isWorker: true },
        },
      ],
      false,
      20,
    ),
    ...lists,
  };
}
