/**
 * リッチメニュー (docs/product/admin.md#rich-menus): each side's menu id in use, one user's linked
 * menu (and linking theirs again), and re-linking every verified user of a side with a reason.
 * Results are said in the page, next to what was asked.
 */
import { Box, Button, Code, Flex, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { RichMenuRelink, UserRichMenu } from '@common/admin';
import { PageHeader } from '../../components/layout/PageHeader';
import { LoadError } from '../../components/feedback/LoadError';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { adminApi } from '../../lib/api/admin';
import { useRichMenus } from './queries';
import { errorText as message, Panel, Result } from './parts';

const SIDE_LABEL = { client: '発注者', worker: '受注者' } as const;
type Side = keyof typeof SIDE_LABEL;

function MenusInUse() {
  const q = useRichMenus();
  if (q.error) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {(['client', 'worker'] as const).map((side) => (
        <Box key={side} bg="bg" rounded="lg" borderWidth="1px" p="4" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {SIDE_LABEL[side]}のメニュー
          </Text>
          <Code mt="1" wordBreak="break-all" data-testid={`menu-${side}`}>
            {q.data ? (q.data[side] ?? '未設定') : '…'}
          </Code>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function UserLookup() {
  const [uid, setUid] = useState('');
  const [found, setFound] = useState<UserRichMenu | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setResult(null);
    try {
      await work();
    } catch (e) {
      setResult({ ok: false, text: message(e) });
    } finally {
      setBusy(false);
    }
  };
  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    const id = uid.trim();
    if (!id) return;
    void run(async () => setFound(await adminApi.userRichMenu(id)));
  };
  const relink = (userId: string) =>
    run(async () => {
      const r = await adminApi.linkUserRichMenu(userId);
      setFound(await adminApi.userRichMenu(userId));
      setResult({ ok: true, text: `${r.richMenuId} を設定しました` });
    });
  return (
    <Stack gap="3">
      <Flex as="form" onSubmit={lookUp} gap="2" direction={{ base: 'column', sm: 'row' }} aria-label="ユーザーのメニューを調べる">
        <Input
          aria-label="ユーザーID"
          placeholder="ユーザーID（U…）"
          value={uid}
          onChange={(e) => setUid(e.target.value)}
          minH="44px"
          flex="1"
        />
        <Button type="submit" minH="44px" loading={busy} variant="outline">
          調べる
        </Button>
      </Flex>
      {found && (
        <Box fontSize="sm" data-testid="user-menu">
          <Text>
            区分：{found.side ? SIDE_LABEL[found.side] : '未選択'} ／ 設定すべきメニュー：<Code>{found.expected ?? 'なし'}</Code>
          </Text>
          <Text mt="1">
            LINEで設定中：<Code>{found.linked ?? '既定のメニュー'}</Code>
            {found.matches ? '（一致）' : '（不一致）'}
          </Text>
          {found.expected && !found.matches && (
            <Button mt="2" size="sm" minH="44px" colorPalette="teal" loading={busy} onClick={() => void relink(found.userId)}>
              区分のメニューを設定する
            </Button>
          )}
        </Box>
      )}
      {result && <Result ok={result.ok}>{result.text}</Result>}
    </Stack>
  );
}

function RelinkSide() {
  const [side, setSide] = useState<Side>('client');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(reason.trim() ? null : { ok: false, text: '理由を入力してください' });
    if (reason.trim()) setConfirming(true);
  };
  const relink = async () => {
    try {
      const r: RichMenuRelink = await adminApi.relinkSide(side, reason.trim());
      setResult({
        ok: true,
        text: `${SIDE_LABEL[r.side]} ${r.linked.toLocaleString('ja-JP')}人に ${r.richMenuId} を設定しました`,
      });
      setReason('');
    } catch (err) {
      setResult({ ok: false, text: message(err) });
    }
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label="区分の全員に設定し直す">
      <Text fontSize="sm" color="fg.muted">
        新しいメニューを作成したあとや、設定に失敗した利用者がいるときに使います。すでに同じメニューの利用者には影響しません。
      </Text>
      <NativeSelect.Root maxW={{ md: '240px' }}>
        <NativeSelect.Field aria-label="区分" value={side} onChange={(e) => setSide(e.target.value as Side)} minH="44px">
          <option value="client">発注者</option>
          <option value="worker">受注者</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Textarea
        aria-label="理由"
        placeholder="理由（監査ログに残ります）"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
      />
      <Box>
        <Button type="submit" colorPalette="teal" minH="44px">
          全員に設定し直す
        </Button>
      </Box>
      {result && <Result ok={result.ok}>{result.text}</Result>}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`${SIDE_LABEL[side]}の全員に設定し直しますか？`}
        description="認証済みの利用者全員に、この区分のリッチメニューを設定します。"
        confirmLabel="設定し直す"
        onConfirm={relink}
      />
    </Stack>
  );
}

export default function RichMenusPage() {
  return (
    <Stack gap="4">
      <PageHeader title="リッチメニュー" />
      <MenusInUse />
      <Panel title="ユーザーのメニュー">
        <UserLookup />
      </Panel>
      <Panel title="区分の全員に設定し直す">
        <RelinkSide />
      </Panel>
    </Stack>
  );
}
