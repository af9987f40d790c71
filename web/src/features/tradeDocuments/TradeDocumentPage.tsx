/**
 * /client/documents/:id and /worker/documents/:id (docs/product/screens.md#trade-document): one
 * business document of a contract as issued (発注書, 納品書, 検収書, 請求書, the サービス利用料's 請求書, 支払明細:
 * one sheet per kind, DocumentSheet.tsx their shared paper), with 「印刷する / PDFで保存」 (the browser's
 * print dialog). A kind this page does not know says it cannot be shown. When printing, only the document is on paper, on A4: the header, the tab bar and the
 * buttons are hidden by CSS mounted with this page only. A version a later one replaced says so at
 * the top, with a link to the newest. The worker's newest 請求書 offers its corrected version
 * (InvoiceCorrection.tsx).
 */
import { Alert, Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { supersededText, TRADE_DOCUMENT_LABEL, type TradeDocumentView } from '@common/tradeDocuments';
import { PrintButton, PrintStyle } from '../../components/display/PrintActions';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, WORKER, withId } from '../../lib/paths';
import { AcceptanceSheet } from './AcceptanceSheet';
import { DeliverySheet } from './DeliverySheet';
import { FeeInvoiceSheet } from './FeeInvoiceSheet';
import { InvoiceSheet } from './InvoiceSheet';
import { canCorrect, InvoiceCorrection } from './InvoiceCorrection';
import { OrderSheet } from './OrderSheet';
import { PayoutStatementSheet } from './PayoutStatementSheet';
import { useTradeDocument } from './queries';

export const UNKNOWN_KIND_TEXT = 'この書類は表示できません';

/** The sheet of the document's kind; null for a kind this version of the app does not know. */
export function Sheet({ doc }: { doc: TradeDocumentView }) {
  switch (doc.kind) {
    case 'order':
      return <OrderSheet doc={doc} />;
    case 'delivery':
      return <DeliverySheet doc={doc} />;
    case 'acceptance':
      return <AcceptanceSheet doc={doc} />;
    case 'invoice':
      return <InvoiceSheet doc={doc} />;
    case 'fee_invoice':
      return <FeeInvoiceSheet doc={doc} />;
    case 'payout_statement':
      return <PayoutStatementSheet doc={doc} />;
    default:
      return null;
  }
}

export const KNOWN_KINDS: ReadonlySet<string> = new Set<TradeDocumentView['kind']>([
  'order',
  'delivery',
  'acceptance',
  'invoice',
  'fee_invoice',
  'payout_statement',
]);

export default function TradeDocumentPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const side = pathname.startsWith(WORKER.document.replace(':id', '')) ? 'worker' : 'client';
  const query = useTradeDocument(id);
  const contractsPath = PATHS[side].contracts;
  const back = query.data ? withId(PATHS[side].contract, query.data.contractId) : contractsPath;
  return (
    <Stack gap="4" pb="calc(env(safe-area-inset-bottom) + 24px)">
      <PrintStyle
        page="size: A4; margin: 15mm;"
        sheet="trade-document"
        sheetRules="max-width: none; margin: 0; padding: 0 !important;"
      />
      <Box data-print-hide>
        <PageHeader title={(query.data && TRADE_DOCUMENT_LABEL[query.data.kind]) || '書類'} back={back} />
      </Box>
      <QueryState query={query} back={{ label: '契約の一覧へ', to: contractsPath }}>
        {(doc) => (
          <Stack gap="4">
            {doc.supersededBy && (
              <Alert.Root status="warning" data-testid="superseded-banner">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{supersededText(doc.supersededBy.version)}</Alert.Title>
                  <Alert.Description>
                    <ChakraLink
                      asChild
                      color="colorPalette.fg"
                      textDecoration="underline"
                      minH="44px"
                      display="inline-flex"
                      alignItems="center"
                    >
                      <Link to={withId(PATHS[side].document, doc.supersededBy.id)}>
                        最新の版（第{doc.supersededBy.version}版・{doc.supersededBy.number}）を見る
                      </Link>
                    </ChakraLink>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {KNOWN_KINDS.has(doc.kind) ? (
              <>
                <Sheet doc={doc} />
                <PrintButton />
                {canCorrect(doc) && <InvoiceCorrection doc={doc} />}
              </>
            ) : (
              <Text color="fg.muted" textAlign="center" py="8" data-testid="unknown-document">
                {UNKNOWN_KIND_TEXT}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
