/**
 * /client/mypage/notice and /worker/mypage/notice (お知らせ, docs/product/screens.md#notices): the user's notices, newest
 * first and paged, the unread ones marked. Opening one marks it read and goes to its screen;
 * 「すべて既読にする」 marks every notice read. The offer to add the official account sits on top.
 */
import { Button, Stack } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import type { Notice } from '@common/notices';
import { notifyError } from '../../components/feedback/errors';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS } from '../../lib/paths';
import { useSession } from '../session';
import { FriendBanner } from './FriendBanner';
import { NoticeItem } from './NoticeItem';
import { useMarkNoticesRead, useNotices } from './queries';

export const MARK_ALL_FAILED = '既読にできませんでした';

export default function NoticesPage() {
  const side = useSession().user.type === 'worker' ? 'worker' : 'client';
  const notices = useNotices();
  const markRead = useMarkNoticesRead();
  const hasUnread = notices.items.some((n) => !n.readAt);

  // Marking read never holds the user up: the list shows it read at once and the screen opens.
  const open = (n: Notice) => {
    if (!n.readAt) markRead.mutate([n.id]);
  };
  const markAll = () => markRead.mutate(undefined, { onError: (e) => notifyError(e, MARK_ALL_FAILED) });

  return (
    <Stack gap="3" pb="6">
      <PageHeader
        title="お知らせ"
        back={PATHS[side].mypage}
        action={
          <Button variant="ghost" size="sm" minH="44px" px="2" disabled={!hasUnread} onClick={markAll}>
            すべて既読にする
          </Button>
        }
      />
      <FriendBanner />
      <PagedList
        list={notices}
        gap="2"
        empty={
          <EmptyState
            icon={Bell}
            title="お知らせはまだありません"
            description="応募や契約、お支払いの動きがあると、ここでお知らせします"
          />
        }
        renderItem={(n) => <NoticeItem key={n.id} notice={n} onOpen={open} />}
      />
    </Stack>
  );
}
