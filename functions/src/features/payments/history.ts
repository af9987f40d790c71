/**
 * The client's payment history (支払い履歴) and the receipt (領収書) of one payment
 * (docs/product/money.md#receipts).
 * Only paid payments are listed (an open or expired Checkout Session took no money); one refunded
 * afterwards stays in the list, marked refunded.
 */
import { createHash } from 'node:crypto';
import { BRAND_DEFAULTS } from '@common/brand';
import { dealMessages, type PaymentRecord } from '@common/deal';
import { receiptDescription, receiptMessages, type Receipt, type ReceiptVersionRef } from '@common/receipts';
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
import {
  payments,
  type PaymentDoc,
  type PaymentReceiptDoc,
  type PaymentReceiptVersionDoc,
  type PaymentReceiptViewsDoc,
} from '../../documents/payments';
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

/** The number of a receipt version: version 1 keeps receiptNumber(), a correction adds `-<version>`. */
export const receiptVersionNumber = (base: string, version: number): string => (version === 1 ? base : `${base}-${version}`);

type Refund = PaymentReceiptVersionDoc['refund'];

/**
 * What went back to the card, once a refund succeeded: all of it (refund succeeded, a charge refunded
 * in full), else the larger of an admin's confirmed partial refund and Stripe's cumulative amount
 * refunded (a Dashboard refund too). A refund still requested or on its way is not stated yet.
 * `asOf` (a first issue stored before versions): only refunds confirmed with a date on or before it.
 */
function refundOf(p: PaymentDoc, asOf?: Date): Refund {
  const by = (at: Date | null | undefined) => !asOf || (!!at && at.getTime() <= asOf.getTime());
  if (p.refund?.status === 'succeeded' && by(p.refund.succeededAt))
    return { amount: p.amount, refundedAt: p.refund.succeededAt ?? null };
  const partial = p.partialRefund?.status === 'succeeded' && by(p.partialRefund.succeededAt) ? p.partialRefund : null;
  const outside = asOf ? 0 : (p.refundedAmount ?? 0);
  const amount = Math.min(p.amount, Math.max(partial?.total ?? 0, outside));
  return amount > 0 ? { amount, refundedAt: partial?.succeededAt ?? null } : null;
}

type Statement = Pick<
  PaymentReceiptVersionDoc,
  'status' | 'paid' | 'refund' | 'amount' | 'withheld' | 'taxBase' | 'taxIncluded' | 'description'
>;

/**
 * What the receipt states about the money, from the payment as it is (or, with `asOf`, was). `withheld`
 * is the 源泉徴収税額 the contract froze at 採用; after a refund the receipt states the tax on the reward
 * the amount received settles (settledReward, docs/product/money.md#withholding).
 */
function statementOf(
  p: PaymentDoc,
  parties: Pick<PaymentReceiptVersionDoc, 'title' | 'workerName'>,
  withheld: number,
  asOf?: Date,
): Statement {
  const refund = refundOf(p, asOf);
  const amount = p.amount - (refund?.amount ?? 0);
  // A payment refunded in full paid no reward: nothing was withheld on it. After a partial refund, the
  // tax on the reward that the amount received settles (the charge was reward − withheld).
  const kept = amount > 0 && withheld > 0 ? withholdingTax(settledReward(p.amount + withheld, withheld, refund?.amount ?? 0)) : 0;
  // 内消費税 is computed once, on the reward the payment settles: the amount received plus the tax the
  // salon kept back (the consumption tax is on the reward; withholding is income tax and does not
  // lower it), so it is the 請求書's (docs/product/money.md#receipts).
  const taxBase = amount + kept;
  return {
    status: !refund ? 'received' : amount === 0 ? 'refunded' : 'partially_refunded',
    paid: p.amount,
    refund,
    amount,
    withheld: kept,
    taxBase,
    taxIncluded: consumptionTaxIncluded(taxBase),
    description: receiptDescription(parties.title, parties.workerName, kept),
  };
}

/** Whether two statements say the same (a new version is issued only when they do not). */
const sameStatement = (a: Statement, b: Statement): boolean =>
  a.status === b.status &&
  a.paid === b.paid &&
  a.amount === b.amount &&
  a.withheld === b.withheld &&
  a.taxBase === b.taxBase &&
  a.taxIncluded === b.taxIncluded &&
  a.description === b.description &&
  (a.refund?.amount ?? null) === (b.refund?.amount ?? null) &&
  isoOrNull(a.refund?.refundedAt) === isoOrNull(b.refund?.refundedAt);

const refOf = (v: PaymentReceiptVersionDoc): ReceiptVersionRef => ({
  number: v.number,
  issuedAt: v.issuedAt.toISOString(),
  version: v.version,
});

