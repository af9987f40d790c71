/** A card as the app shows it: brand and the last 4 digits only ('VISA ****4242'). */
const BRANDS: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
  discover: 'Discover',
  unionpay: 'UnionPay',
};

export function cardLabel(brand: string | null, last4: string | null): string {
  const name = brand ? (BRANDS[brand.toLowerCase()] ?? brand.toUpperCase()) : 'クレジットカード';
  return last4 ? `${name} ****${last4}` : name;
}

/** The receipt's amount: '¥30,000-'. */
export const receiptYen = (n: number) => `¥${n.toLocaleString('ja-JP')}-`;
