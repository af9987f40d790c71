/**
 * The client's payment of a contract: お支払い：VISA ****4242（date） for the client, and the refund
 * (返金手続き中 / 返金済み) for both sides. Nothing while no payment was made.
 */
import { CreditCard, Undo2 } from 'lucide-react';
import type { ContractPaymentView } from '@common/deal';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { formatDateJa, formatYen } from '../../lib/format';
import { StatusLine } from './StatusLine';

/** 'VISA ****4242', or カード when Stripe did not tell the card. */
export function cardLabel(p: Pick<ContractPaymentView, 'cardBrand' | 'cardLast4'>): string {
  const brand = p.cardBrand ? p.cardBrand.toUpperCase() : 'カード';
  return p.cardLast4 ? `${brand} ****${p.cardLast4}` : brand;
}

export const paidText = (p: ContractPaymentView) => `お支払い：${cardLabel(p)}${p.paidAt ? `（${formatDateJa(p.paidAt)}）` : ''}`;

type Props = { contract: Pick<Contract, 'payment' | 'reward' | 'withholding'>; side: UserType };

export function PaymentStatus({ contract: c, side }: Props) {
  const p = c.payment;
  if (!p) return null;
  // What was charged and goes back: the reward, less any tax withheld (docs/product/money.md#withholding).
  const paid = c.reward - (c.withholding?.amount ?? 0);
  const refund = p.status === 'refunding' || p.status === 'refunded';
  if (!refund && (side !== 'client' || p.status !== 'paid')) return null;

  const title = refund
    ? p.status === 'refunding'
      ? '返金手続き中'
      : `返金済み${p.refundedAt ? `（${formatDateJa(p.refundedAt)}）` : ''}`
    : paidText(p);
  const body = !refund
    ? '報酬は運営がお預かりし、検収のあとで受注者へお支払いします。'
    : side === 'client'
      ? p.status === 'refunding'
        ? `仮払いいただいた${formatYen(paid)}をカードへ返金しています。`
        : `仮払いいただいた${formatYen(paid)}を${cardLabel(p)}へ返金しました。カード会社によって反映まで日数がかかる場合があります。`
      : p.status === 'refunding'
        ? `キャンセルにより、発注者へ${formatYen(paid)}を返金しています。`
        : `キャンセルにより、発注者へ${formatYen(paid)}を返金しました。`;
  return <StatusLine icon={refund ? Undo2 : CreditCard} title={title} body={body} testId="payment-status" />;
}
