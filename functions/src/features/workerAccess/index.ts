/**
 * The worker-access feature's public entry: the session reads the
 * caller's request status from it.
 */
import type { WorkerAccessStatus } from '@common/workerAccess';
import type { UserDoc } from '../../documents/users';
import type { WorkerRequestDoc } from '../../documents/workerRequests';
import { toWorkerAccess } from './model';

/** The status the session carries (docs/product/admin.md#worker-approval). */
export const workerAccessStatusOf = (user: Pick<UserDoc, 'isWorker'>, doc: WorkerRequestDoc | null): WorkerAccessStatus =>
  toWorkerAccess(user, doc).status;
