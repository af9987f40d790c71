/**
 * The business documents of the deal's later steps (docs/product/entities.md#trade-documents), each
 * issued inside the transaction of its step, in two steps as issue.ts wants: `prepare…In` reads (the
 * contract's documents, the parties, the counters) before the caller writes anything; the `write` it
 * answers runs after the caller's own writes.
 *
 *   納品書 (delivery)                    at every 納品; a later 納品 is the next version, naming the one it replaces
 *   検収書 (acceptance), 請求書 (invoice)  at 検収 (complete, resolve_complete): once per contract
 *   サービス利用料の請求書 (fee_invoice), 支払明細 (payout_statement)  when the payout is transferred: once
 *
 * Who issues which invoice, and why: docs/product/law.md#invoices. A kind already issued for the
 * contract is not issued again (a repeated step, a replayed webhook, a timer's second run); nothing
 * here changes a document written before. The body builders are pure (tested on their own).
 */
import { jstDate } from '@common/dates';
import { autoCompleteDateOfDelivery } from '@common/paymentDeadline';
import type { FeeBreakdown } from '@common/marketplace';
import type { Operator } from '@common/operator';
import { settledWithholding, type Withholding } from '@common/withholding';
import {
  INSPECTION_DAYS,
  taxed,
  type AcceptanceBody,
  type AcceptanceBy,
  type DeliveryBody,
  type DocumentRef,
  type FeeInvoiceBody,
  type InvoiceBody,
  type OperatorSnapshot,
  type PayoutBank,
  type PayoutStatementBody,
} from '@common/tradeDocuments';
import type { TransactionOps } from '../../ports/store';
import type { Writer } from '../../documents/collection';
import type { ContractDoc } from '../../documents/contracts';
import type { PaymentDoc } from '../../documents/payments';
import {
  documentsOfContract,
  newestOfKind,
  type TradeDocumentDoc,
  type TradeDocumentDocOf,
} from '../../documents/tradeDocuments';
import { prepareIssue } from './issue';
import { partiesOf } from './parties';

// ---- the bodies (pure) ----

/** A fee rate in percent, as the 発注書 states it: 0.1 -> 10, 0.085 -> 8.5. */
export const feePercentOf = (rate: number): number => Math.round(rate * 10_000) / 100;

/** The operator's identity a document issued in its name keeps (docs/product/law.md#operator). */
export const operatorSnapshot = (o: Operator): OperatorSnapshot => ({
  name: o.name,
  postalCode: o.postalCode,
  address: o.address,
  invoiceRegistrationNumber: o.invoiceRegistrationNumber,
});

/** What a 納品 sent, as the transition checked it. */
export interface DeliveryFacts {
  message: string;
  photoCount: number;
  link: string | null;
}

/**
 * The 納品書 of the `round`-th 納品 made at `now`; its automatic 検収 date is the 発注書's and the
 * timers' (autoCompleteDue: inside the payment deadline this 納品 leaves).
 */
export function deliveryBody(
  contract: Pick<ContractDoc, 'title' | 'deliveryDate' | 'paymentDeadline'>,
  round: number,
  orderNumber: string | null,
  facts: DeliveryFacts,
  now: Date,
): DeliveryBody {
  return {
    title: contract.title,
    orderNumber,
    round,
    deliveredOn: jstDate(now),
    deliveredAt: now.toISOString(),
    message: facts.message,
    photoCount: facts.photoCount,
    link: facts.link,
    deliveryDate: contract.deliveryDate,
    autoCompleteOn: autoCompleteDateOfDelivery(now, INSPECTION_DAYS, contract.paymentDeadline),
  };
}

/**
 * The 検収書 of a 検収 at `now` of `amount` (税込: the reward the salon finally pays), with the
 * 源泉徴収税額 on that amount (docs/product/law.md#withholding-源泉徴収), if the contract withholds.
 */
export function acceptanceBody(
  title: string,
  orderNumber: string | null,
  by: AcceptanceBy,
  deliveredAt: Date | null,
  amount: number,
  now: Date,
  withholding: Withholding | null = null,
): AcceptanceBody {
  return {
    title,
    orderNumber,
    acceptedOn: jstDate(now),
    by,
    deliveredOn: deliveredAt ? jstDate(deliveredAt) : null,
    amount: taxed(amount),
    withholding,
  };
}

/**
 * The worker's 請求書 at 検収: in her name, with her 登録番号 when she has one (else null). When the
 * contract withholds, the 源泉徴収税額 and the 差引請求額 (amount − tax, what the 仮払い settled); the
 * 内消費税 stays on the amount, computed once (docs/product/law.md#withholding-源泉徴収).
 */
