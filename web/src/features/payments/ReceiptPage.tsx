/**
 * /client/mypage/account/receipts/:id (領収書): the receipt of one payment and a button that opens
 * the browser's print dialog (print, or save as PDF). When printing, only the receipt is on paper:
 * the header, the buttons and the tab bar are hidden and the page fits A5 or A4. `?version=n` shows an
 * earlier version of a corrected receipt (docs/product/money.md#receipt-versions); anything but a
 * positive integer shows the newest.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PrintButton, PrintStyle } from '../../components/display/PrintActions';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT } from '../../lib/paths';
import { useReceipt } from './queries';
import { ReceiptSheet } from './ReceiptSheet';

export default function ReceiptPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const raw = search.get('version') ?? '';
  const version = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const receipt = useReceipt(id, version);
  return (
    <Stack gap="4" pb="6">
      <PrintStyle page="margin: 12mm;" sheet="receipt" sheetRules="max-width: 150mm; margin: 0 auto;" />
      <Box data-print-hide>
        <PageHeader title="領収書" back={CLIENT.account} />
      </Box>
      <QueryState query={receipt} back={{ label: '支払い履歴へ', to: CLIENT.account }}>
        {(r) => (
          <Stack gap="4">
            <ReceiptSheet receipt={r} />
            <PrintButton />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
