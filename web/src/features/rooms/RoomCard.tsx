/**
 * A room in the list: the other party's avatar and name, the job, the last message (or the
 * contract's event; 「画像」 for images alone) with its time, the unread count, and 閲覧のみ once the
 * room is read-only. The whole card opens the room.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RoomSummary } from '@common/rooms';
import { PersonAvatar } from '../../components/display/PersonAvatar';
import { formatListTime } from './format';

export function lastLine(last: RoomSummary['last']): string {
  if (!last) return 'まだメッセージはありません';
  if (last.text) return last.text.replace(/\s+/g, ' ');
  return last.hasImages ? '画像' : '';
}

export function RoomCard({ room, to }: { room: RoomSummary; to: string }) {
  const unread = room.unread > 0;
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" shadow="xs" data-testid="room-card">
      <Link to={to}>
        <HStack gap="3" p="3" align="start" _active={{ bg: 'bg.muted' }}>
          <PersonAvatar
            uid={room.other.userId}
            side={room.other.side}
            version={room.other.avatarVersion ?? null}
            name={room.other.name}
            size="md"
          />
          <Stack gap="0" flex="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="bold" truncate data-testid="room-name">
                {room.other.name}
              </Text>
              {room.last && (
                <Text fontSize="xs" color="fg.muted" flexShrink={0} data-testid="room-time">
                  {formatListTime(room.last.at)}
                </Text>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" truncate>
              {room.title}
            </Text>
            <HStack gap="2" mt="1">
              <Text
                flex="1"
                minW="0"
                fontSize="sm"
                truncate
                color={unread ? 'fg' : 'fg.muted'}
                fontWeight={unread ? 'bold' : 'normal'}
                data-testid="room-last"
              >
                {lastLine(room.last)}
              </Text>
              {unread && (
                <Badge
                  variant="solid"
                  rounded="full"
                  minW="22px"
                  h="22px"
                  justifyContent="center"
                  fontSize="xs"
                  flexShrink={0}
                  data-testid="room-unread"
                >
                  {room.unread > 99 ? '99+' : room.unread}
                  <Text as="span" srOnly>
                    件の未読
                  </Text>
                </Badge>
              )}
            </HStack>
            {room.readOnly && (
              <HStack gap="1" mt="1" fontSize="xs" color="fg.muted" data-testid="room-read-only">
                <Lock size={12} aria-hidden />
                <Text>閲覧のみ（メッセージは送れません）</Text>
              </HStack>
            )}
          </Stack>
        </HStack>
      </Link>
    </Box>
  );
}
