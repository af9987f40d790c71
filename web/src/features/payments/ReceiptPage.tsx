/**
 * /client/mypage/account/receipts/:id (領収書): the receipt of one payment and a button that opens
 * the browser's print dialog (print, or save as PDF). When printing, only the receipt is on paper:
 * the header, the buttons and the tab bar are hidden and the page fits A5 or A4.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT } from '../../lib/paths';
import { useReceipt } from './queries';
import { ReceiptSheet } from './ReceiptSheet';

export const PRINT_LABEL = '印刷する / PDFで保存';

/** Mounted with this page only. */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  nav, [data-print-hide], [data-scope="toast"] { display: none !important; }
  main { padding: 0 !important; max-width: none !important; min-height: 0 !important; }
  [data-receipt] { max-width: 150mm; margin: 0 auto; border: none !important; box-shadow: none !important; }
  [data-receipt] * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

export default function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  return (
    <Stack gap="4" pb="6">
      <style>{PRINT_CSS}</style>
      <Box data-print-hide>
        <PageHeader title="領収書" back={CLIENT.account} />
      </Box>
      <QueryState query={receipt} back={{ label: '支払い履歴へ', to: CLIENT.account }}>
        {(r) => (
          <Stack gap="4">
            <ReceiptSheet receipt={r} />
            <Stack gap="1.5" data-print-hide>
              <Button size="lg" minH="48px" w="full" onClick={() => window.print()}>
                <Printer size={18} aria-hidden />
                {PRINT_LABEL}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                印刷画面で保存先に「PDFに保存」を選ぶと、PDF として保存できます。LINE
                のアプリ内で印刷できない場合は、ブラウザで開いてお試しください。
              </Text>
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
