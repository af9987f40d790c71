/**
 * One action that needs a written reason (docs/product/admin.md#users-and-suspension): its button opens
 * the reason (1–500, kept in the audit log), then a confirmation that says what will happen; the
 * outcome goes to `onResult` (the API's message on a refusal). The button is shown while `available`.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { errorText } from '../parts';
import { ReasonField } from '../ReasonField';

export type Outcome = { ok: boolean; text: string };

export interface ReasonActionProps {
  /** The button, and the confirmation's confirm button. */
  label: string;
  /** What the form is for (its accessible name). */
  formLabel: string;
  title: string;
  /** What happens, said in the confirmation above the reason. */
  description: ReactNode;
  /** Sends it; answers the sentence said when it worked. */
  run: (reason: string) => Promise<string>;
  onResult: (o: Outcome) => void;
  danger?: boolean;
  size?: 'sm' | 'md';
}

export function ReasonAction({ label, formLabel, title, description, run, onResult, danger, size = 'md' }: ReasonActionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!reason.trim());
    if (reason.trim()) setConfirming(true);
  };
  const send = async () => {
    setBusy(true);
    try {
      onResult({ ok: true, text: await run(reason.trim()) });
      setOpen(false);
      setReason('');
    } catch (e) {
      onResult({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" minW="0">
      <Button
        alignSelf="start"
        size={size}
        minH="44px"
        variant="outline"
        colorPalette={danger ? 'red' : 'teal'}
        bg="bg"
        aria-expanded={open}
        disabled={busy}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      {open && (
        <Stack as="form" gap="2" onSubmit={submit} aria-label={formLabel}>
          <ReasonField value={reason} onChange={setReason} missing={missing} />
          <Flex justify="flex-end">
            <Button type="submit" minH="44px" colorPalette={danger ? 'red' : 'teal'} loading={busy} disabled={busy}>
              {label}
            </Button>
          </Flex>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={title}
        description={
          <Box fontSize="sm" color="fg.muted">
            {description}
            <Text mt="2" fontWeight="bold" color="fg">
              理由
            </Text>
            <Text color="fg" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {reason.trim()}
            </Text>
          </Box>
        }
        confirmLabel={label}
        danger={danger}
        onConfirm={send}
      />
    </Stack>
  );
}
