/**
 * The entry to the worker-access request as the setup screen and the client's my page name it
 * (docs/product/screens.md#worker-access-request), from the session's status. Tiny on purpose: the
 * setup screen is a first screen and imports only this.
 */
import type { WorkerAccessStatus } from '@common/workerAccess';

export const REQUEST_ENTRY = '受注者として利用を申請する';

const STATUS_LABEL: Partial<Record<WorkerAccessStatus, string>> = {
  pending: '審査中',
  approved: '承認済み',
  declined: '見送り',
  revoked: '利用停止',
};

/** 「受注者として利用を申請する」, or 「受注者の利用申請（審査中）」 once there is a request. */
export function workerAccessEntryLabel(status: WorkerAccessStatus | undefined): string {
  const label = status && STATUS_LABEL[status];
  return label ? `受注者の利用申請（${label}）` : REQUEST_ENTRY;
}
