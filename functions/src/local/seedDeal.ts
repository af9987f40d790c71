/**
 * The deal's demo data (docs/data.md#demo-data), built from the demo contracts' timelines so that every
 * document agrees with them and with the local Stripe stand-in:
 *
 * - contractFromSteps plays a contract's events through the shared state machine (an impossible
 *   step throws), and derives what transitions.ts would have stored on the way: pendingCancel while
 *   cancel_requested, delivery while delivered, remindersSent, the dispute of a refused cancellation.
 * - addDealSeed writes, for every contract that was paid, payments/{contractId} with its Checkout
 *   Session, payment intent and charge in _stripeLocal/{id} (and the refund when the cancellation
 *   was agreed); for every 検収, payouts/{contractId} (transferred with its _stripeLocal transfer,
 *   requested while a ready worker's transfer is under way, waiting_account for a worker without a
 *   payout account); earnings/{workerUid} summed from the transfers; and the workers' connected
 *   accounts (users.stripeAccount and _stripeLocal/{acct}). Each transfer has its payment on the
 *   connected account and, once the payout schedule's day has come, the bank payout that carried it
 *   (_stripeLocal/po_..., bankPayouts/{po}, paid on the day the schedule gave), so 受取履歴 shows
 *   when the money reached the bank (docs/payout-arrival.md).
 *
 * Ids are readable and fixed (pi_democontract07 ...), so a refund or a transfer the app makes later
 * against seeded data finds its objects in the local stand-in.
 */
import {
  LOCAL_DEFAULT_SCHEDULE,
  toSchedule,
  type LocalBalanceTransaction,
  type LocalCharge,
  type LocalPaymentIntent,
  type LocalPayout,
  type LocalRefund,
  type LocalTransfer,
} from '../adapters/stripe/local';
import { AUTO_COMPLETE_REMINDER_DAYS, DEFAULT_AUTO_COMPLETE_DAYS } from '@common/deal';
import { jstMonth, startOfJstDay } from '@common/dates';
import { transition, type ContractActor, type PendingCancel } from '@common/contractMachine';
import type { ContractAction, ContractStatus } from '@common/marketplace';
import type { DocData } from '../ports/store';
import type { BankAccountSummary } from '../ports/stripe';
import type { LocalCheckoutSession, LocalStripeAccount } from '../adapters/stripe/local';
import type { ContractDoc, ContractEventDoc, DisputeDoc, PendingCancelDoc } from '../documents/contracts';
import { payments, type PaymentDoc, type PaymentRefundDoc } from '../documents/payments';
import { payouts, type PayoutDoc } from '../documents/payouts';
import { earnings, type EarningsDoc } from '../documents/earnings';
import { userPath, type UserDoc } from '../documents/users';
import { contractFee } from '../features/money/fees';
import { expectedArrivalOn } from '../features/money/bankArrival';
import { bankPayouts, type BankPayoutDoc } from '../documents/bankPayouts';

const DAY = 24 * 3600_000;
const MINUTE = 60_000;

/** One event after the contract opened: the transition, who took it, when, and what they wrote. */
export interface ContractStep {
  action: ContractAction;
  actor: ContractActor;
  at: Date;
  /** The delivery message, or the reason of a revision or a cancellation. */
  note?: string;
}

/** What a contract's timeline leaves on the contract document. */
export type ContractState = Pick<
  ContractDoc,
  'status' | 'history' | 'pendingCancel' | 'delivery' | 'remindersSent' | 'dispute' | 'updatedAt' | 'completedAt'
>;

/**
 * Plays the steps from the opening (awaiting_payment, by the client, at `opened`) through the state
 * machine. Throws when a step is not allowed, is not later than the one before, or is not in the past.
 */