export function invoiceBody(
  title: string,
  orderNumber: string | null,
  registrationNumber: string | null,
  amount: number,
  paidAt: Date | null,
  now: Date,
  withholding: Withholding | null = null,
): InvoiceBody {
  return {
    title,
    orderNumber,
    transactionDate: jstDate(now),
    issuerRegistrationNumber: registrationNumber,
    amount: taxed(amount),
    paidOn: paidAt ? jstDate(paidAt) : null,
    withholding,
    ...(withholding ? { netAmount: Math.max(0, amount - withholding.amount) } : {}),
  };
}

/** The platform's 請求書 for its fee, taken from the transfer at `now`. */
export function feeInvoiceBody(title: string, operator: OperatorSnapshot, money: FeeBreakdown, now: Date): FeeInvoiceBody {
  return {
    title,
    operator,
    transactionDate: jstDate(now),
    reward: money.reward,
    feePercent: feePercentOf(money.rate),
    fee: taxed(money.fee),
  };
}

/** The 支払明細 of a transfer of `amount` at `now`, to `bank` (null: not known then). */
export function payoutStatementBody(
  title: string,
  operator: OperatorSnapshot,
  money: FeeBreakdown,
  paid: { amount: number; expectedArrivalOn: string | null; bank?: PayoutBank | null },
  feeInvoiceNumber: string | null,
  now: Date,
): PayoutStatementBody {
  return {
    title,
    operator,
    reward: money.reward,
    fee: money.fee,
    feePercent: feePercentOf(money.rate),
    amount: paid.amount,
    // 源泉徴収税額（発注者が納付）: reward − withheld − fee = amount (docs/product/money.md#withholding).
    withheld: money.withheld ?? 0,
    transferredOn: jstDate(now),
    expectedArrivalOn: paid.expectedArrivalOn,
    feeInvoiceNumber,
    bank: paid.bank ?? null,
  };
}

// ---- issuing them in the steps' transactions ----

const refOf = (d: TradeDocumentDoc): DocumentRef => ({ id: d.id, number: d.number, version: d.version });

/** The contract's fields these documents read. */
export type DealContract = Pick<
  ContractDoc,
  'id' | 'clientId' | 'workerId' | 'title' | 'deliveryDate' | 'history' | 'paymentDeadline'
>;

export interface DeliveryStep {
  /**
   * Writes the 納品書. `revisedOrder` is the 発注書 version the same 納品 issued, if it did: the
   * 納品書 names the newest 発注書.
   */
  write(w: Writer, revisedOrder: TradeDocumentDocOf<'order'> | null): TradeDocumentDocOf<'delivery'>;
}

/**
 * The 納品書 of a 納品 at `now` (docs/product/entities.md#trade-documents): the next version after
 * the contract's newest one (which it replaces); its round is the 納品's number among the contract's
 * 納品 (this one included), so a contract delivered before documents existed still counts right.
 */
export async function prepareDeliveryIn(
  tx: TransactionOps,
  contract: DealContract,
  facts: DeliveryFacts,
  now: Date,
): Promise<DeliveryStep> {
  // Independent reads of one transaction: together, not one round trip after another.
  const [docs, { client, worker }, issue] = await Promise.all([
    documentsOfContract(tx, contract.id),
    partiesOf(tx, contract),
    prepareIssue(tx, 'delivery', now),
  ]);
  const previous = newestOfKind(docs, 'delivery');
  const order = newestOfKind(docs, 'order');
  const version = (previous?.version ?? 0) + 1;
  const round = contract.history.filter((e) => e.action === 'deliver').length + 1;
  return {
    write: (w, revisedOrder) =>
      issue.write(w, {
        kind: 'delivery',
        contractId: contract.id,
        client,
        worker,
        version,
        replaces: previous ? refOf(previous) : null,
        body: deliveryBody(contract, round, (revisedOrder ?? order)?.number ?? null, facts, now),
      }),
  };
}

/** The 検収 as the transition decided it. */
export interface Acceptance {
  by: AcceptanceBy;
  /** What the salon finally pays (税込, contractFee's reward: after a refund, the settled reward). */
  amount: number;
}

export interface AcceptanceStep {
  /** Writes the 検収書 and the 請求書 not issued yet; answers those written. */
  write(w: Writer, accepted: Acceptance): TradeDocumentDoc[];
}

/**
 * The 検収書 and the worker's 請求書 of a 検収 at `now`, version 1 each, unless the contract has
 * them already. The 請求書 carries the worker's 登録番号 as her profile has it now, and the date of
 * the 仮払い (`payment`, read by the transition).
 */
