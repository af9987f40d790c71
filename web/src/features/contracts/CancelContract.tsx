/**
 * この契約をキャンセルする (before the payment, cancel among the actions): a confirm dialog with an
 * optional reason. Nothing was paid; the job gets its place back.
 */
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notify } from '../../components/feedback/toaster';
import { whenIdle } from '../../lib/afterPaint';
import { ApiRequestError } from '../../lib/api/client';
import { useCancelContract } from './queries';

/** The reason field, fetched when idle (or when the dialog opens): ./CancelReasonField.tsx. */
const loadReasonField = () => import('./CancelReasonField');
const CancelReasonField = lazy(loadReasonField);

export const CONTRACT_CANCELLED_MESSAGE = '契約をキャンセルしました';
export const WORKER_CANCEL_NOTE = 'キャンセルすると元に戻せません。';
export const clientCancelNote = (c: Pick<Contract, 'worker'>) =>
  `${c.worker.name}さんとの契約をキャンセルします。受注者にお知らせが届き、この操作は取り消せません。`;

export function CancelContract({ contract: c, side }: { contract: Pick<Contract, 'id' | 'worker'>; side: UserType }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelContract(c.id);
  useEffect(() => whenIdle(() => void loadReasonField().catch(() => undefined)), []);

  const confirm = async () => {
    setError(undefined);
    try {
      await cancel.mutateAsync(reason.trim() || undefined);
    } catch (e) {
      // The dialog stays open with the server's message as a toast; a field message also goes under the field.
      if (e instanceof ApiRequestError) setError(e.fields?.reason);
      throw e;
    }
    notify.success(CONTRACT_CANCELLED_MESSAGE);
  };

  return (
    <>
      <Button size="lg" minH="48px" w="full" variant="ghost" colorPalette="red" onClick={() => setOpen(true)}>
        この契約をキャンセルする
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="契約をキャンセルしますか？"
        description={
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {side === 'client' ? clientCancelNote(c) : WORKER_CANCEL_NOTE}
            </Text>
            <Suspense
              fallback={
                <Center minH="120px">
                  <Spinner color="colorPalette.solid" />
                </Center>
              }
            >
              <CancelReasonField value={reason} onChange={setReason} error={error} />
            </Suspense>
          </Stack>
        }
        confirmLabel="キャンセルする"
        cancelLabel="戻る"
        danger
        onConfirm={confirm}
      />
    </>
  );
}
