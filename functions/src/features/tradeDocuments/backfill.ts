/**
 * The backfill of contracts made before their documents existed (docs/product/entities.md#backfilled-documents):
 * an operator runs it once after deploying (`npm run backfill:documents -w functions`), and the local
 * server runs it at start so the demo contracts show theirs. Idempotent: each kind is issued only
 * when the contract has none of it, so a second run (or a parallel one) issues nothing.
 *
 * One transaction per contract, reads first: the contract, its documents, its job (for the 発注書),
 * its payment and payout, the parties and the counters; then the writes:
 *
 *   paymentDeadline  when absent: initialPaymentDeadline(納期), brought forward by its first 納品
 *   発注書 (order)    version 1 from the contract and its job, stating the deadline above (no revisionNote)
 *   納品書 (delivery) the LAST 納品 in the history, version 1 with its round (older ones are not made up)
 *   検収書, 請求書     the history's complete / resolve_complete: its date, who, the amount
 *   fee 請求書, 支払明細  when payouts/{id} is transferred: its transferredAt and amounts
 *
 * Each document's `issuedAt` and number are the backfill's (they were not issued before), its body's
 * dates the events'; it is marked `backfilled: true`. No notice, no room message: nothing happened to
 * the deal, and the contract's `updatedAt` is left as it was.
 */
import { isRealDate } from '@common/dates';
import type { FeeBreakdown } from '@common/marketplace';
import { deadlineAfterDelivery, initialPaymentDeadline } from '@common/paymentDeadline';
import type { AcceptanceBy, IssuedKind } from '@common/tradeDocuments';
import { settledWithholding } from '@common/withholding';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { contracts, type ContractDoc, type ContractEventDoc } from '../../documents/contracts';
import { jobs } from '../../documents/jobs';
import { payments } from '../../documents/payments';
import { payouts, type PayoutDoc } from '../../documents/payouts';
import { documentsOfContract, newestOfKind, type TradeDocumentDoc } from '../../documents/tradeDocuments';
import { contractFee, feeRateOf } from '../money/fees';
import { refundedSoFar } from '../money/refunds';
import { prepareIssue, type PreparedIssue } from './issue';
import { orderBody } from './order';
import { partiesOf } from './parties';
import {
  acceptanceBody,
  deliveryBody,
  feeInvoiceBody,
  invoiceBody,
  operatorSnapshot,
  payoutStatementBody,
} from './dealDocuments';

/** What the history says happened, for the documents. */
export interface HistoryFacts {
  /** Every 納品, oldest first. */
  deliveries: ContractEventDoc[];
  /** The 検収 (complete or resolve_complete), if one was made. */
  completion: ContractEventDoc | null;
  /** The 納品 pending when the 検収 was made (none after a 修正依頼, or for an admin's decision without one). */
  deliveredBeforeCompletion: ContractEventDoc | null;
}

/** Reads the contract's history (pure). */
export function historyFacts(history: readonly ContractEventDoc[]): HistoryFacts {
  const deliveries: ContractEventDoc[] = [];
  let pending: ContractEventDoc | null = null;
  let completion: ContractEventDoc | null = null;
  let deliveredBeforeCompletion: ContractEventDoc | null = null;
  for (const e of history) {
    if (e.action === 'deliver') {
      deliveries.push(e);
      pending = e;
    } else if (e.action === 'request_revision') pending = null;
    else if ((e.action === 'complete' || e.action === 'resolve_complete') && !completion) {
      completion = e;
      deliveredBeforeCompletion = pending;
    }
  }
  return { deliveries, completion, deliveredBeforeCompletion };
}

/** Who made the 検収, as the live transition names it. */
export function acceptanceByOf(e: ContractEventDoc): AcceptanceBy {
  if (e.action === 'resolve_complete') return 'admin';
  // The platform's 検収 is the timer's (events older than `actor` say so by `by: null`).
  return e.actor === 'system' || (!e.actor && e.by === null) ? 'automatic' : 'client';
}

/** The deadline the contract should carry: the stated one, else 納期 + 30 days brought forward by its first 納品. */
export function backfilledDeadline(c: Pick<ContractDoc, 'paymentDeadline' | 'deliveryDate'>, firstDelivery: Date | null): string {
  if (c.paymentDeadline) return c.paymentDeadline;
  const initial = initialPaymentDeadline(c.deliveryDate);
  return firstDelivery ? deadlineAfterDelivery(initial, firstDelivery) : initial;
}

