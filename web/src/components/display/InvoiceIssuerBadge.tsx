/**
 * 「適格請求書発行事業者」 on a worker's public profile and applicant card, when she has recorded an
 * invoice registration number (docs/product/law.md#registration-numbers): a salon that deducts the
 * consumption tax needs a qualified invoice from her. Only the fact is public, never the number.
 */
import { Badge } from '@chakra-ui/react';
import { ReceiptText } from 'lucide-react';

export const INVOICE_ISSUER_LABEL = '適格請求書発行事業者';

export function InvoiceIssuerBadge({ issuer }: { issuer?: true }) {
  if (!issuer) return null;
  return (
    <Badge colorPalette="blue" variant="subtle" size="md" alignSelf="flex-start" gap="1" data-testid="invoice-issuer">
      <ReceiptText size={14} aria-hidden />
      {INVOICE_ISSUER_LABEL}
    </Badge>
  );
}
