/**
 * contracts/{id} (案件管理) and rooms/{contractId}: a contract opens when a client accepts an
 * application, together with the message room of its two parties. Every status change appends to
 * history, which is how the contract detail shows its timeline.
 */
import { nextActions, type ContractActor } from '@common/contractMachine';
import type { Stored } from '@common/api';
import type { Contract, ContractAction, ContractStatus, PublicClient, PublicWorker } from '@common/marketplace';

export interface ContractEventDoc {
  status: ContractStatus;
  at: Date;
  /** The uid that caused it; null for the platform (webhooks, transfers). */
  by: string | null;
}

/** The contract as stored: the wire Contract without what is joined or computed at read time. */
export type ContractDoc = Stored<Contract, 'client' | 'worker' | 'roomId' | 'actions' | 'history'> & {
  history: ContractEventDoc[];
};

export interface RoomDoc {
  id: string;
  contractId: string;
  jobId: string;
  clientId: string;
  workerId: string;
  /** Both parties, for "my rooms" queries (array-contains). */
  members: string[];
  title: string;
  /** 'closed' once the contract is cancelled: the room is read-only then. */
  status: 'open' | 'closed';
  lastMessageAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const contractsCollection = 'contracts';
export const contractPath = (id: string) => `contracts/${id}`;
export const roomPath = (contractId: string) => `rooms/${contractId}`;

export const CONTRACT_NOT_FOUND = '契約が見つかりません';

/**
 * What the HTTP API offers now, per action and state. The machine knows every transition; payment,
 * delivery and completion arrive with the payments issue, and cancelling after the payment needs a
 * refund, so only cancelling before it is offered yet.
 */
export const OFFERED: Partial<Record<ContractAction, readonly ContractStatus[]>> = {
  cancel: ['awaiting_payment'],
};

export const isOffered = (action: ContractAction, status: ContractStatus) => !!OFFERED[action]?.includes(status);

/** The caller's role in the contract, or null when the caller is not one of its two parties. */
export function roleIn(doc: Pick<ContractDoc, 'clientId' | 'workerId'>, uid: string): ContractActor | null {
  if (doc.clientId === uid) return 'client';
  if (doc.workerId === uid) return 'worker';
  return null;
}

export function toContract(
  doc: ContractDoc,
  role: ContractActor,
  client: PublicClient,
  worker: PublicWorker,
): Contract {
  return {
    id: doc.id,
    jobId: doc.jobId,
    clientId: doc.clientId,
    workerId: doc.workerId,
    title: doc.title,
    reward: doc.reward,
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
