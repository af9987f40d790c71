/**
 * The client's payment history (支払い履歴) and the receipt (領収書) of one payment
 * (docs/product/money.md#receipts).
 * Only paid payments are listed (an open or expired Checkout Session took no money); one refunded
 * afterwards stays in the list, marked refunded.
 */
import { createHash } from 'node:crypto';
import { BRAND_DEFAULTS } from '@common/brand';
import { dealMessages, type PaymentRecord, type Receipt } from '@common/deal';
import type { Page } from '@common/marketplace';
import { jstDate } from '@common/dates';
import { consumptionTaxIncluded } from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import { contracts } from '../../documents/contracts';
import { payments, type PaymentDoc } from '../../documents/payments';
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
 * The receipt of one payment: its client only (anyone else, the contract's worker included when
 * called as a client, gets 404 as if it did not exist); 409 until the payment is confirmed paid.
 * The number is stable per payment; issuedAt is the time of this request.
 */
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

export async function getReceipt(deps: Deps, actor: Actor, contractId: string): Promise<Receipt> {
  const [payment, contract] = await Promise.all([payments.get(deps.store, contractId), contracts.get(deps.store, contractId)]);
  const owner = payment ? payment.clientId === actor.uid : contract?.clientId === actor.uid;
  if (!owner) throw errors.notFound(dealMessages.paymentNotFound);
  if (!payment || payment.status !== 'paid' || !payment.paidAt) throw errors.conflict(dealMessages.notPaid);
  const profile = await read(deps.store, clientProfileRef(actor.uid));
  const title = contract?.title ?? payment.title ?? '';
  return {
    number: receiptNumber(contractId, payment.paymentIntentId, payment.paidAt),
    issuedAt: deps.clock.now().toISOString(),
    addressee: profile?.corporationInfo?.companyName || profile?.name || actor.user.lineDisplayName,
    description: `「${title}」の業務委託報酬として`,
    amount: payment.amount,
    taxIncluded: consumptionTaxIncluded(payment.amount),
    paidAt: payment.paidAt.toISOString(),
    cardBrand: payment.cardBrand ?? null,
    cardLast4: payment.cardLast4 ?? null,
    issuer: BRAND_DEFAULTS.serviceName,
    refunded: isRefunded(payment),
  };
}
