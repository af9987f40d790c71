/** A stored contract as one of its parties sees it, and which actions the API offers yet. */
import { nextActions, type ContractActor } from '@common/contractMachine';
import type { Contract, ContractAction, ContractStatus, PublicClient, PublicWorker } from '@common/marketplace';
import type { ContractDoc } from '../../documents/contracts';
import { feeFor } from '../../fees';

/**
 * What the HTTP API offers now, per action and state. The machine knows every transition; payment,
 * delivery and completion arrive with the payments issue, and cancelling after the payment needs a
 * refund, so only cancelling before it is offered yet.
 */
export const OFFERED: Partial<Record<ContractAction, readonly ContractStatus[]>> = {
  cancel: ['awaiting_payment'],
};

export const isOffered = (action: ContractAction, status: ContractStatus) => !!OFFERED[action]?.includes(status);

export function toContract(doc: ContractDoc, role: ContractActor, client: PublicClient, worker: PublicWorker): Contract {
  return {
    id: doc.id,
    jobId: doc.jobId,
    clientId: doc.clientId,
    workerId: doc.workerId,
    title: doc.title,
    reward: doc.reward,
    fee: feeFor(doc.reward),
    deliveryDate: doc.deliveryDate,
    status: doc.status,
    history: doc.history.map((e) => ({ status: e.status, at: e.at.toISOString(), by: e.by })),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    client,
    worker,
    roomId: doc.id,
    actions: nextActions(doc.status, role).filter((a) => isOffered(a, doc.status)),
  };
}
