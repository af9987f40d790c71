/**
 * A printable sheet's page (the 領収書, a contract's 発注書): the button that opens the browser's print
 * dialog (print, or save as PDF) with its hint, and the page's print CSS, mounted with the page only so
 * no other screen prints this way. On paper only the sheet (`[data-<sheet>]`) is left: the tab bar,
 * headers, buttons (`[data-print-hide]`) and toasts are hidden.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';

export const PRINT_LABEL = '印刷する / PDFで保存';

/** The page's print CSS: `@page` rules (size, margins) and how the sheet sits on paper. */
export function PrintStyle({ page, sheet, sheetRules }: { page: string; sheet: string; sheetRules: string }) {
  return (
    <style>{`
@media print {
  @page { ${page} }
  html, body { background: #fff !important; }
  nav, header, [data-print-hide], [data-scope="toast"] { display: none !important; }
  main { padding: 0 !important; max-width: none !important; min-height: 0 !important; }
  [data-${sheet}] { ${sheetRules} border: none !important; box-shadow: none !important; }
  [data-${sheet}] * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`}</style>
  );
}

export function PrintButton() {
  return (
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
  );
}
