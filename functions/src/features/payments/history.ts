/**
 * The client's payment history (支払い履歴) and the receipt (領収書) of one payment
 * (docs/product/money.md#receipts).
 * Only paid payments are listed (an open or expired Checkout Session took no money); one refunded
 * afterwards stays in the list, marked refunded.
 */
import { createHash } from 'node:crypto';
import { BRAND_DEFAULTS } from '@common/brand';
import { dealMessages, type PaymentRecord } from '@common/deal';
import { receiptDescription, type Receipt } from '@common/receipts';
import type { Operator } from '@common/operator';
import type { Page } from '@common/marketplace';
import { jstDate } from '@common/dates';
import { consumptionTaxIncluded } from '@common/tradeDocuments';
import { settledReward, withholdingTax } from '@common/withholding';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import { contracts } from '../../documents/contracts';
import { payments, type PaymentDoc, type PaymentReceiptDoc } from '../../documents/payments';
import { clientProfileRef } from '../../documents/profiles';
import { read } from '../../documents/collection';
import { loadPublicProfiles } from '../../domain/publicProfiles';

/** Cursor of the history: paidAt, then the contract id (the payment's id). */
export const PAYMENT_CURSOR = ['date', 'string'] as const;

const paidAtOf = (p: PaymentDoc): Date => p.paidAt ?? p.updatedAt;
const isRefunded = (p: PaymentDoc): boolean => p.refund?.status === 'succeeded';

/** The caller's paid payments, newest payment first (firestore.indexes.json: clientId, status, paidAt, contractId). */
export async function listPayments(deps: Deps, actor: Actor, after: unknown[] | undefined): Promise<Page<PaymentRecord>> {
  const page = await scanPage<PaymentDoc>({
    fetch: (startAfter, limit) =>
      payments.query(deps.store, {
        where: [
          ['clientId', '==', actor.uid],
          ['status', '==', 'paid'],
        ],
        orderBy: [
          ['paidAt', 'desc'],
          ['contractId', 'desc'],
        ],
        startAfter,
        limit,
      }),
    cursorOf: (d) => [paidAtOf(d.data), d.data.contractId],
    after,
  });
  const docs = page.items.map((d) => d.data);
  const [contractDocs, profiles] = await Promise.all([
    contracts.getMany(
      deps.store,
      docs.map((p) => p.contractId),
    ),
    loadPublicProfiles(deps, { workers: docs.map((p) => p.workerId) }),
  ]);
  const items = docs.map((p, i): PaymentRecord => ({
    contractId: p.contractId,
    title: contractDocs[i]?.title ?? p.title ?? '',
    workerName: profiles.worker(p.workerId).name,
    amount: p.amount,
    paidAt: paidAtOf(p).toISOString(),
    cardBrand: p.cardBrand ?? null,
    cardLast4: p.cardLast4 ?? null,
    refunded: isRefunded(p),
  }));
  return { items, nextCursor: page.nextCursor };
}

/** 内消費税 of a tax-inclusive amount at 10 %, rounded down (integer yen): one rule with the 発注書's. */
export { consumptionTaxIncluded } from '@common/tradeDocuments';

/**
 * R-<JST payment day>-<10 hex digits of the contract and its payment intent>: stable for one payment,
 * distinct between payments (ids sharing a prefix, a contract paid again after a refund).
 */
export const receiptNumber = (contractId: string, paymentIntentId: string | null, paidAt: Date): string =>
  `R-${jstDate(paidAt).replace(/-/g, '')}-${createHash('sha256')
    .update(`${contractId}:${paymentIntentId ?? ''}`)
    .digest('hex')
    .slice(0, 10)
    .toUpperCase()}`;

const isoOrNull = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/**
 * What went back to the card, once a refund succeeded: all of it (refund succeeded, a charge refunded
 * in full), else the larger of an admin's confirmed partial refund and Stripe's cumulative amount
 * refunded (a Dashboard refund too). A refund still requested or on its way is not stated yet.
 */
function refundOf(p: PaymentDoc): Receipt['refund'] {
  if (p.refund?.status === 'succeeded') return { amount: p.amount, refundedAt: isoOrNull(p.refund.succeededAt) };
  const partial = p.partialRefund?.status === 'succeeded' ? p.partialRefund : null;
  const amount = Math.min(p.amount, Math.max(partial?.total ?? 0, p.refundedAmount ?? 0));
  return amount > 0 ? { amount, refundedAt: isoOrNull(partial?.succeededAt) } : null;
}

/**
 * The receipt as it reads now: the frozen first issue, with the amounts after any refund. `withheld`
 * is the 源泉徴収税額 the contract froze at 採用; after a refund the receipt states the tax on the reward
 * the amount received settles (settledReward, docs/product/money.md#withholding).
 */
