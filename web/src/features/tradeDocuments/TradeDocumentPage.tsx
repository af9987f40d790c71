/**
 * /client/documents/:id and /worker/documents/:id (docs/product/screens.md#trade-document): one
 * business document of a contract as issued, e.g. its 発注書, with 「印刷する / PDFで保存」 (the browser's
 * print dialog). When printing, only the document is on paper, on A4: the header, the tab bar and the
 * buttons are hidden by CSS mounted with this page only. A version a later one replaced says so at
 * the top, with a link to the newest.
 */
import { Alert, Box, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { supersededText, TRADE_DOCUMENT_LABEL } from '@common/tradeDocuments';
import { PrintButton, PrintStyle } from '../../components/display/PrintActions';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, WORKER, withId } from '../../lib/paths';
import { OrderSheet } from './OrderSheet';
import { useTradeDocument } from './queries';

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
        <PageHeader title={query.data ? TRADE_DOCUMENT_LABEL[query.data.kind] : '書類'} back={back} />
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
            {doc.kind === 'order' && <OrderSheet doc={doc} />}
            <PrintButton />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