export function contractFromSteps(
  contract: { id: string; clientId: string; workerId: string; opened: Date },
  steps: readonly ContractStep[],
  now: Date,
): ContractState {
  const fail = (msg: string): never => {
    throw new Error(`demo seed: contract ${contract.id}: ${msg}`);
  };
  const history: ContractEventDoc[] = [{ status: 'awaiting_payment', at: contract.opened, by: contract.clientId }];
  let status: ContractStatus = 'awaiting_payment';
  let pending: PendingCancelDoc | null = null;
  let delivery: { message: string; at: Date } | null = null;
  let remindersSent: number[] = [];
  let dispute: DisputeDoc | null = null;
  // The 検収's time, which the review window counts from (docs/product/reviews.md#rules).
  let completedAt: Date | null = null;
  let last = contract.opened;
  const uidOf = (actor: ContractActor) =>
    actor === 'client' ? contract.clientId : actor === 'worker' ? contract.workerId : null;
  /** The automatic-検収 reminders that came due before `until` for the current delivery. */
  const remindersDue = (until: Date) =>
    delivery
      ? AUTO_COMPLETE_REMINDER_DAYS.filter(
          (d) => delivery!.at.getTime() + (DEFAULT_AUTO_COMPLETE_DAYS - d) * DAY <= until.getTime(),
        )
      : [];

  for (const step of steps) {
    if (step.at <= last) fail(`${step.action} at ${step.at.toISOString()} is not after ${last.toISOString()}`);
    if (step.at >= now) fail(`${step.action} is not in the past`);
    const machinePending: PendingCancel | null = pending ? { by: pending.by, from: pending.from } : null;
    const r = transition(status, step.action, step.actor, machinePending);
    if (!r.ok) return fail(`${step.action} by ${step.actor} in ${status}: ${r.message}`);
    if (status === 'delivered') remindersSent = remindersDue(step.at);
    switch (step.action) {
      case 'deliver':
        delivery = { message: step.note ?? '', at: step.at };
        remindersSent = [];
        break;
      case 'request_revision':
        delivery = null;
        break;
      case 'complete':
      case 'resolve_complete':
        delivery = null;
        completedAt = step.at;
        break;
      case 'request_cancel':
        pending = { by: step.actor as PendingCancelDoc['by'], from: status, reason: step.note ?? '', at: step.at };
        break;
      case 'accept_cancel':
        pending = null;
        break;
      case 'refuse_cancel':
        pending = null;
        dispute = { source: 'refused_cancel', at: step.at };
        break;
      default:
        break;
    }
    status = r.to;
    history.push({
      status,
      at: step.at,
      by: uidOf(step.actor),
      action: step.action,
      actor: step.actor,
      ...(step.note ? { note: step.note } : {}),
    });
    last = step.at;
  }
  if (status === 'delivered') remindersSent = remindersDue(now);
  return {
    status,
    history,
    pendingCancel: pending,
    // As transitions.ts leaves it: a cancellation request keeps the delivery it interrupted.
    delivery,
    remindersSent,
    dispute,
    updatedAt: last,
    ...(completedAt ? { completedAt } : {}),
  };
}

/** A worker's connected Express account, ready for payouts. */
export interface DemoPayoutAccount {
  workerId: string;
  accountId: string;
  bank: Omit<BankAccountSummary, 'isDefault'>;
  createdAt: Date;
}

/* The local stand-in's objects (adapters/stripe/local.ts keeps them in _stripeLocal/{id}), as it writes them. */

export const stripeLocalPath = (id: string) => `_stripeLocal/${id}`;

/** The fixed Stripe ids of a demo contract's payment: cs_test_democontract07, pi_democontract07 ... */
export function demoStripeIds(contractId: string) {
  const key = contractId.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return {
    session: `cs_test_${key}`,
    paymentIntent: `pi_${key}`,
    charge: `ch_${key}`,
    refund: `re_${key}`,
    transfer: `tr_${key}`,
    /** The transfer's payment on the connected account, its balance entry, and the bank payout. */
    payment: `py_${key}`,
    paymentTxn: `txn_${key}`,
    payout: `po_${key}`,
    payoutTxn: `txn_po_${key}`,
  };
}

/** The card every demo payment was made with (the local checkout page's test card). */
const CARD = { brand: 'visa', last4: '4242' } as const;
/** Where the local checkout page sent the client back (web dev server). */
const WEB_BASE = 'http://127.0.0.1:5173';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const eventOf = (c: ContractDoc, action: ContractAction) => c.history.find((e) => e.action === action);

/**
 * Adds payments, payouts, earnings and the local Stripe objects of the given contracts, and the
 * workers' payout accounts. Contracts must have their final history (contractFromSteps).
 */
