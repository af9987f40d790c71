/**
 * メッセージ: the viewer's rooms, ongoing or completed, newest activity first, with tabs between the
 * two like 案件管理. The list refreshes when the unread total of the tab bar changes (something new
 * arrived), so it follows without a reload.
 */
import { Stack, Text } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useQueryClient } from '../../lib/query/hooks';
import { useEffect, useRef } from 'react';
import type { UserType } from '@common/options';
import { DEFAULT_ROOM_READ_ONLY_DAYS } from '@common/rooms';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { RouteTabs } from '../../components/layout/RouteTabs';
import type { RoomState } from '../../lib/api/rooms';
import { CLIENT, PATHS, WORKER, withId } from '../../lib/paths';
import { keys } from '../../lib/query/keys';
import { useUnreadMessages } from './nav';
import { useRooms } from './queries';
import { RoomCard } from './RoomCard';
import { useViewer } from '../session';

const TABS: Record<UserType, { to: string; label: string }[]> = {
  client: [
    { to: CLIENT.messages, label: '進行中' },
    { to: CLIENT.finishedMessages, label: '完了・終了' },
  ],
  worker: [
    { to: WORKER.messages, label: '進行中' },
    { to: WORKER.finishedMessages, label: '完了・終了' },
  ],
};

const EMPTY: Record<
  UserType,
  Record<RoomState, { title: string; description: string; action?: { label: string; to: string } }>
> = {
  client: {
    ongoing: {
      title: 'メッセージはまだありません',
      description: '応募者を採用して契約が成立すると、受注者とのメッセージルームがここに表示されます。',
      action: { label: '掲載案件を見る', to: CLIENT.jobs },
    },
    completed: {
      title: '完了したメッセージはありません',
      description: '検収が完了した契約やキャンセルされた契約のメッセージルームがここに表示されます。',
    },
  },
  worker: {
    ongoing: {
      title: 'メッセージはまだありません',
      description: '案件に採用されて契約が成立すると、発注者とのメッセージルームがここに表示されます。',
      action: { label: '案件を探す', to: WORKER.jobs },
    },
    completed: {
      title: '完了したメッセージはありません',
      description: '検収が完了した契約やキャンセルされた契約のメッセージルームがここに表示されます。',
    },
  },
};

/** 進行中 is empty but 完了・終了 is not: the rooms are there, not yet to come. */
const FINISHED_ELSEWHERE: Record<UserType, { title: string; description: string; action: { label: string; to: string } }> = {
  client: {
    title: '進行中のメッセージはありません',
    description: '完了した取引のメッセージは「完了・終了」タブにあります。',
    action: { label: '完了・終了のメッセージを見る', to: CLIENT.finishedMessages },
  },
  worker: {
    title: '進行中のメッセージはありません',
    description: '完了した取引のメッセージは「完了・終了」タブにあります。',
    action: { label: '完了・終了のメッセージを見る', to: WORKER.finishedMessages },
  },
};

/** Refetches the list when the unread total changes (not on the first value). */
function useFollowUnread(state: RoomState) {
  const qc = useQueryClient();
  const unread = useUnreadMessages();
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (last.current !== null && last.current !== unread) void qc.invalidateQueries({ queryKey: keys.rooms.list(state) });
    last.current = unread;
  }, [qc, state, unread]);
}

export function RoomList({ state }: { state: RoomState }) {
  const { side } = useViewer();
  const list = useRooms(state);
  useFollowUnread(state);
  // An empty 進行中 asks whether finished rooms exist, so its empty state says where they are.
  const emptyOngoing = state === 'ongoing' && !list.loading && !list.error && list.items.length === 0;
  const finished = useRooms('completed', emptyOngoing);
  const shown = emptyOngoing && finished.loading ? { ...list, loading: true } : list;
  const empty = emptyOngoing && finished.items.length > 0 ? FINISHED_ELSEWHERE[side] : EMPTY[side][state];
  return (
    <Stack gap="0">
      <PageHeader title="メッセージ" />
      <RouteTabs items={TABS[side]} />
      {state === 'completed' && (
        <Text fontSize="xs" color="fg.muted" mb="3" data-testid="read-only-rule">
          完了した契約のメッセージルームは、完了から{DEFAULT_ROOM_READ_ONLY_DAYS}
          日を過ぎると閲覧のみになります。キャンセルされた契約のルームは、キャンセルの時点から閲覧のみです。
        </Text>
      )}
      <PagedList
        list={shown}
        skeleton="person"
        gap="2"
        empty={<EmptyState icon={MessageCircle} {...empty} />}
        renderItem={(room) => <RoomCard key={room.id} room={room} to={withId(PATHS[side].room, room.id)} />}
      />
    </Stack>
  );
}