export async function prepareAcceptanceIn(
  tx: TransactionOps,
  contract: DealContract & Pick<ContractDoc, 'delivery' | 'withholding'>,
  payment: Pick<PaymentDoc, 'paidAt'> | null,
  now: Date,
): Promise<AcceptanceStep> {
  const docs = await documentsOfContract(tx, contract.id);
  const order = newestOfKind(docs, 'order');
  const needsAcceptance = !newestOfKind(docs, 'acceptance');
  const needsInvoice = !newestOfKind(docs, 'invoice');
  if (!needsAcceptance && !needsInvoice) return { write: () => [] };
  const [parties, acceptance, invoice] = await Promise.all([
    partiesOf(tx, contract),
    needsAcceptance ? prepareIssue(tx, 'acceptance', now) : null,
    needsInvoice ? prepareIssue(tx, 'invoice', now) : null,
  ]);
  const orderNumber = order?.number ?? null;
  const base = { contractId: contract.id, client: parties.client, worker: parties.worker, version: 1, replaces: null };
  return {
    write(w, accepted) {
      const written: TradeDocumentDoc[] = [];
      // The tax on what the salon finally pays (the 採用 one unless money went back before 検収), so the
      // rate, the base and the amount agree on the face of both (docs/product/money.md#withholding).
      const withholding = settledWithholding(contract.withholding, accepted.amount);
      if (acceptance) {
        const deliveredAt = contract.delivery?.at ?? null;
        const body = acceptanceBody(contract.title, orderNumber, accepted.by, deliveredAt, accepted.amount, now, withholding);
        written.push(acceptance.write(w, { ...base, kind: 'acceptance', body }));
      }
      if (invoice) {
        const paidAt = payment?.paidAt ?? null;
        const body = invoiceBody(
          contract.title,
          orderNumber,
          parties.workerRegistrationNumber,
          accepted.amount,
          paidAt,
          now,
          withholding,
        );
        written.push(invoice.write(w, { ...base, kind: 'invoice', body }));
      }
      return written;
    },
  };
}

/** The transfer as made. */
export interface Transferred {
  /** The reward accepted (less refunds), the fee at the contract's rate and the payout. */
  money: FeeBreakdown;
  /** What Stripe transferred. */
  amount: number;
  expectedArrivalOn: string | null;
  /** 振込先: the account's payout bank, read from Stripe before the transaction (money/payoutBank.ts); null: unknown. */
  bank: PayoutBank | null;
}

export interface TransferStep {
  /** Writes the fee's 請求書 (when there is a fee) and the 支払明細 not issued yet; answers those written. */
  write(w: Writer, paid: Transferred): TradeDocumentDoc[];
}

/**
 * The documents of a payout transferred at `now`: the platform's 請求書 for its fee (a 適格請求書
 * under the operator's number; none for a fee of ¥0, nothing being charged) and the 支払明細 naming
 * it, version 1 each, unless the contract has them already.
 */
export async function prepareTransferIn(
  tx: TransactionOps,
  operator: Operator,
  payout: { contractId: string; clientId: string; workerId: string; title: string },
  now: Date,
): Promise<TransferStep> {
  const docs = await documentsOfContract(tx, payout.contractId);
  const feeInvoiced = newestOfKind(docs, 'fee_invoice');
  const needsStatement = !newestOfKind(docs, 'payout_statement');
  if (feeInvoiced && !needsStatement) return { write: () => [] };
  const [{ client, worker }, feeInvoice, statement] = await Promise.all([
    partiesOf(tx, payout),
    feeInvoiced ? null : prepareIssue(tx, 'fee_invoice', now),
    needsStatement ? prepareIssue(tx, 'payout_statement', now) : null,
  ]);
  const snapshot = operatorSnapshot(operator);
  const base = { contractId: payout.contractId, client, worker, version: 1, replaces: null };
  return {
    write(w, paid) {
      const written: TradeDocumentDoc[] = [];
      let invoiced = feeInvoiced;
      if (feeInvoice && paid.money.fee > 0) {
        invoiced = feeInvoice.write(w, {
          ...base,
          kind: 'fee_invoice',
          body: feeInvoiceBody(payout.title, snapshot, paid.money, now),
        });
        written.push(invoiced);
      }
      if (statement) {
        const body = payoutStatementBody(payout.title, snapshot, paid.money, paid, invoiced?.number ?? null, now);
        written.push(statement.write(w, { ...base, kind: 'payout_statement', body }));
      }
      return written;
    },
  };
}
