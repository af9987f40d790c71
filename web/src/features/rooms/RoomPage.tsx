/**
 * /client/messages/:id and /worker/messages/:id: the room of one contract, full screen. The frame is
 * fixed to the visual viewport (useVisualViewport): header and contract bar at the top, the
 * messages scrolling in between, the composer as the last row, so it sits right above the keyboard
 * in LINE's webview. The bottom tab bar is not shown here (app/AppNav), as in LINE's own chats:
 * with the keyboard up there is no room for two bars on a 667px screen, and the header's back
 * button leads to the list. A read-only room shows why instead of the composer.
 */
import { Box, Center, HStack, Skeleton, SkeletonCircle, Spinner, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { FINISHED_CONTRACT_STATUSES } from '@common/contractMachine';
import { roomMessages, type RoomDetail } from '@common/rooms';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadFailure } from '../../components/feedback/LoadFailure';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS } from '../../lib/paths';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useMarkRead, useRoom, useRoomMessages } from './queries';
import { RoomHeader } from './RoomHeader';
import { useViewer } from '../session';
import { useVisualViewport } from './useVisualViewport';
import { useHoldsPagePaint } from '../../lib/pagePainted';

const FINISHED = new Set<string>(FINISHED_CONTRACT_STATUSES);

/**
 * The review invitation under the header of an ended deal (docs/product/reviews.md#invitations): the
 * reviews' entry and the banner are fetched only when rendered, so the room's first screen loads neither.
 */
const ReviewBanner = lazy(() => import('../reviews').then((m) => m.loadRoomReviewBanner()));

/** The page behind the fixed frame must not scroll (iOS would move it with the keyboard). */
function useLockedPageScroll() {
  useEffect(() => {
    const html = document.documentElement;
    const before = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = before;
    };
  }, []);
}

/**
 * 既読 for the other party: the newest message from them (or the platform) that was on screen at
 * the bottom while the page was visible, each seq posted once.
 */
function useReadReceipts(id: string) {
  const markRead = useMarkRead(id);
  const seen = useRef(0);
  const sent = useRef(0);
  const flush = useCallback(() => {
    const seq = seen.current;
    if (seq <= sent.current || document.visibilityState !== 'visible') return;
    const before = sent.current;
    sent.current = seq;
    markRead(seq).catch(() => {
      // Tried again with the next message seen.
      if (sent.current === seq) sent.current = before;
    });
  }, [markRead]);
  useEffect(() => {
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, [flush]);
  return useCallback(
    (seq: number) => {
      seen.current = Math.max(seen.current, seq);
      flush();
    },
    [flush],
  );
}

/** The messages' first page loading: the page has not painted its data yet (lib/pagePainted.ts). */
function MessagesLoading() {
  useHoldsPagePaint();
  return (
    <Center flex="1" bg="bg.subtle">
      <Spinner color="fg.muted" aria-label="読み込み中" />
    </Center>
  );
}

function HeaderSkeleton() {
  useHoldsPagePaint();
  return (
    <HStack flexShrink={0} gap="3" px="4" minH="56px" pt="env(safe-area-inset-top)" borderBottomWidth="1px">
      <SkeletonCircle size="9" />
      <Stack flex="1" gap="1.5">
        <Skeleton h="4" w="40%" />
        <Skeleton h="3" w="70%" />
      </Stack>
    </HStack>
  );
}

function ReadOnlyNotice({ room }: { room: RoomDetail }) {
  return (
    <HStack
      flexShrink={0}
      gap="2"
      align="start"
      borderTopWidth="1px"
      bg="bg.muted"
      color="fg.muted"
      px="4"
      pt="3"
      pb="max(env(safe-area-inset-bottom), 12px)"
      data-testid="read-only"
    >
      <Box pt="1">
        <Lock size={16} aria-hidden />
      </Box>
      <Text fontSize="sm">{room.readOnlyReason ?? roomMessages.readOnly}</Text>
    </HStack>
  );
}

export default function RoomPage() {
  const { id = '' } = useParams();
  const { side, uid } = useViewer();
  const paths = PATHS[side];
  const room = useRoom(id);
  const messages = useRoomMessages(id);
  const viewport = useVisualViewport();
  const onSeen = useReadReceipts(id);
  useLockedPageScroll();

  if (room.error)
    return (
      <>
        <PageHeader title="メッセージ" back={paths.messages} />
        <LoadFailure
          error={room.error}
          onRetry={() => void room.refetch()}
          back={{ label: 'メッセージ一覧へ', to: paths.messages }}
        />
      </>
    );

  const detail = room.data;
  const state = messages.query.data;
  const back = detail && FINISHED.has(detail.contractStatus) ? paths.finishedMessages : paths.messages;
  return (
    <Box
      position="fixed"
      insetX="0"
      mx="auto"
      w="full"
      maxW="28rem"
      top={`${viewport?.top ?? 0}px`}
      h={viewport ? `${viewport.height}px` : '100dvh'}
      display="flex"
      flexDirection="column"
      bg="bg"
      zIndex="docked"
      data-testid="room"
    >
      {detail ? <RoomHeader room={detail} side={side} back={back} /> : <HeaderSkeleton />}
      {detail && FINISHED.has(detail.contractStatus) && (
        <Suspense fallback={null}>
          <ReviewBanner contractId={detail.contractId} side={side} />
        </Suspense>
      )}
      {state && detail ? (
        <MessageList
          roomId={id}
          state={state}
          me={uid}
          other={detail.other}
          linkify={!detail.contactFilter}
          olderLoading={messages.olderLoading}
          olderError={messages.olderError}
          loadOlder={(beforeApply) => void messages.loadOlder(beforeApply)}
          onSeen={onSeen}
          viewportHeight={viewport?.height}
        />
      ) : messages.query.error ? (
        <Box flex="1" p="4" bg="bg.subtle">
          <LoadError error={messages.query.error} onRetry={() => void messages.query.refetch()} />
        </Box>
      ) : (
        <MessagesLoading />
      )}
      {detail &&
        (detail.readOnly ? (
          <ReadOnlyNotice room={detail} />
        ) : (
          <Composer
            roomId={id}
            contactFilter={detail.contactFilter}
            keyboard={!!viewport?.keyboard}
            onSent={messages.appendOwn}
          />
        ))}
    </Box>
  );
}
