/**
 * The 発注書 (取引条件明示書): the freelance law's 3条 statement of a contract's terms
 * (docs/product/law.md#terms-stated-at-once-3条), issued in the 採用's transaction, and a new version
 * when a 納品 brings the payment deadline forward or changes the automatic 検収 date it states
 * (docs/product/law.md#payment-within-60-days-4条).
 * Each step reads first and answers a `write` the caller runs once its own reads are done, and the
 * line and link the caller's system message carries.
 */
import { jstDate, DAY_MS } from '@common/dates';
import { WORKER, withId } from '@common/paths';
import { autoCompleteDue, deadlineAfterDelivery, initialPaymentDeadline } from '@common/paymentDeadline';
import {
  CONSUMPTION_TAX_PERCENT,
  INSPECTION_DAYS,
  ORDER_ISSUED_TEXT,
  ORDER_REVISED_TEXT,
  consumptionTaxIncluded,
  withholdingPaymentText,
  type OrderBody,
} from '@common/tradeDocuments';
import type { MessageDocumentLink } from '@common/rooms';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import type { Writer } from '../../documents/collection';
import type { ContractDoc } from '../../documents/contracts';
import type { JobDoc } from '../../documents/jobs';
import { notify } from '../../documents/notifications';
import { contractFee } from '../money/fees';
import { documentsOfContract, newestOfKind, tradeDocumentId, type TradeDocumentDocOf } from '../../documents/tradeDocuments';
import { prepareIssue } from './issue';
import { partiesOf } from './parties';

type OrderDoc = TradeDocumentDocOf<'order'>;

/** 支払方法, as every 発注書 states it (docs/product/money.md#transfer). */
export const PAYMENT_METHOD =
  '発注者が本サービスで事前に仮払い（クレジットカード決済）した報酬を、検収後ただちに本サービスから受注者の登録した受取口座へ送金して支払います。';

/** What the contract needs for its 発注書: the fields the accept writes. */
export type OrderContract = Pick<
  ContractDoc,
  | 'id'
  | 'clientId'
  | 'workerId'
  | 'title'
  | 'reward'
  | 'feeRate'
  | 'deliveryDate'
  | 'createdAt'
  | 'paymentDeadline'
  | 'withholding'
>;

/** The first version's content, from the contract and its job as they are at 採用. */
export function orderBody(c: OrderContract, job: Pick<JobDoc, 'description' | 'placeType' | 'address'>): OrderBody {
  // The contract's own arithmetic: payout = reward − 源泉徴収税額 − fee (docs/product/money.md#withholding).
  const fee = contractFee({ reward: c.reward, feeRate: c.feeRate ?? 0, withholding: c.withholding });
  const withholding = c.withholding ?? null;
  return {
    orderDate: jstDate(c.createdAt),
    title: c.title,
    description: job.description,
    deliveryDate: c.deliveryDate,
    place: { type: job.placeType, address: job.placeType === 'onsite' ? (job.address ?? null) : null },
    inspection: { days: INSPECTION_DAYS, autoCompleteOn: null },
    reward: { amount: c.reward, taxPercent: CONSUMPTION_TAX_PERCENT, tax: consumptionTaxIncluded(c.reward) },
    paymentDeadline: c.paymentDeadline ?? initialPaymentDeadline(c.deliveryDate),
    paymentMethod: withholding ? `${PAYMENT_METHOD}${withholdingPaymentText(withholding)}` : PAYMENT_METHOD,
    fee: { percent: Math.round(fee.rate * 10_000) / 100, amount: fee.fee, payout: fee.payout },
    withholding,
    ...(withholding ? { netAmount: c.reward - withholding.amount } : {}),
  };
}

/** '2026-12-01' -> '2026年12月1日'. */
const ja = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

const workerPath = (id: string) => withId(WORKER.document, id);

/** The worker's notice of a document just written, in the same transaction. */
function tell(deps: Pick<Deps, 'store'>, tx: Writer, doc: OrderDoc, now: Date) {
  const revised = doc.version > 1;
  notify(
    deps,
    tx,
    {
      userId: doc.worker.userId,
      kind: 'document_issued',
      title: revised ? '発注書が更新されました' : '発注書が届きました',
      body: revised
        ? `「${doc.body.title}」の発注書（取引条件明示書）が第${doc.version}版に更新されました。${doc.body.revisionNote ?? ''}`
        : `「${doc.body.title}」の発注書（取引条件明示書）が発行されました。内容をご確認ください`,
      path: workerPath(doc.id),
      contractId: doc.contractId,
    },
    now,
  );
}

/**
 * What the room shows of an issue: a line added to the system message of the event that issued it
 * (the accept, the 納品), and the link that message carries (docs/product/notifications.md#system-messages).
 */
export interface RoomAnnouncement {
  line: string;
  document: MessageDocumentLink;
}

const announce = (id: string, version: number): RoomAnnouncement => ({
  line: version > 1 ? `${ORDER_REVISED_TEXT}（第${version}版）` : ORDER_ISSUED_TEXT,
  document: { id, label: '発注書を見る' },
});