/** One stored version as the API answers it, with the payment's card and date. */
function receiptOf(
  p: PaymentDoc & { paidAt: Date },
  v: PaymentReceiptVersionDoc,
  previous: PaymentReceiptVersionDoc | null,
  newest: PaymentReceiptVersionDoc | null,
  reissuedAt: Date | null,
): Receipt {
  return {
    number: v.number,
    version: v.version,
    issuedAt: v.issuedAt.toISOString(),
    reissuedAt: isoOrNull(reissuedAt),
    replaces: v.replaces && previous ? refOf(previous) : null,
    replacedBy: newest && newest.version !== v.version ? refOf(newest) : null,
    addressee: v.addressee,
    title: v.title,
    workerName: v.workerName,
    description: v.description,
    status: v.status,
    paid: v.paid,
    refund: v.refund ? { amount: v.refund.amount, refundedAt: isoOrNull(v.refund.refundedAt) } : null,
    amount: v.amount,
    withheld: v.withheld,
    taxBase: v.taxBase,
    taxIncluded: v.taxIncluded,
    paidAt: p.paidAt.toISOString(),
    cardBrand: p.cardBrand ?? null,
    cardLast4: p.cardLast4 ?? null,
    issuer: { ...v.issuer, serviceName: BRAND_DEFAULTS.serviceName },
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

interface Stored {
  versions: PaymentReceiptVersionDoc[];
  views: PaymentReceiptViewsDoc[];
  /** A first issue stored before versions, read as version 1 (moved into `receipts` by this GET). */
  legacy: boolean;
}

/**
 * The versions stored for this payment (a later payment of the contract, with another number, gets
 * its own). A first issue stored before versions is version 1, stating what the payment stated at
 * its 発行日: refunds confirmed with a date on or before it (docs/product/money.md#receipt-versions).
 */
function storedVersions(p: PaymentDoc, base: string, withheld: number): Stored {
  if (p.receipts?.length && p.receipts[0].number === base) {
    const views = p.receipts.map((v, i) => p.receiptViews?.[i] ?? { views: 0, lastViewedAt: v.issuedAt });
    return { versions: [...p.receipts], views, legacy: false };
  }
  const old = p.receipt?.number === base ? p.receipt : null;
  if (!old) return { versions: [], views: [], legacy: false };
  const { views, lastViewedAt, ...frozen } = old;
  const v1: PaymentReceiptVersionDoc = {
    ...frozen,
    version: 1,
    replaces: null,
    ...statementOf(p, old, withheld, old.issuedAt),
  };
  return { versions: [v1], views: [{ views, lastViewedAt }], legacy: true };
}

/**
 * The receipt of one payment: its client only (anyone else, the contract's worker included when
 * called as a client, gets 404 as if it did not exist); 409 until the payment is confirmed paid.
 * One transaction re-reads the payment and its stored versions; when none is stored, or what the
 * receipt would state now differs from the newest (a refund since), it appends the next version
 * (new number, its own 発行日, `replaces` the previous), so parallel GETs issue one. It answers the
 * newest, or `version` (404 beyond the stored ones) marked as replaced by the newest; every view of a
 * version counts, and each after its first is marked 再発行 with its own time
 * (docs/product/money.md#receipt-versions).
 */
export async function getReceipt(
  deps: Deps,
  operator: Operator,
  actor: Actor,
  contractId: string,
  version?: number,
): Promise<Receipt> {
  const [payment, contract] = await Promise.all([payments.get(deps.store, contractId), contracts.get(deps.store, contractId)]);
  const owner = payment ? payment.clientId === actor.uid : contract?.clientId === actor.uid;
  if (!owner) throw errors.notFound(dealMessages.paymentNotFound);
  if (!payment || payment.status !== 'paid' || !payment.paidAt) throw errors.conflict(dealMessages.notPaid);
  // 源泉徴収税額, frozen on the contract at 採用 (docs/product/money.md#withholding).
  const withheld = contract?.withholding?.amount ?? 0;
  const seen = storedVersions(payment, receiptNumber(contractId, payment.paymentIntentId, payment.paidAt), withheld);
  // Read outside the transaction, only while no issue is stored (the transaction decides whether it is used).
  const first = seen.versions.length ? null : await firstIssueOf(deps, operator, actor, payment);
  return deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur || cur.clientId !== actor.uid) throw errors.notFound(dealMessages.paymentNotFound);
    if (cur.status !== 'paid' || !cur.paidAt) throw errors.conflict(dealMessages.notPaid);
    const paid = { ...cur, paidAt: cur.paidAt };
    const base = receiptNumber(contractId, cur.paymentIntentId, cur.paidAt);
    const now = deps.clock.now();
    const { versions, views, legacy } = storedVersions(cur, base, withheld);
    const newest = versions.at(-1) ?? null;
    const parties: FirstIssue = newest ?? first ?? (await firstIssueOf(deps, operator, actor, cur));
    const statement = statementOf(cur, parties, withheld);
    if (!newest || !sameStatement(newest, statement)) {
      const issued = versions.length + 1;
      versions.push({
        version: issued,
        number: receiptVersionNumber(base, issued),
        issuedAt: now,
        replaces: newest ? { number: newest.number, issuedAt: newest.issuedAt } : null,
        addressee: parties.addressee,
        title: parties.title,
        workerName: parties.workerName,
        issuer: parties.issuer,
        ...statement,
      });
      views.push({ views: 0, lastViewedAt: now });
    }
    const wanted = version ?? versions.length;
    // Beyond the stored versions: 404, and the transaction (with any version it would issue) is dropped.
    if (wanted > versions.length) throw errors.notFound(receiptMessages.versionNotFound);
    const at = wanted - 1;
    // The version's first view is its original (a version issued by a GET of an earlier one has none yet).
    const original = views[at].views === 0;
    views[at] = { views: views[at].views + 1, lastViewedAt: now };
    payments.patch(tx, contractId, { receipts: versions, receiptViews: views, ...(legacy ? { receipt: null } : {}) });
    return receiptOf(paid, versions[at], versions[at - 1] ?? null, versions.at(-1) ?? null, original ? null : now);
  });
}
