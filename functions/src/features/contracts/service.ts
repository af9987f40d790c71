/** Contracts (案件管理): the two parties' lists and details, and the parties' transitions. */
import { FINISHED_CONTRACT_STATUSES, ONGOING_CONTRACT_STATUSES } from '@common/contractMachine';
import type { Contract, ContractAction, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { registeredSideOf, type Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { newestCursorOf, scanPage } from '../../http/paging';
import { CONTRACT_NOT_FOUND, contracts, contractsOfParty, type ContractDoc } from '../../documents/contracts';
import { payments } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { readLists } from '../../documents/collection';
import { isParty, roleIn } from '../../policies';
import { loadPublicProfiles } from '../../domain/publicProfiles';
import { readNoticesAbout } from '../notices';
import { toContract } from './model';
import type { DealSettings } from './settings';
import { runAfter } from './after';
import { applyTransition, type TransitionRequest } from './transitions';
// The not-found message of the ids its routes take (routes never import documents/).
export { CONTRACT_NOT_FOUND } from '../../documents/contracts';

export const CONTRACT_CURSOR = ['date', 'string'] as const;

async function toContracts(deps: Deps, settings: DealSettings, docs: ContractDoc[], uid: string): Promise<Contract[]> {
  const ids = docs.map((d) => d.id);
  const [profiles, [paid, paidOut]] = await Promise.all([
    loadPublicProfiles(deps, { clients: docs.map((d) => d.clientId), workers: docs.map((d) => d.workerId) }),
    readLists(deps.store, [ids.map((id) => payments.ref(id)), ids.map((id) => payouts.ref(id))]),
  ]);
  return docs.map((d, i) =>
    toContract(
      d,
      roleIn(d, uid) ?? 'system',
      profiles.client(d.clientId),
      profiles.worker(d.workerId),
      { payment: paid[i], payout: paidOut[i] },
      settings,
    ),
  );
}

/** The caller's contracts on the side they registered as: ongoing or finished, newest first. */
export async function listContracts(
  deps: Deps,
  settings: DealSettings,
  actor: Actor,
  state: 'ongoing' | 'finished',
  after: unknown[] | undefined,
): Promise<Page<Contract>> {
  const statuses = state === 'ongoing' ? ONGOING_CONTRACT_STATUSES : FINISHED_CONTRACT_STATUSES;
  const page = await scanPage({
    // Flag or not: a revoked worker still sees the contracts she finishes (docs/product/admin.md#worker-approval).
    fetch: contractsOfParty(deps.store, registeredSideOf(actor), actor.uid, statuses),
    cursorOf: newestCursorOf,
    after,
  });
  const docs = page.items.map((d) => d.data);
  return { items: await toContracts(deps, settings, docs, actor.uid), nextCursor: page.nextCursor };
}

/** Only the two parties see a contract; to anyone else it does not exist (404, not 403). */
export async function getContract(deps: Deps, settings: DealSettings, actor: Actor, id: string): Promise<Contract> {
  const doc = await contracts.get(deps.store, id);
  if (!doc || !isParty(doc, actor.uid)) throw errors.notFound(CONTRACT_NOT_FOUND);
  // Opening the contract (from a LINE push too) reads the caller's notices about it.
  const [contract] = await Promise.all([toContracts(deps, settings, [doc], actor.uid), readNoticesAbout(deps, actor.uid, id)]);
  return contract[0];
}

/**
 * One party's action (納品, 修正依頼, 検収, cancelling, answering a cancellation): checked against the
 * machine and the current state inside the transaction, so a repeated or racing call changes
 * nothing and gets 409. A refund or transfer it owes runs after the commit.
 */
export async function actOnContract(
  deps: Deps,
  settings: DealSettings,
  actor: Actor,
  id: string,
  action: ContractAction,
  note?: string,
  /** 納品: its photos (room image ids) and link. */
  delivery?: TransitionRequest['delivery'],
): Promise<Contract> {
  const r = await applyTransition(deps, { contractId: id, action, uid: actor.uid, note: note || undefined, delivery });
  await Promise.all([runAfter(deps, id, r.after), readNoticesAbout(deps, actor.uid, id)]);
  const fresh = (await contracts.get(deps.store, id)) ?? r.contract;
  return (await toContracts(deps, settings, [fresh], actor.uid))[0];
}