export function addDealSeed(
  docs: Record<string, DocData>,
  contracts: readonly ContractDoc[],
  accounts: readonly DemoPayoutAccount[],
  now: Date = new Date(),
): void {
  const put = (path: string, doc: object) => {
    docs[path] = { ...doc } as DocData;
  };
  const accountOf = new Map(accounts.map((a) => [a.workerId, a]));

  for (const a of accounts) {
    const user = docs[userPath(a.workerId)] as unknown as UserDoc | undefined;
    if (!user) throw new Error(`demo seed: no user ${a.workerId} for payout account ${a.accountId}`);
    put(userPath(a.workerId), { ...user, stripeAccount: a.accountId });
    const account: LocalStripeAccount = {
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
      bankAccounts: [{ ...a.bank, isDefault: true }],
      email: null,
      metadata: { uid: a.workerId },
      created: seconds(a.createdAt),
    };
    put(stripeLocalPath(a.accountId), account);
  }

  const earned = new Map<string, EarningsDoc>();
  for (const c of contracts) {
    const pay = eventOf(c, 'pay');
    if (!pay) continue;
    const ids = demoStripeIds(c.id);
    const metadata = { contractId: c.id };
    const sessionCreated = new Date(pay.at.getTime() - 3 * MINUTE);
    const back = `${WEB_BASE}/client/project-managements/${c.id}`;
    const session: LocalCheckoutSession = {
      id: ids.session,
      object: 'checkout.session',
      amount_total: c.reward,
      currency: 'jpy',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: ids.paymentIntent,
      metadata,
      success_url: `${back}?paid=1`,
      cancel_url: `${back}?canceled=1`,
      url: null,
      expires_at: seconds(sessionCreated) + 24 * 3600,
      created: seconds(sessionCreated),
      product_name: c.title,
      transfer_group: c.id,
    };
    const intent: LocalPaymentIntent = {
      id: ids.paymentIntent,
      object: 'payment_intent',
      amount: c.reward,
      currency: 'jpy',
      status: 'succeeded',
      latest_charge: ids.charge,
      transfer_group: c.id,
      metadata,
      created: seconds(pay.at),
    };

    // An agreed cancellation (by the other party or the platform after the waiting days) refunds in full.
    const accepted = eventOf(c, 'accept_cancel');
    const confirmed = eventOf(c, 'confirm_refund');
    let refund: PaymentRefundDoc | null = null;
    if (accepted) {
      const stripeRefund: LocalRefund = {
        id: ids.refund,
        object: 'refund',
        amount: c.reward,
        status: 'succeeded',
        charge: ids.charge,
        payment_intent: ids.paymentIntent,
        metadata: { contractId: c.id, reason: accepted.actor === 'system' ? 'cancel_auto_accepted' : 'cancel_agreed' },
        created: seconds(accepted.at) + 1,
      };
      put(stripeLocalPath(ids.refund), stripeRefund);
      refund = {
        // succeeded once charge.refunded has come back (confirm_refund); created while it is awaited.
        status: confirmed ? 'succeeded' : 'created',
        reason: stripeRefund.metadata.reason,
        refundId: ids.refund,
        requestedAt: accepted.at,
        ...(confirmed ? { succeededAt: confirmed.at } : {}),
      };
    }
    const charge: LocalCharge = {
      id: ids.charge,
      object: 'charge',
      amount: c.reward,
      amount_refunded: refund ? c.reward : 0,
      refunded: !!refund,
      paid: true,
      status: 'succeeded',
      currency: 'jpy',
      payment_intent: ids.paymentIntent,
      transfer_group: c.id,
      metadata,
      payment_method_details: { type: 'card', card: { ...CARD } },
      // The demo's card payments are available at once (the transfer counts from its own time).
      available_on: seconds(pay.at),
      created: seconds(pay.at),
    };
    put(stripeLocalPath(ids.session), session);
    put(stripeLocalPath(ids.paymentIntent), intent);
    put(stripeLocalPath(ids.charge), charge);

    const payment: PaymentDoc = {
      contractId: c.id,
      clientId: c.clientId,
      workerId: c.workerId,
      amount: c.reward,
      status: 'paid',
      attempt: 1,
      sessionId: ids.session,
      sessionUrl: null,
      sessionExpiresAt: new Date(session.expires_at * 1000),
      paymentIntentId: ids.paymentIntent,
      chargeId: ids.charge,
      cardBrand: CARD.brand,
      cardLast4: CARD.last4,
      availableOn: new Date(charge.created * 1000),
      title: c.title,
      paidAt: pay.at,
      refund,
      createdAt: sessionCreated,
      updatedAt: confirmed?.at ?? accepted?.at ?? pay.at,
    };
    put(payments.ref(c.id).path, payment);

    // 検収 writes the payout; the transfer follows at once when the worker can receive it.
    const complete = eventOf(c, 'complete');
    if (!complete) continue;
    const fee = contractFee(c);
    const account = accountOf.get(c.workerId);
    const paidOut = eventOf(c, 'payout');
    if (paidOut && !account) throw new Error(`demo seed: contract ${c.id} paid out to a worker without an account`);
    const payout: PayoutDoc = {
      contractId: c.id,
      workerId: c.workerId,
      clientId: c.clientId,
      title: c.title,
      reward: fee.reward,
      fee: fee.fee,
      amount: fee.payout,
      status: paidOut ? 'transferred' : account ? 'requested' : 'waiting_account',
      transferId: null,
      destination: null,
      completedAt: complete.at,
      transferredAt: null,
      reversedAt: null,
      createdAt: complete.at,
      updatedAt: paidOut?.at ?? complete.at,
    };
    if (paidOut && account) {
      const transfer: LocalTransfer = {
        id: ids.transfer,
        object: 'transfer',
        amount: fee.payout,
        amount_reversed: 0,
        reversed: false,
        currency: 'jpy',
        destination: account.accountId,
        source_transaction: ids.charge,
        transfer_group: c.id,
        metadata: { contractId: c.id, workerId: c.workerId },
        reversals: [],
        destination_payment: ids.payment,
        created: seconds(paidOut.at),
      };
      put(stripeLocalPath(ids.transfer), transfer);
      const expected = expectedArrivalOn(toSchedule(LOCAL_DEFAULT_SCHEDULE), paidOut.at);
      Object.assign(payout, {
        transferId: ids.transfer,
        destination: account.accountId,
        transferredAt: paidOut.at,
        destinationPayment: ids.payment,
        expectedArrivalOn: expected,
      });
      const entry: LocalBalanceTransaction = {
        id: ids.paymentTxn,
        object: 'balance_transaction',
        account: account.accountId,
        type: 'payment',
        source: ids.payment,
        amount: fee.payout,
        currency: 'jpy',
        available_on: seconds(paidOut.at),
        payout: null,
        created: seconds(paidOut.at),
      };
      // The scheduled payout of that day, paid once the day has come (midnight JST of the day).
      const arrival = expected ? startOfJstDay(expected) : null;
      if (arrival && arrival <= now) {
        const created = new Date(Math.max(paidOut.at.getTime() + MINUTE, arrival.getTime() - 2 * DAY));
        const po: LocalPayout = {
          id: ids.payout,
          object: 'payout',
          account: account.accountId,
          amount: fee.payout,
          currency: 'jpy',
          arrival_date: seconds(arrival),
          automatic: true,
          method: 'standard',
          type: 'bank_account',
          status: 'paid',
          destination: account.bank.id,
          failure_code: null,
          failure_message: null,
          failure_balance_transaction: null,
          metadata: {},
          created: seconds(created),
        };
        const own: LocalBalanceTransaction = {
          ...entry,
          id: ids.payoutTxn,
          type: 'payout',
          source: ids.payout,
          amount: -fee.payout,
          available_on: seconds(created),
          payout: ids.payout,
          created: seconds(created),
        };
        put(stripeLocalPath(ids.payout), po);
        put(stripeLocalPath(ids.payoutTxn), own);
        entry.payout = ids.payout;
        const bank: BankPayoutDoc = {
          id: ids.payout,
          accountId: account.accountId,
          workerId: c.workerId,
          amount: fee.payout,
          status: 'paid',
          arrivalDate: arrival,
          automatic: true,
          created,
          failureCode: null,
          carries: [],
          eventCreated: arrival,
          livemode: false,
          createdAt: created,
          updatedAt: arrival,
        };
        put(bankPayouts.ref(ids.payout).path, bank);
        Object.assign(payout, { bankPayoutId: ids.payout });
      }
      put(stripeLocalPath(ids.paymentTxn), entry);
      const e = earned.get(c.workerId) ?? { workerId: c.workerId, total: 0, months: {}, updatedAt: paidOut.at };
      const month = jstMonth(paidOut.at);
      e.total += fee.payout;
      e.months[month] = (e.months[month] ?? 0) + fee.payout;
      if (paidOut.at > e.updatedAt) e.updatedAt = paidOut.at;
      earned.set(c.workerId, e);
    }
    put(payouts.ref(c.id).path, payout);
  }
  for (const e of earned.values()) put(earnings.ref(e.workerId).path, e);
}