/** What one contract got (or, in a dry run, would get). */
export interface ContractBackfill {
  contractId: string;
  /** False when there is no such contract. */
  found: boolean;
  /** The payment deadline written, when the contract had none. */
  paymentDeadline: string | null;
  issued: IssuedKind[];
  /** Kinds the history calls for that could not be issued, with why. */
  skipped: { kind: IssuedKind; reason: string }[];
}

export interface BackfillOptions {
  /** Only answer what would be done. */
  dryRun?: boolean;
}

type BackfillDeps = Pick<Deps, 'store' | 'clock' | 'operator'>;

/** The transfer's amounts as the payout recorded them, at the contract's rate. */
const moneyOf = (c: ContractDoc, p: PayoutDoc): FeeBreakdown => ({
  reward: p.reward,
  fee: p.fee,
  payout: p.amount,
  rate: feeRateOf(c),
  ...(p.withheld ? { withheld: p.withheld } : {}),
});

async function backfillIn(
  tx: TransactionOps,
  deps: BackfillDeps,
  contractId: string,
  o: BackfillOptions,
): Promise<ContractBackfill> {
  const now = deps.clock.now();
  const c = await contracts.get(tx, contractId);
  const result: ContractBackfill = { contractId, found: !!c, paymentDeadline: null, issued: [], skipped: [] };
  if (!c) return result;
  if (!isRealDate(c.deliveryDate)) {
    result.skipped.push({ kind: 'order', reason: `納期が日付ではありません: ${String(c.deliveryDate)}` });
    return result;
  }
  const facts = historyFacts(c.history ?? []);
  const lastDelivery = facts.deliveries.at(-1) ?? null;
  const deadline = backfilledDeadline(c, facts.deliveries[0]?.at ?? null);
  const docs = await documentsOfContract(tx, c.id);
  const lacks = (k: IssuedKind) => !newestOfKind(docs, k);

  // What the history calls for and the contract lacks.
  const job = lacks('order') ? await jobs.get(tx, c.jobId) : null;
  if (lacks('order') && !job) result.skipped.push({ kind: 'order', reason: '案件が見つかりません' });
  const wantOrder = lacks('order') && !!job;
  const wantDelivery = lacks('delivery') && !!lastDelivery;
  const completion = facts.completion;
  const wantAcceptance = !!completion && lacks('acceptance');
  const wantInvoice = !!completion && lacks('invoice');
  const [payout, payment] = await Promise.all([
    completion ? payouts.get(tx, c.id) : null,
    wantAcceptance || wantInvoice ? payments.get(tx, c.id) : null,
  ]);
  const transferredAt = payout?.status === 'transferred' ? payout.transferredAt : null;
  const wantFeeInvoice = !!transferredAt && !!payout && payout.fee > 0 && lacks('fee_invoice');
  const wantStatement = !!transferredAt && lacks('payout_statement');
  const wanted = (
    [
      ['order', wantOrder],
      ['delivery', wantDelivery],
      ['acceptance', wantAcceptance],
      ['invoice', wantInvoice],
      ['fee_invoice', wantFeeInvoice],
      ['payout_statement', wantStatement],
    ] as const
  )
    .filter(([, want]) => want)
    .map(([kind]) => kind);
  result.issued = wanted;
  result.paymentDeadline = c.paymentDeadline ? null : deadline;
  if (o.dryRun || (!wanted.length && !result.paymentDeadline)) return result;

  // The rest of the reads: the parties and one counter per kind.
  const parties = wanted.length ? await partiesOf(tx, c) : null;
  const issues = new Map<IssuedKind, PreparedIssue<IssuedKind>>();
  for (const kind of wanted) issues.set(kind, await prepareIssue(tx, kind, now));
  // Each was prepared for its own kind just above.
  const issuer = <K extends IssuedKind>(k: K) => issues.get(k) as unknown as PreparedIssue<K>;

  // The writes.
  if (result.paymentDeadline) contracts.patch(tx, c.id, { paymentDeadline: deadline });
  if (!parties) return result;
  const base = {
    contractId: c.id,
    client: parties.client,
    worker: parties.worker,
    version: 1,
    replaces: null,
    backfilled: true as const,
  };
  let order: TradeDocumentDoc | null = newestOfKind(docs, 'order');
  if (wantOrder && job) {
    // Today's rate for a contract made before rates were stamped, as its transfer took it.
    const body = orderBody({ ...c, feeRate: feeRateOf(c), paymentDeadline: deadline }, job);
    order = issuer('order').write(tx, { ...base, kind: 'order', body });
  }
  const orderNumber = order?.number ?? null;
  if (wantDelivery && lastDelivery) {
    const delivered = {
      message: lastDelivery.note ?? '',
      photoCount: lastDelivery.images?.length ?? 0,
      link: lastDelivery.link ?? null,
    };
    const body = deliveryBody(
      { ...c, paymentDeadline: deadline },
      facts.deliveries.length,
      orderNumber,
      delivered,
      lastDelivery.at,
    );
    issuer('delivery').write(tx, { ...base, kind: 'delivery', body });
  }
  if (completion) {
    // What the salon finally paid, as the 検収 recorded it on the payout (else the contract less refunds).
    const amount = payout?.reward ?? contractFee(c, refundedSoFar(payment)).reward;
    // The tax on that amount: the 採用 one unless money went back before 検収 (docs/product/money.md#withholding).
    const withholding = settledWithholding(c.withholding, amount);
    if (wantAcceptance) {
      const by = acceptanceByOf(completion);
      const deliveredAt = facts.deliveredBeforeCompletion?.at ?? null;
      const body = acceptanceBody(c.title, orderNumber, by, deliveredAt, amount, completion.at, withholding);
      issuer('acceptance').write(tx, { ...base, kind: 'acceptance', body });
    }
    if (wantInvoice) {
      const paidAt = payment?.paidAt ?? null;
      const body = invoiceBody(
        c.title,
        orderNumber,
        parties.workerRegistrationNumber,
        amount,
        paidAt,
        completion.at,
        withholding,
      );
      issuer('invoice').write(tx, { ...base, kind: 'invoice', body });
    }
  }
  if (transferredAt && payout) {
    const snapshot = operatorSnapshot(deps.operator);
    const money = moneyOf(c, payout);
    let feeInvoice: TradeDocumentDoc | null = newestOfKind(docs, 'fee_invoice');
    if (wantFeeInvoice) {
      const body = feeInvoiceBody(c.title, snapshot, money, transferredAt);
      feeInvoice = issuer('fee_invoice').write(tx, { ...base, kind: 'fee_invoice', body });
    }
    if (wantStatement) {
      // 振込先 as the transfer recorded it (none on payouts made before it was kept).
      const paid = { amount: payout.amount, expectedArrivalOn: payout.expectedArrivalOn ?? null, bank: payout.bank ?? null };
      const body = payoutStatementBody(c.title, snapshot, money, paid, feeInvoice?.number ?? null, transferredAt);
      issuer('payout_statement').write(tx, { ...base, kind: 'payout_statement', body });
    }
  }
  return result;
}

