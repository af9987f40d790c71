/**
 * The top of a room: back to the list, the other party and the job, then a compact bar with the
 * contract's state, the viewer's next step in a few words and a link to the contract page.
 */
import { Box, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserType } from '@common/options';
import type { RoomDetail } from '@common/rooms';
import { PersonAvatar } from '../../components/display/PersonAvatar';
import { StatusBadge } from '../../components/display/StatusBadge';
import { PATHS, withId } from '../../lib/paths';
import { roomHint } from './hints';

export function RoomHeader({ room, side, back }: { room: RoomDetail; side: UserType; back: string }) {
  const hint = roomHint(room, side);
  return (
    <Box flexShrink={0} bg="bg" borderBottomWidth="1px" pt="env(safe-area-inset-top)">
      <HStack gap="2" px="1" minH="56px">
        <IconButton asChild variant="ghost" colorPalette="gray" aria-label="戻る" minW="44px" h="44px">
          <Link to={back}>
            <ChevronLeft size={24} />
          </Link>
        </IconButton>
        <PersonAvatar
          uid={room.other.userId}
          side={room.other.side}
          version={room.other.avatarVersion ?? null}
          name={room.other.name}
          size="sm"
        />
        <Stack gap="0" minW="0" flex="1" pe="3">
          <Heading as="h1" fontSize="md" lineHeight="1.4" truncate>
            {room.other.name}
          </Heading>
          <Text fontSize="xs" color="fg.muted" truncate data-testid="room-title">
            {room.title}
          </Text>
        </Stack>
      </HStack>
      <HStack
        gap="2"
        ps="3"
        pe="1"
        borderTopWidth="1px"
        bg={hint.tone === 'action' ? 'colorPalette.subtle' : 'bg.subtle'}
        data-testid="contract-bar"
      >
        <StatusBadge kind="contract" status={room.contractStatus} size="sm" />
        <Text
          flex="1"
          minW="0"
          fontSize="xs"
          lineHeight="1.4"
          lineClamp={2}
          fontWeight={hint.tone === 'action' ? 'bold' : 'normal'}
          color={hint.tone === 'action' ? 'colorPalette.fg' : 'fg.muted'}
          data-testid="contract-hint"
        >
          {hint.text}
        </Text>
        <Flex
          asChild
          align="center"
          minH="44px"
          px="2"
          gap="0.5"
          fontSize="xs"
          fontWeight="bold"
          color="colorPalette.fg"
          flexShrink={0}
        >
          <Link to={withId(PATHS[side].contract, room.contractId)}>
            契約を見る
            <ChevronRight size={14} aria-hidden />
          </Link>
        </Flex>
      </HStack>
    </Box>
  );
}
