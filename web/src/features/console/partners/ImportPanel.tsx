/**
 * CSV取り込み (docs/product/admin.md#import-preview-then-apply): pick a file, see what it would change,
 * then 反映する after a confirmation. A file with an invalid line cannot be applied at all; a file
 * over 2 MB is refused here, before anything is sent.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { PARTNER_LIMITS, type PartnerImportPreview, type PartnerImportResult } from '@common/partners';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ApiRequestError } from '../../../lib/api/client';
import { formatDateTimeJa } from '../../../lib/format';
import { errorText, Result } from '../parts';
import { partnersApi } from './api';
import { PreviewView } from './PreviewView';
import { usePartnerChanges } from './queries';

const MB = 1024 * 1024;
const n = (v: number) => `${v.toLocaleString('ja-JP')}件`;

export const FIX_AND_RETRY = 'エラーのある行を直してから、もう一度選んでください';
export const PREVIEW_AGAIN = 'ファイルをもう一度選んで、プレビューし直してください';

export const tooLargeText = (size: number) =>
  `ファイルが大きすぎます（${PARTNER_LIMITS.csvBytes / MB} MBまで）。選んだファイルは ${(size / MB).toFixed(1)} MB です`;

const resultText = (r: PartnerImportResult) =>
  `${r.alreadyApplied ? 'この取り込みはすでに反映済みです' : '名簿に反映しました'}：追加 ${n(r.counts.added)}・変更 ${n(
    r.counts.changed,
  )}・削除 ${n(r.counts.removed)}（名簿は ${n(r.counts.total)}）`;

export function ImportPanel() {
  const input = useRef<HTMLInputElement>(null);
  const { apply } = usePartnerChanges();
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<PartnerImportPreview | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // After an apply (done) or a refusal that a new preview fixes (stale), this preview cannot be applied.
  const [used, setUsed] = useState<'done' | 'stale' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file, fixed and saved again, can be chosen again.
    e.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setPreview(null);
    setUsed(null);
    if (file.size > PARTNER_LIMITS.csvBytes) {
      setResult({ ok: false, text: tooLargeText(file.size) });
      return;
    }
    setResult(null);
    setBusy(true);
    try {
      setPreview(await partnersApi.preview(file));
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const applyPreview = async (token: string) => {
    setBusy(true);
    try {
      const r = await apply(token);
      setUsed('done');
      setResult({ ok: true, text: resultText(r) });
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 409 || err.status === 404)) setUsed('stale');
      setResult({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const token = used ? null : (preview?.token ?? null);
  const blocked = preview && !preview.token ? (preview.invalid.length ? FIX_AND_RETRY : 'このファイルは反映できません') : null;
  const counts = preview?.counts;

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        CSVの形式：1行目は見出し「email,companyName」、2行目から1行に1件「メールアドレス,会社名」（UTF-8 または Shift_JIS、2
        MBまで）。反映すると、名簿全体がファイルの内容に置き換わります（ファイルにない会社は削除されます）。
      </Text>
      <Flex gap="3" align={{ sm: 'center' }} direction={{ base: 'column', sm: 'row' }} minW="0">
        <input ref={input} type="file" accept=".csv,text/csv" hidden aria-label="CSVファイル" onChange={(e) => void pick(e)} />
        <Button variant="outline" minH="44px" loading={busy && !preview} disabled={busy} onClick={() => input.current?.click()}>
          CSVファイルを選ぶ
        </Button>
        {fileName && (
          <Text fontSize="sm" overflowWrap="anywhere" minW="0">
            {fileName}
          </Text>
        )}
      </Flex>
      {preview && <PreviewView preview={preview} />}
      {preview && used !== 'done' && (
        <Stack gap="2">
          <Box>
            <Button colorPalette="teal" minH="44px" disabled={!token || busy} loading={busy} onClick={() => setConfirming(true)}>
              反映する
            </Button>
          </Box>
          {(blocked || used === 'stale') && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {blocked ?? PREVIEW_AGAIN}
            </Text>
          )}
          {token && preview.expiresAt && (
            <Text fontSize="sm" color="fg.muted">
              このプレビューは {formatDateTimeJa(preview.expiresAt)} まで反映できます。
            </Text>
          )}
        </Stack>
      )}
      {result && <Result ok={result.ok}>{result.text}</Result>}
      {counts && (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="名簿に反映しますか？"
          description={`追加 ${n(counts.added)}・変更 ${n(counts.changed)}・削除 ${n(counts.removed)}（変更なし ${n(
            counts.unchanged,
          )}）。名簿全体がこのファイルの ${n(counts.file)} に置き換わります。`}
          confirmLabel="反映する"
          danger={counts.removed > 0}
          onConfirm={() => (token ? applyPreview(token) : undefined)}
        />
      )}
    </Stack>
  );
}
