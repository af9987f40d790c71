/**
 * One account of the directory with its two actions (docs/product/admin.md#single-accounts): a new
 * company name (the reason is optional) and removal (the reason is required, then a confirmation).
 * The outcome is said by the panel (a removed row leaves the list), through `onResult`.
 */
import { Box, Button, Code, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { PARTNER_LIMITS, type PartnerEntry } from '@common/partners';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { formatDateTimeJa } from '../../../lib/format';
import { errorText } from '../parts';
import { usePartnerChanges } from './queries';

export type Outcome = { ok: boolean; text: string };

function ReasonInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <Stack gap="1">
      <Text asChild fontSize="sm" fontWeight="bold">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Textarea
        id={id}
        placeholder="理由（監査ログに残ります）"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={PARTNER_LIMITS.reason}
        minH="88px"
      />
    </Stack>
  );
}

export function PartnerCard({ entry, onResult }: { entry: PartnerEntry; onResult: (o: Outcome) => void }) {
  const { update, remove } = usePartnerChanges();
  const nameId = useId();
  const [mode, setMode] = useState<'edit' | 'delete' | null>(null);
  const [name, setName] = useState(entry.companyName);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const toggle = (next: 'edit' | 'delete') => {
    setMode(mode === next ? null : next);
    setName(entry.companyName);
    setReason('');
    setMissing(null);
  };
  const send = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      setMode(null);
      onResult({ ok: true, text: done });
    } catch (e) {
      onResult({ ok: false, text: `${entry.email}：${errorText(e)}` });
    } finally {
      setBusy(false);
    }
  };
  const submitEdit = (e: FormEvent) => {
    e.preventDefault();
    const companyName = name.trim();
    setMissing(companyName ? null : '会社名を入力してください');
    if (!companyName) return;
    void send(
      () => update(entry.key, companyName, reason.trim() || undefined),
      `${entry.email} の会社名を「${companyName}」に変更しました`,
    );
  };
  const submitDelete = (e: FormEvent) => {
    e.preventDefault();
    setMissing(reason.trim() ? null : '理由を入力してください');
    if (reason.trim()) setConfirming(true);
  };

  return (
    <Box as="article" aria-label={entry.email} bg="bg" rounded="lg" borderWidth="1px" p="4" minW="0" data-testid="partner">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
        <Box minW="0" overflowWrap="anywhere">
          <Text fontWeight="bold">{entry.companyName}</Text>
          <Text fontSize="sm">{entry.email}</Text>
          <Text fontSize="xs" color="fg.muted">
            キー：<Code fontSize="xs">{entry.key}</Code>
            {entry.updatedAt && ` ／ 更新：${formatDateTimeJa(entry.updatedAt)}`}
          </Text>
        </Box>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} flexShrink={0}>
          <Button variant="outline" minH="44px" disabled={busy} aria-expanded={mode === 'edit'} onClick={() => toggle('edit')}>
            会社名を変更
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            minH="44px"
            disabled={busy}
            aria-expanded={mode === 'delete'}
            onClick={() => toggle('delete')}
          >
            削除
          </Button>
        </Flex>
      </Flex>
      {mode === 'edit' && (
        <Stack as="form" gap="3" mt="3" onSubmit={submitEdit} aria-label={`${entry.email} の会社名を変更`}>
          <Stack gap="1">
            <Text asChild fontSize="sm" fontWeight="bold">
              <label htmlFor={nameId}>会社名</label>
            </Text>
            <Input
              id={nameId}
              minH="44px"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={PARTNER_LIMITS.companyName}
            />
          </Stack>
          <ReasonInput label="理由（任意）" value={reason} onChange={setReason} />
          <Box>
            <Button type="submit" colorPalette="teal" minH="44px" loading={busy} disabled={busy}>
              変更を保存する
            </Button>
          </Box>
        </Stack>
      )}
      {mode === 'delete' && (
        <Stack as="form" gap="3" mt="3" onSubmit={submitDelete} aria-label={`${entry.email} を削除`}>
          <ReasonInput label="理由" value={reason} onChange={setReason} />
          <Box>
            <Button type="submit" colorPalette="red" minH="44px" loading={busy} disabled={busy}>
              名簿から削除する
            </Button>
          </Box>
        </Stack>
      )}
      {missing && (
        <Text fontSize="sm" color="fg.error" role="alert" mt="2">
          {missing}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`${entry.companyName}を名簿から削除しますか？`}
        description={`${entry.email} を提携サロンの名簿から削除します。元に戻すには、会社を含むCSVをもう一度取り込みます。理由は監査ログに残ります。`}
        confirmLabel="削除する"
        danger
        onConfirm={() =>
          send(() => remove(entry.key, reason.trim()), `${entry.email}（${entry.companyName}）を名簿から削除しました`)
        }
      />
    </Box>
  );
}
