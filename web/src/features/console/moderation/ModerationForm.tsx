/**
 * One moderation action as a form: the ids that name what is acted on, what its owner or parties will
 * see, the reason (1–500, kept in the audit log), a confirmation, then the outcome or the API's
 * Japanese refusal (404, 409) beside it. Sending disables the button (no double submit).
 */
import { Box, Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { errorText, Result } from '../parts';

export const REASON_MAX = 500;

export interface IdField {
  name: string;
  label: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  /** The error for a value that cannot name anything (empty is checked already). */
  check?: (v: string) => string | null;
}

export interface ModerationFormProps {
  /** The form's name (its aria-label). */
  name: string;
  fields: IdField[];
  /** What the owner or the parties will see. */
  effect: ReactNode;
  submitLabel: string;
  confirmTitle: (values: Record<string, string>) => string;
  /** Sends it; answers the sentence that says what was done. */
  run: (values: Record<string, string>, reason: string) => Promise<string>;
}

export function ModerationForm({ name, fields, effect, submitLabel, confirmTitle, run }: ModerationFormProps) {
  const id = useId();
  const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const trimmed = () => Object.fromEntries(fields.map((f) => [f.name, values[f.name].trim()]));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = trimmed();
    const found: Record<string, string> = {};
    for (const f of fields) {
      const problem = v[f.name] ? (f.check?.(v[f.name]) ?? null) : `${f.label}を入力してください`;
      if (problem) found[f.name] = problem;
    }
    if (!reason.trim()) found.reason = '理由を入力してください';
    setProblems(found);
    if (Object.keys(found).length === 0) {
      setResult(null);
      setConfirming(true);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      setResult({ ok: true, text: await run(trimmed(), reason.trim()) });
      setValues(empty);
      setReason('');
    } catch (e) {
      setResult({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={name}>
      <Box fontSize="sm" bg="bg.muted" rounded="md" p="3">
        {effect}
      </Box>
      {fields.map((f) => (
        <Stack key={f.name} gap="1">
          <Text asChild fontSize="sm" fontWeight="bold">
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          </Text>
          <Input
            id={`${id}-${f.name}`}
            minH="44px"
            placeholder={f.placeholder}
            inputMode={f.inputMode}
            autoComplete="off"
            value={values[f.name]}
            aria-invalid={!!problems[f.name] || undefined}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
          {problems[f.name] && (
            <Text fontSize="xs" color="fg.error" role="alert">
              {problems[f.name]}
            </Text>
          )}
        </Stack>
      ))}
      <Stack gap="1">
        <Text asChild fontSize="sm" fontWeight="bold">
          <label htmlFor={`${id}-reason`}>理由</label>
        </Text>
        <Textarea
          id={`${id}-reason`}
          placeholder="理由（監査ログに残ります）"
          value={reason}
          maxLength={REASON_MAX}
          minH="88px"
          aria-invalid={!!problems.reason || undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <Text fontSize="xs" color="fg.muted" textAlign="right">
          {reason.length} / {REASON_MAX}
        </Text>
        {problems.reason && (
          <Text fontSize="xs" color="fg.error" role="alert">
            {problems.reason}
          </Text>
        )}
      </Stack>
      <Box>
        <Button type="submit" colorPalette="red" minH="44px" loading={busy} disabled={busy} w={{ base: 'full', sm: 'auto' }}>
          {submitLabel}
        </Button>
      </Box>
      {result && <Result ok={result.ok}>{result.text}</Result>}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={confirmTitle(trimmed())}
        description={
          <Box fontSize="sm">
            {effect}
            <Text mt="2" fontWeight="bold">
              理由
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {reason.trim()}
            </Text>
          </Box>
        }
        confirmLabel={submitLabel}
        danger
        onConfirm={send}
      />
    </Stack>
  );
}