function receiptOf(
  p: PaymentDoc & { paidAt: Date },
  issue: PaymentReceiptDoc,
  reissuedAt: Date | null,
  withheld: number,
): Receipt {
  const refund = refundOf(p);
  const amount = p.amount - (refund?.amount ?? 0);
  // A payment refunded in full paid no reward: nothing was withheld on it. After a partial refund, the
  // tax on the reward that the amount received settles (the charge was reward − withheld).
  const kept = amount > 0 && withheld > 0 ? withholdingTax(settledReward(p.amount + withheld, withheld, refund?.amount ?? 0)) : 0;
  // 内消費税 is computed once, on the reward the payment settles: the amount received plus the tax the
  // salon kept back (the consumption tax is on the reward; withholding is income tax and does not
  // lower it), so it is the 請求書's (docs/product/money.md#receipts).
  const taxBase = amount + kept;
  return {
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    reissuedAt: isoOrNull(reissuedAt),
    addressee: issue.addressee,
    title: issue.title,
    workerName: issue.workerName,
    description: receiptDescription(issue.title, issue.workerName, kept),
    status: !refund ? 'received' : amount === 0 ? 'refunded' : 'partially_refunded',
    paid: p.amount,
    refund,
    amount,
    withheld: kept,
    taxBase,
    taxIncluded: consumptionTaxIncluded(taxBase),
    paidAt: p.paidAt.toISOString(),
    cardBrand: p.cardBrand ?? null,
    cardLast4: p.cardLast4 ?? null,
    issuer: { ...issue.issuer, serviceName: BRAND_DEFAULTS.serviceName },
  };
}

type FirstIssue = Pick<PaymentReceiptDoc, 'addressee' | 'title' | 'workerName' | 'issuer'>;

/** What the first issue freezes: 宛名, the job and worker, the operator as configured now. */
async function firstIssueOf(deps: Deps, operator: Operator, actor: Actor, payment: PaymentDoc): Promise<FirstIssue> {
  const [contract, profile, profiles] = await Promise.all([
    contracts.get(deps.store, payment.contractId),
    read(deps.store, clientProfileRef(actor.uid)),
    loadPublicProfiles(deps, { workers: [payment.workerId] }),
  ]);
  return {
    addressee: profile?.corporationInfo?.companyName || profile?.name || actor.user.lineDisplayName,
    title: contract?.title ?? payment.title ?? '',
    workerName: profiles.worker(payment.workerId).name,
    issuer: {
      name: operator.name,
      postalCode: operator.postalCode,
      address: operator.address,
      invoiceRegistrationNumber: operator.invoiceRegistrationNumber,
    },
  };
}

/** The stored issue when it belongs to this payment (a later payment of the contract gets its own). */
const storedIssue = (p: PaymentDoc, number: string): PaymentReceiptDoc | null =>
  p.receipt?.number === number ? p.receipt : null;

/**
 * The receipt of one payment: its client only (anyone else, the contract's worker included when
 * called as a client, gets 404 as if it did not exist); 409 until the payment is confirmed paid.
 * The first GET issues it: one transaction re-reads the payment and stores the number, 発行日 and
 * frozen content only if no issue is stored yet, so parallel first GETs make one issue; every later
 * GET counts a view and is marked 再発行 with its own time (docs/product/money.md#receipts).
 */
export async function getReceipt(deps: Deps, operator: Operator, actor: Actor, contractId: string): Promise<Receipt> {
  const [payment, contract] = await Promise.all([payments.get(deps.store, contractId), contracts.get(deps.store, contractId)]);
  const owner = payment ? payment.clientId === actor.uid : contract?.clientId === actor.uid;
  if (!owner) throw errors.notFound(dealMessages.paymentNotFound);
  if (!payment || payment.status !== 'paid' || !payment.paidAt) throw errors.conflict(dealMessages.notPaid);
  // 源泉徴収税額, frozen on the contract at 採用 (docs/product/money.md#withholding).
  const withheld = contract?.withholding?.amount ?? 0;
  const seen = storedIssue(payment, receiptNumber(contractId, payment.paymentIntentId, payment.paidAt));
  // Read outside the transaction, only while no issue is stored (the transaction decides whether it is used).
  const first = seen ? null : await firstIssueOf(deps, operator, actor, payment);
  return deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur || cur.clientId !== actor.uid) throw errors.notFound(dealMessages.paymentNotFound);
    if (cur.status !== 'paid' || !cur.paidAt) throw errors.conflict(dealMessages.notPaid);
    const paid = { ...cur, paidAt: cur.paidAt };
    const number = receiptNumber(contractId, cur.paymentIntentId, cur.paidAt);
    const now = deps.clock.now();
    const stored = storedIssue(cur, number);
    if (stored) {
      const receipt: PaymentReceiptDoc = { ...stored, views: stored.views + 1, lastViewedAt: now };
      payments.patch(tx, contractId, { receipt });
      return receiptOf(paid, receipt, now, withheld);
    }
    const frozen = first ?? (await firstIssueOf(deps, operator, actor, cur));
    const receipt: PaymentReceiptDoc = { number, issuedAt: now, views: 1, lastViewedAt: now, ...frozen };
    payments.patch(tx, contractId, { receipt });
    return receiptOf(paid, receipt, null, withheld);
  });
}