/** Backfills one contract in one transaction (docs/product/entities.md#backfilled-documents). */
export const backfillContractDocuments = (deps: BackfillDeps, contractId: string, o: BackfillOptions = {}) =>
  deps.store.runTransaction((tx) => backfillIn(tx, deps, contractId, o));

export interface BackfillReport {
  /** Contracts read. */
  scanned: number;
  /** Contracts that got (or would get) a deadline or a document. */
  changed: number;
  /** Deadlines written. */
  deadlines: number;
  /** Documents issued, per kind. */
  issued: Record<IssuedKind, number>;
  /** Kinds the history called for but that could not be issued, per contract. */
  skipped: { contractId: string; kind: IssuedKind; reason: string }[];
  /** Contracts whose transaction failed (logged by the caller; a later run tries again). */
  failed: { contractId: string; error: string }[];
}

const PAGE = 100;

/**
 * Every contract, in id order, `limit` a page (100 by default), each in its own transaction; a
 * failure is recorded and the others go on.
 */
export async function backfillAllContracts(
  deps: BackfillDeps,
  o: BackfillOptions & { limit?: number } = {},
): Promise<BackfillReport> {
  const limit = o.limit ?? PAGE;
  const report: BackfillReport = {
    scanned: 0,
    changed: 0,
    deadlines: 0,
    issued: { order: 0, delivery: 0, acceptance: 0, invoice: 0, fee_invoice: 0, payout_statement: 0 },
    skipped: [],
    failed: [],
  };
  let after: unknown[] | undefined;
  for (;;) {
    const page = await contracts.query(deps.store, { orderBy: [['id', 'asc']], startAfter: after, limit });
    for (const { id } of page) {
      report.scanned++;
      try {
        const r = await backfillContractDocuments(deps, id, o);
        if (r.paymentDeadline || r.issued.length) report.changed++;
        if (r.paymentDeadline) report.deadlines++;
        for (const k of r.issued) report.issued[k]++;
        for (const s of r.skipped) report.skipped.push({ contractId: id, ...s });
      } catch (e) {
        report.failed.push({ contractId: id, error: e instanceof Error ? e.message : String(e) });
      }
    }
    if (page.length < limit) return report;
    after = [page[page.length - 1].data.id];
  }
}
