/**
 * contracts/{id} (案件管理): a contract opens when a client accepts an application, together with
 * its message room (rooms.ts). Every status change appends to history, which is how the contract
 * detail shows its timeline.
 */
import type { Stored } from '@common/api';
import type { Contract, ContractStatus } from '@common/marketplace';
import { NEWEST_FIRST, collection, type Batch, type Reader } from './collection';

export interface ContractEventDoc {
  status: ContractStatus;
  at: Date;
  /** The uid that caused it; null for the platform (webhooks, transfers). */
  by: string | null;
}

/** The contract as stored: the wire Contract without what is joined or computed at read time. */
export type ContractDoc = Stored<Contract, 'client' | 'worker' | 'roomId' | 'actions' | 'history' | 'fee'> & {
  history: ContractEventDoc[];
};

export const contracts = collection<ContractDoc>('contracts');
export const contractPath = (id: string) => contracts.ref(id).path;

export const CONTRACT_NOT_FOUND = '契約が見つかりません';

/** The contracts where the uid is the client or the worker, in the given states, newest first. */
export const contractsOfParty =
  (r: Reader, side: 'client' | 'worker', uid: string, statuses: readonly ContractStatus[]): Batch<ContractDoc> =>
  (startAfter, limit) =>
    contracts.query(r, {
      where: [
        [side === 'client' ? 'clientId' : 'workerId', '==', uid],
        ['status', 'in', [...statuses]],
      ],
      orderBy: NEWEST_FIRST,
      startAfter,
      limit,
    });
