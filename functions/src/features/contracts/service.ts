/** Contracts (案件管理): the two parties' lists and details, and every transition in a transaction. */
import {
  FINISHED_CONTRACT_STATUSES,
  ONGOING_CONTRACT_STATUSES,
  nextActions,
  transition,
  type ContractActor,
} from '@common/contractMachine';
import type { Contract, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { sideOf, type Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { newestCursorOf, scanPage } from '../../http/paging';
import { CONTRACT_NOT_FOUND, contracts, contractsOfParty, type ContractDoc } from '../../documents/contracts';
import { jobs, statusFor } from '../../documents/jobs';
import { rooms } from '../../documents/rooms';
import { isParty, roleIn } from '../../policies';
import { loadPublicProfiles } from '../directory/public';
import { isOffered, toContract } from './model';

export const CONTRACT_CURSOR = ['date', 'string'] as const;

async function toContracts(deps: Deps, docs: ContractDoc[], uid: string): Promise<Contract[]> {
  const profiles = await loadPublicProfiles(deps, {
    clients: docs.map((d) => d.clientId),
    workers: docs.map((d) => d.workerId),
  });
  return docs.map((d) => toContract(d, roleIn(d, uid) ?? 'system', profiles.client(d.clientId), profiles.worker(d.workerId)));
}

/** The caller's contracts on the side they registered as: ongoing or finished, newest first. */
export async function listContracts(
  deps: Deps,
  actor: Actor,
  state: 'ongoing' | 'finished',
  after: unknown[] | undefined,
): Promise<Page<Contract>> {
  const statuses = state === 'ongoing' ? ONGOING_CONTRACT_STATUSES : FINISHED_CONTRACT_STATUSES;
  const page = await scanPage({
    fetch: contractsOfParty(deps.store, sideOf(actor), actor.uid, statuses),
    cursorOf: newestCursorOf,
    after,
  });
  return {
    items: await toContracts(
      deps,
      page.items.map((d) => d.data),
      actor.uid,
    ),
    nextCursor: page.nextCursor,
  };
}

/** Only the two parties see a contract; to anyone else it does not exist (404, not 403). */
export async function getContract(deps: Deps, actor: Actor, id: string): Promise<Contract> {
  const doc = await contracts.get(deps.store, id);
  if (!doc || !isParty(doc, actor.uid)) throw errors.notFound(CONTRACT_NOT_FOUND);
  return (await toContracts(deps, [doc], actor.uid))[0];
}

/** Cancelling after the payment needs a request the other party answers and a refund (issue 10, not offered yet). */
const CANCEL_AFTER_PAYMENT = '仮払い後のキャンセルはアプリからは行えません。お問い合わせ窓口までご連絡ください';

/**
 * Cancels a contract: checked against the state machine and the current state inside the
 * transaction, so a repeated or racing cancel changes nothing and gets 409. The place it held on
 * the job is given back (a full job opens again) and the room becomes read-only.
 */
export async function cancelContract(deps: Deps, actor: Actor, id: string): Promise<Contract> {
  const doc = await deps.store.runTransaction(async (tx) => {
    const contract = await contracts.get(tx, id);
    const role: ContractActor | null = contract ? roleIn(contract, actor.uid) : null;
    if (!contract || !role) throw errors.notFound(CONTRACT_NOT_FOUND);
    const step = transition(contract.status, 'cancel', role);
    if (!step.ok) {
      if (step.reason === 'already_done') throw errors.conflict('この契約はすでにキャンセルされています');
      // After the payment the machine takes a cancellation request instead, not offered here yet.
      if (nextActions(contract.status, role).includes('request_cancel')) throw errors.conflict(CANCEL_AFTER_PAYMENT);
      throw errors.conflict(step.message);
    }
    if (!isOffered('cancel', contract.status)) throw errors.conflict(CANCEL_AFTER_PAYMENT);
    const job = await jobs.get(tx, contract.jobId);
    const now = deps.clock.now();
    const next: ContractDoc = {
      ...contract,
      status: step.to,
      history: [...contract.history, { status: step.to, at: now, by: actor.uid }],
      updatedAt: now,
    };
    contracts.patch(tx, id, { status: next.status, history: next.history, updatedAt: now });
    rooms.patch(tx, id, { status: 'closed', updatedAt: now });
    if (job) {
      const acceptedCount = Math.max(0, job.acceptedCount - 1);
      jobs.patch(tx, job.id, {
        acceptedCount,
        status: job.status === 'stopped' ? 'stopped' : statusFor({ acceptedCount, capacity: job.capacity }),
      });
    }
    return next;
  });
  return (await toContracts(deps, [doc], actor.uid))[0];
}
