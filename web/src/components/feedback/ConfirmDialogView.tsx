/**
 * The confirmation dialog itself (Chakra Dialog, Portal and their zag machines). Loaded by the light
 * ConfirmDialog.tsx once the browser is idle after the page has painted, or when the dialog first
 * opens: screens that only open it on a tap do not wait for it. Props: see ConfirmDialog.tsx.
 */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paletteForPath } from '../theme/system';
import { notifyError } from './errors';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => unknown;
}

export default function ConfirmDialogView(props: ConfirmDialogProps) {
  const { open, onClose, title, description, confirmLabel, cancelLabel = 'キャンセル', danger, onConfirm } = props;
  const [busy, setBusy] = useState(false);
  // Portals leave the shell's colour scope; take the side's palette from the path again.
  const palette = paletteForPath(useLocation().pathname);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      notifyError(e);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      placement="center"
      role="alertdialog"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content colorPalette={palette} rounded="2xl" mx="0">
            <Dialog.Header pb="2">
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            {description && (
              <Dialog.Body pb="2">
                {typeof description === 'string' ? (
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                    {description}
                  </Text>
                ) : (
                  description
                )}
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Stack w="full" gap="2">
                <Button
                  size="lg"
                  minH="48px"
                  colorPalette={danger ? 'red' : palette}
                  loading={busy}
                  onClick={() => void confirm()}
                >
                  {confirmLabel}
                </Button>
                <Button size="lg" minH="48px" variant="ghost" colorPalette="gray" disabled={busy} onClick={onClose}>
                  {cancelLabel}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
