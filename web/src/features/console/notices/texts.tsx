/** What the compose form says: the confirmation's text and the outcome of a send (docs/product/admin.md#notices). */
import { Box, Text } from '@chakra-ui/react';
import type { BroadcastCreated } from '@common/admin';
import { AUDIENCE_LABEL, sendAtLabel, type NoticeForm } from './model';

const REACH: Record<NoticeForm['audience'], string> = {
  all: '認証済みの利用者全員（区分を選んでいない人も）',
  clients: '認証済みの発注者全員',
  workers: '認証済みの受注者全員',
};

/** What the API answered, in words. */
export function sentText(r: BroadcastCreated, f: NoticeForm): string {
  const n = r.queued.toLocaleString('ja-JP');
  if (r.status === 'scheduled') return `${sendAtLabel(f.sendAt)}に予約しました（${AUDIENCE_LABEL[f.audience]}）`;
  if (r.status === 'sending') return `送信を始めました（これまでに${n}件。残りは自動で送られます）`;
  return `送信しました（${n}件）`;
}

export function ConfirmText({ f }: { f: NoticeForm }) {
  return (
    <Box fontSize="sm">
      <Text fontWeight="bold" overflowWrap="anywhere">
        「{f.title.trim()}」
      </Text>
      <Text mt="2">{f.when === 'later' ? `${sendAtLabel(f.sendAt)}（日本時間）に送信します。` : '今すぐ送信します。'}</Text>
      <Text mt="1">
        {f.important
          ? 'アプリのお知らせに加えて、LINEにも送ります。'
          : 'アプリのお知らせにだけ表示します（LINEには送りません）。'}
      </Text>
      <Text mt="1">{REACH[f.audience]}に届きます。</Text>
    </Box>
  );
}
