/**
 * Worker approval (docs/product/admin.md#worker-approval): a verified user asks to work as a 受注者,
 * an admin approves or declines, and may later revoke. Shapes and the request form's schema, shared by
 * the API and the web (the form and the server validate with the same schema).
 *
 *   POST /liff/worker-access {occupation, introduction, link}     -> WorkerAccess (201; a repeat of the pending one: 200)
 *   GET  /liff/worker-access                                      -> WorkerAccess
 *   GET  /admin/worker-requests?status=&cursor=                   -> Page<AdminWorkerRequest>
 *   POST /admin/worker-requests/:uid/approve {}                   -> AdminWorkerRequest
 *   POST /admin/worker-requests/:uid/decline {reason}             -> AdminWorkerRequest
 *   POST /admin/users/:uid/revoke-worker {reason}                 -> AdminWorkerRequest
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import { boundedText, isHttpUrl, object, text, withHttpsScheme, withinLimit } from './schemas/text';

export const WORKER_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'revoked'] as const;
export type WorkerRequestStatus = (typeof WORKER_REQUEST_STATUSES)[number];
/** What the user reads: 'none' before any request. */
export type WorkerAccessStatus = 'none' | WorkerRequestStatus;

export const WORKER_ACCESS_LIMITS = { occupation: 50, introduction: 500, link: 300, reason: 500 } as const;

/** GET /liff/worker-access: the caller's request as they see it. */
export interface WorkerAccess {
  status: WorkerAccessStatus;
  occupation?: string;
  introduction?: string;
  link?: string;
  /** The reason the admins gave when declining (or revoking): shown to the user. */
  declineReason?: string;
  requestedAt?: string;
  decidedAt?: string;
}

/** GET /admin/worker-requests: one request with who asked. */
export interface AdminWorkerRequest {
  userId: string;
  lineDisplayName: string;
  /** The verified salon's company (users.salonInfo), null when the user has none. */
  company: string | null;
  occupation: string | null;
  introduction: string | null;
  link: string | null;
  status: WorkerRequestStatus;
  requestedAt: string;
  decidedAt: string | null;
  /** The admin who decided (approve, decline, revoke). */
  decidedBy: string | null;
  /** The reason of a decline or a revocation, as the user reads it. */
  declineReason: string | null;
}

/**
 * The request form (docs/product/validation.md): one occupation of the configured list (the server
 * also checks the list), an introduction, and a portfolio or SNS page. The link takes an address typed
 * without https:// (stored with it), as the client's homepage does.
 */
export const workerAccessSchema = object({
  occupation: text(m.type).required(m.select).max(WORKER_ACCESS_LIMITS.occupation, m.max(WORKER_ACCESS_LIMITS.occupation)),
  introduction: boundedText(WORKER_ACCESS_LIMITS.introduction, m),
  link: boundedText(WORKER_ACCESS_LIMITS.link, m)
    .transform(withHttpsScheme)
    .test('url', m.url, withinLimit(WORKER_ACCESS_LIMITS.link, isHttpUrl)),
})
  .typeError(m.type)
  .exact(m.unknown)
  .strict(false);
export type WorkerAccessDto = yup.InferType<typeof workerAccessSchema>;

/** POST /admin/worker-requests/:uid/decline and /admin/users/:uid/revoke-worker: a reason the user reads (1–500). */
export const workerDecisionSchema = object({
  reason: boundedText(WORKER_ACCESS_LIMITS.reason, m),
})
  .typeError(m.type)
  .exact(m.unknown)
  .strict(false);
export type WorkerDecisionDto = yup.InferType<typeof workerDecisionSchema>;

/** The notices the decisions send (docs/product/notifications.md). */
export const WORKER_ACCESS_NOTICE = {
  approvedTitle: '受注者としての利用が承認されました',
  approvedBodyNoSide: '初期設定の画面で「受注者側」を選んで、受注者の登録を進めてください。',
  approvedBodyClient:
    'このアカウントは発注者として登録済みのため、受注者側には切り替えられません。受注者としてのご利用はお問い合わせください。',
  declinedTitle: '受注者の利用申請を見送りました',
  revokedTitle: '受注者としての利用を停止しました',
  revokedBody: '進行中の契約は最後まで進められます。新しい案件への応募と出品はできません。',
} as const;
