/**
 * contracts/{id} (案件管理): a contract opens when a client accepts an application, together with
 * its message room (rooms.ts). Every status change appends to history, which is how the contract
 * detail shows its timeline.
 */
import type { Stored } from '@common/api';
import type { ContractActor, ContractParty } from '@common/contractMachine';
import type { DisputeSource } from '@common/deal';
import type { Contract, ContractAction, ContractStatus } from '@common/marketplace';
import type { MessageImage } from '@common/rooms';
import { NEWEST_FIRST, collection, type Batch, type Reader } from './collection';

export interface ContractEventDoc {
  status: ContractStatus;
  at: Date;
  /** The uid that caused it; null for the platform (webhooks, transfers). */
  by: string | null;
  /** The transition (absent on the opening event, the accept). */
  action?: ContractAction;
  actor?: ContractActor;
  /** Delivery message, revision or cancellation reason. */
  note?: string;
  /**
   * cancel / confirm_refund: the place given back left the job closed (or stopped) and its owner is
   * asked whether to reopen it (freedPlaces); the salon's notice and room message say so.
   */
  reopenAsked?: true;
  /** A 納品's photos (roomImages of the contract's room, attached by it) and link, when it had them. */
  images?: MessageImage[];
  link?: string;
}

/** The open cancellation request while the status is cancel_requested. */
export interface PendingCancelDoc {
  by: ContractParty;
  /** The status it interrupted: a refusal goes back there. */
  from: ContractStatus;
  reason: string;
  at: Date;
}

/** The contract's hold: why the admins must look at it (features/money/holds.ts). */
export interface DisputeDoc {
  source: DisputeSource;
  at: Date;
  /** The Stripe object that raised it (dispute, charge or transfer id), when one did. */
  stripeId?: string | null;
  /** Integer yen concerned (a refund made outside the app), when there is one. */
  amount?: number | null;
}

/** The contract as stored: the wire Contract without what is joined or computed at read time. */
export type ContractDoc = Stored<
  Contract,
  'client' | 'worker' | 'roomId' | 'actions' | 'history' | 'fee' | 'cancelRequest' | 'delivery' | 'payment' | 'payout' | 'dispute'
> & {
  history: ContractEventDoc[];
  /** Contracts stored before the fields below existed lack them; absent reads as null / empty. */
  pendingCancel?: PendingCancelDoc | null;
  /** The latest 納品, while delivered: automatic 検収 counts from `at`. Older ones lack images and link. */
  delivery?: { message: string; at: Date; images?: MessageImage[]; link?: string | null } | null;
  /** Automatic-検収 reminders sent for the current delivery (days before). */
  remindersSent?: number[];
  /** The hold, while the admins look at the contract. */
  dispute?: DisputeDoc | null;
  /** The fee rate agreed when the contract was made (features/money/fees.ts); absent on older contracts. */
  feeRate?: number;
  /** When the last hold was released: the clocks count from here when it is later than their event. */
  resumedAt?: Date | null;
  /** 検収 (complete or resolve_complete): the review window counts from here (docs/product/reviews.md#rules). */
  completedAt?: Date | null;
  /**
   * 支払期日 (JST date) stated in the 発注書: set at 採用, brought forward by a 納品
   * (docs/product/law.md#payment-within-60-days-4条); absent on contracts made before it existed.
   */
  paymentDeadline?: string;
  /**
   * The payment deadline raised to the admins 7 days before it and on the day, once per (deadline,
   * stage), by the deal timers' watch (features/money/deadlineWatch.ts, docs/product/law.md#the-deadline-kept):
   * the last alert made. `stage` and `client` (the salon told too) are absent on alerts stored before them.
   */
  deadlineAlert?: {
    deadline: string;
    at: Date;
    wait: import('@common/deadlineAlert').DeadlineWait;
    stage?: import('@common/deadlineAlert').DeadlineStage;
    client?: boolean;
  } | null;
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