export interface OrderStep {
  /** For the accept's system message. */
  announcement: RoomAnnouncement;
  /** Writes the document, the counter and the worker's notice. */
  write(tx: Writer): OrderDoc;
}

/**
 * The 発注書 of a contract being created (the 採用): reads the parties' names and the counter now;
 * `write` after the caller's reads, in the same transaction as the contract. The contract carries its
 * `paymentDeadline` (initialPaymentDeadline) already.
 */
export async function issueOrderIn(
  tx: TransactionOps,
  deps: Pick<Deps, 'store'>,
  contract: OrderContract,
  job: Pick<JobDoc, 'description' | 'placeType' | 'address'>,
): Promise<OrderStep> {
  const now = contract.createdAt;
  const { client, worker } = await partiesOf(tx, contract);
  const issue = await prepareIssue(tx, 'order', now);
  return {
    announcement: announce(tradeDocumentId(contract.id, 'order', 1), 1),
    write(w) {
      const doc = issue.write(w, {
        kind: 'order',
        contractId: contract.id,
        client,
        worker,
        version: 1,
        replaces: null,
        body: orderBody(contract, job),
      });
      tell(deps, w, doc, now);
      return doc;
    },
  };
}

export interface OrderRevision {
  /** The contract's deadline after the 納品 (unchanged or brought forward), for the caller to write with its change. */
  paymentDeadline: string;
  /** For the 納品's system message; null when the contract has no 発注書 to revise. */
  announcement: RoomAnnouncement | null;
  /** Writes the new version (when the contract has a 発注書) and the worker's notice. */
  write(tx: Writer): OrderDoc | null;
}

/**
 * The date of automatic 検収 a version states: its own, or for one that states none (the first) the
 * plain rule's for a 納品 at `now` (納品日 + the inspection days), which its 検収 row then tells.
 */
const statedAutoCompleteOn = (body: OrderBody, now: Date): string =>
  body.inspection.autoCompleteOn ?? jstDate(now.getTime() + body.inspection.days * DAY_MS);

/** Why a version is issued at a 納品 (its `revisionNote`). */
function revisionNoteOf(receivedOn: string, deadline: { from: string; to: string }, date: { from: string | null; to: string }) {
  if (deadline.from !== deadline.to)
    return `${ja(receivedOn)}の納品により、支払期日を${ja(deadline.from)}から${ja(deadline.to)}（納品日から起算して60日以内）に改めました。`;
  if (date.from) return `${ja(receivedOn)}の納品により、自動検収日を${ja(date.from)}から${ja(date.to)}に改めました。`;
  return date.to <= deadline.to
    ? `${ja(receivedOn)}の納品の自動検収日を、支払期日（${ja(deadline.to)}）までに支払うため${ja(date.to)}としました。`
    : `${ja(receivedOn)}の納品の自動検収日を${ja(date.to)}としました。`;
}

/**
 * A 納品 at `now` (docs/product/law.md#payment-within-60-days-4条): the deadline it leaves
 * (deadlineAfterDelivery), and a new version of the 発注書 naming the one it replaces when the 納品
 * brings the deadline forward or its automatic 検収 date (autoCompleteDue, as the timers run it)
 * differs from the date the newest version states, so that what the 発注書 says stays true. Null when
 * nothing changes, or for a contract made before deadlines existed (the plain 7 days).
 */
export async function reviseOrderAfterDeliveryIn(
  tx: TransactionOps,
  deps: Pick<Deps, 'store'>,
  contract: Pick<ContractDoc, 'id' | 'paymentDeadline'>,
  now: Date,
): Promise<OrderRevision | null> {
  const current = contract.paymentDeadline;
  if (!current) return null;
  const next = deadlineAfterDelivery(current, now);
  // The 納品 starts its clock now (a contract on hold cannot deliver).
  const autoCompleteOn = jstDate(autoCompleteDue(now, INSPECTION_DAYS, next));
  const latest = newestOfKind(await documentsOfContract(tx, contract.id), 'order');
  const stated = latest ? statedAutoCompleteOn(latest.body, now) : autoCompleteOn;
  if (next === current && stated === autoCompleteOn) return null;
  const issue = latest ? await prepareIssue(tx, 'order', now) : null;
  const receivedOn = jstDate(now);
  return {
    paymentDeadline: next,
    announcement: latest ? announce(tradeDocumentId(contract.id, 'order', latest.version + 1), latest.version + 1) : null,
    write(w) {
      if (!latest || !issue) return null;
      const doc = issue.write(w, {
        kind: 'order',
        contractId: contract.id,
        client: latest.client,
        worker: latest.worker,
        version: latest.version + 1,
        replaces: { id: latest.id, number: latest.number, version: latest.version },
        body: {
          ...latest.body,
          paymentDeadline: next,
          inspection: { days: latest.body.inspection.days, autoCompleteOn },
          revisionNote: revisionNoteOf(
            receivedOn,
            { from: current, to: next },
            { from: latest.body.inspection.autoCompleteOn, to: autoCompleteOn },
          ),
        },
      });
      tell(deps, w, doc, now);
      return doc;
    },
  };
}
