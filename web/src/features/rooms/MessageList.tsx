/**
 * The scrolling part of a room: day separators, the messages, older pages as the user scrolls up
 * (the position kept while they are put above), the bottom on open, on the viewer's own send and
 * whenever something arrives while the user is at the bottom; scrolled up, a 「新しいメッセージ」 pill
 * appears instead of a jump. It reports the newest seq seen at the bottom (for 既読 on the other side).
 */
import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RoomParty } from '@common/rooms';
import { errorMessage } from '../../components/feedback/errors';
import { dayKey, formatDay } from './format';
import { MessageBubble } from './MessageBubble';
import type { MessagesState } from './messageState';

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK = 80;
/** Older messages load when the top is this close. */
const TOP_SLACK = 240;

export interface MessageListProps {
  roomId: string;
  state: MessagesState;
  me: string;
  other: RoomParty;
  linkify: boolean;
  olderLoading: boolean;
  olderError: Error | null;
  loadOlder: (beforeApply: () => void) => void;
  /** Called with the newest seq of the other party (or the platform) while the user is at the bottom. */
  onSeen: (seq: number) => void;
  /** The visible height (changes with the keyboard): at the bottom, stay there. */
  viewportHeight?: number;
}

export function MessageList(props: MessageListProps) {
  const { roomId, state, me, other, linkify, olderLoading, olderError, loadOlder, onSeen, viewportHeight } = props;
  const { items, hasMore, otherReadSeq } = state;
  const newest = items.length ? items[items.length - 1].seq : 0;
  /** The newest message not the viewer's own: what 既読 is about. */
  let newestIncoming = 0;
  for (let i = items.length - 1; i >= 0; i--)
    if (items[i].senderId !== me) {
      newestIncoming = items[i].seq;
      break;
    }

  const scroller = useRef<HTMLDivElement>(null);
  /** The user was at the bottom before the latest change: new content keeps them there. */
  const stick = useRef(true);
  const opened = useRef(false);
  const prevNewest = useRef(newest);
  /** The scroll height and position before older messages went in above. */
  const keep = useRef<{ height: number; top: number } | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  /** The newest seq when the user scrolled away from the bottom. */
  const [leftAt, setLeftAt] = useState(newest);

  const toBottom = (smooth = false) => {
    const el = scroller.current;
    if (!el) return;
    if (smooth && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    else el.scrollTop = el.scrollHeight;
  };

  const requestOlder = () =>
    loadOlder(() => {
      const el = scroller.current;
      if (el) keep.current = { height: el.scrollHeight, top: el.scrollTop };
    });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const added = newest > prevNewest.current;
    const ownAdded = added && items[items.length - 1]?.senderId === me;
    prevNewest.current = newest;
    if (keep.current) {
      el.scrollTop = el.scrollHeight - keep.current.height + keep.current.top;
      keep.current = null;
    } else if (!opened.current || ownAdded || (added && stick.current)) {
      el.scrollTop = el.scrollHeight;
      stick.current = true;
    }
    opened.current = true;
  }, [items, newest, me]);

  // The keyboard opened or closed: whoever was at the bottom stays there.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [viewportHeight]);

  useEffect(() => {
    if (atBottom && newestIncoming > 0) onSeen(newestIncoming);
  }, [atBottom, newestIncoming, onSeen]);

  // A first page too short to scroll cannot be scrolled up: fetch the older ones right away.
  useEffect(() => {
    const el = scroller.current;
    if (el && hasMore && !olderLoading && !olderError && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight + 8)
      requestOlder();
  });

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
    if (stick.current && !bottom) setLeftAt(newest);
    stick.current = bottom;
    setAtBottom(bottom);
    if (el.scrollTop < TOP_SLACK && hasMore && !olderLoading && !olderError) requestOlder();
  };

  const showPill = !atBottom && newest > leftAt;

  return (
    <Box position="relative" flex="1" minH="0">
      <Box
        ref={scroller}
        h="full"
        overflowY="auto"
        overscrollBehavior="contain"
        bg="bg.subtle"
        px="3"
        pb="3"
        onScroll={onScroll}
        css={{ overflowAnchor: 'none', WebkitOverflowScrolling: 'touch' }}
        data-testid="message-scroller"
      >
        <Center minH="48px" pt="2">
          {olderLoading ? (
            <Spinner size="sm" color="fg.muted" aria-label="以前のメッセージを読み込み中" />
          ) : olderError ? (
            <Stack gap="1" align="center">
              <Text fontSize="xs" color="fg.error">
                {errorMessage(olderError)}
              </Text>
              <Button size="sm" minH="44px" variant="outline" bg="bg" onClick={requestOlder}>
                もう一度読み込む
              </Button>
            </Stack>
          ) : hasMore ? (
            <Button size="sm" minH="44px" variant="ghost" colorPalette="gray" onClick={requestOlder}>
              以前のメッセージを読み込む
            </Button>
          ) : items.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" textAlign="center" py="8">
              まだメッセージはありません。
              <br />
              最初のメッセージを送ってみましょう。
            </Text>
          ) : null}
        </Center>
        <Stack gap="0" role="log" aria-label="メッセージ" aria-live="polite" aria-relevant="additions">
          {items.map((m, i) => {
            const prev = items[i - 1];
            const newDay = !prev || dayKey(prev.createdAt) !== dayKey(m.createdAt);
            const own = m.kind !== 'system' && m.senderId === me;
            const runStart = newDay || !prev || prev.kind === 'system' || prev.senderId !== m.senderId;
            return (
              <Fragment key={m.seq}>
                {newDay && (
                  <Center py="2" data-testid="day-separator">
                    <Text fontSize="xs" fontWeight="bold" color="fg.muted" bg="bg.emphasized" rounded="full" px="3" py="0.5">
                      {formatDay(m.createdAt)}
                    </Text>
                  </Center>
                )}
                <MessageBubble
                  message={m}
                  roomId={roomId}
                  own={own}
                  other={other}
                  showAvatar={runStart}
                  read={own && m.seq <= otherReadSeq}
                  linkify={linkify}
                />
              </Fragment>
            );
          })}
        </Stack>
      </Box>
      {showPill && (
        <Button
          position="absolute"
          bottom="3"
          left="50%"
          transform="translateX(-50%)"
          size="sm"
          minH="44px"
          rounded="full"
          shadow="md"
          onClick={() => toBottom(true)}
        >
          <ArrowDown size={16} aria-hidden />
          新しいメッセージ
        </Button>
      )}
    </Box>
  );
}
