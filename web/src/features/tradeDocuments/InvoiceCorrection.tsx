/**
 * The worker's corrected 請求書 (docs/product/screens.md#trade-document,
 * docs/product/law.md#the-name-on-the-documents): on her own newest 請求書, a button that re-issues it
 * with her 登録番号 and 請求書に記載する氏名・屋号 as her profile has them now, after a dialog saying what
 * happens; then the new version opens. The server's refusal (nothing to change: 409) is the dialog's toast.
 */
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TradeDocumentView } from '@common/tradeDocuments';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notify } from '../../components/feedback/toaster';
import { WORKER, withId } from '../../lib/paths';
import { useCorrectInvoice } from './queries';

export const CORRECT_INVOICE_LABEL = '登録番号・名義を反映して訂正版を発行';

/** Shown only to the worker, on the newest version of her 請求書. */
export const canCorrect = (doc: TradeDocumentView) => doc.kind === 'invoice' && doc.side === 'worker' && !doc.supersededBy;

export function InvoiceCorrection({ doc }: { doc: TradeDocumentView }) {
  const [open, setOpen] = useState(false);
  const correct = useCorrectInvoice(doc.id);
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="outline"
        colorPalette="teal"
        minH="44px"
        h="auto"
        py="2"
        whiteSpace="normal"
        onClick={() => setOpen(true)}
        data-print-hide
        data-testid="invoice-correct"
      >
        {CORRECT_INVOICE_LABEL}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="訂正版の請求書を発行しますか？"
        description={
          <>
            <Text fontSize="sm">
              マイページに登録している登録番号と「請求書に記載する氏名・屋号」で、この請求書の訂正版（第{doc.version + 1}
              版）を発行します。金額・取引年月日などはこの請求書のままです。
            </Text>
            <Text fontSize="sm" mt="2">
              訂正版がこの請求書に代わるものになり、発注者にお知らせとメッセージで伝わります。発行した請求書は取り消せません。
            </Text>
            <Text mt="2" fontSize="sm" color="fg.muted">
              登録番号は、取引年月日に適格請求書発行事業者として登録されていた場合に記載してください。
            </Text>
          </>
        }
        confirmLabel="訂正版を発行する"
        cancelLabel="戻る"
        onConfirm={async () => {
          const next = await correct.mutateAsync();
          notify.success(`訂正版（第${next.version}版）を発行しました`);
          navigate(withId(WORKER.document, next.id));
        }}
      />
    </>
  );
}
