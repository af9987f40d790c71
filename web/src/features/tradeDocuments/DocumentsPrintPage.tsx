/**
 * /client/mypage/documents/print and /worker/mypage/documents/print?month=YYYY-MM (docs/product/screens.md#documents):
 * every document of the caller issued in that JST month, oldest first, each on its own A4 page when
 * printed (the same sheets as the document page), so a month can be kept on paper or as one PDF
 * (docs/product/law.md#bookkeeping). The heading with the count, the notes and the button are on
 * screen only.
 */
import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { FileSearch } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { jstMonth } from '@common/dates';
import { DOCUMENT_SEARCH_LIMITS, isMonth, monthHeading } from '@common/documentSearch';
import { supersededText } from '@common/tradeDocuments';
import { PrintButton, PrintStyle } from '../../components/display/PrintActions';
import { EmptyState } from '../../components/feedback/EmptyState';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, WORKER } from '../../lib/paths';
import { KNOWN_KINDS, Sheet } from './TradeDocumentPage';
import { useMonthDocuments } from './searchQueries';

/** One sheet per sheet of paper: a break after each but the last. */
const PAGE_BREAKS = `
@media print {
  [data-print-page] { break-after: page; page-break-after: always; }
  [data-print-page]:last-of-type { break-after: auto; page-break-after: auto; }
}
`;

export default function DocumentsPrintPage() {
  const { pathname } = useLocation();
  const side = pathname.startsWith(WORKER.documentsPrint) ? 'worker' : 'client';
  const [params] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = isMonth(asked) ? asked : jstMonth(new Date());
  const query = useMonthDocuments(month);
  const back = PATHS[side].documents;
  return (
    <Stack gap="4" pb="calc(env(safe-area-inset-bottom) + 24px)">
      <PrintStyle
        page="size: A4; margin: 15mm;"
        sheet="trade-document"
        sheetRules="max-width: none; margin: 0; padding: 0 !important;"
      />
      <style>{PAGE_BREAKS}</style>
      <Box data-print-hide>
        <PageHeader title="書類をまとめて印刷" back={back} />
      </Box>
      <QueryState query={query} back={{ label: '書類・帳票へ', to: back }}>
        {(data) => {
          const docs = data.items.filter((d) => KNOWN_KINDS.has(d.kind));
          return (
            <Stack gap="4">
              <Stack gap="1" data-print-hide>
                <Text as="h2" fontSize="lg" fontWeight="bold" data-testid="month-heading">
                  {monthHeading(data.month, docs.length)}
                </Text>
                {data.truncated && (
                  <Alert.Root status="warning" data-testid="month-truncated">
                    <Alert.Indicator />
                    <Alert.Description>
                      この月の書類が{DOCUMENT_SEARCH_LIMITS.monthMax}
                      件を超えるため、新しいものから{DOCUMENT_SEARCH_LIMITS.monthMax}
                      件を表示しています。古いものは「書類・帳票」で期間を指定して開いてください。
                    </Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
              {docs.length === 0 ? (
                <Box data-print-hide>
                  <EmptyState
                    icon={FileSearch}
                    title="この月に発行された書類はありません"
                    action={{ label: '書類・帳票へ', to: back }}
                  />
                </Box>
              ) : (
                <>
                  <Box data-print-hide>
                    <PrintButton />
                  </Box>
                  {docs.map((doc) => (
                    <Stack key={doc.id} gap="2" data-print-page data-testid="print-page">
                      {doc.supersededBy && (
                        <Text fontSize="sm" color="fg.muted">
                          {supersededText(doc.supersededBy.version)}（{doc.supersededBy.number}）
                        </Text>
                      )}
                      <Sheet doc={doc} />
                    </Stack>
                  ))}
                </>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
