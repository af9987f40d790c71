/**
 * One message of a room: the viewer's own on the right in the side's colour (time and 既読 beside
 * it, as in LINE), the other party's on the left with their avatar, system messages (the contract's
 * events) centred and muted, one of several lines left-aligned so it reads as text. Text is rendered
 * as text with its line breaks, never as HTML; URLs become links (LinkifiedText, the system
 * messages' too) only after 仮払い (before it, taking the deal elsewhere is what the filter prevents).
 */
import { Box, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Message, RoomParty } from '@common/rooms';
import { linkified } from '../../components/display/LinkifiedText';
import { PATHS, withId } from '../../lib/paths';
import { PersonAvatar } from '../../components/display/PersonAvatar';
import { formatTime } from './format';
import DeliveryPhotos from './DeliveryPhotos';
import { MessageImages } from './RoomImages';

function Meta({ time, read, align }: { time: string; read?: boolean; align: 'start' | 'end' }) {
  return (
    <Stack gap="0" flexShrink={0} align={align} fontSize="2xs" color="fg.muted" lineHeight="1.3" pb="0.5">
      {read && <Text data-testid="read-mark">既読</Text>}
      <Text>{time}</Text>
    </Stack>
  );
}

export interface MessageBubbleProps {
  message: Message;
  roomId: string;
  own: boolean;
  other: RoomParty;
  /** The first of a run from the same sender: the other party's avatar shows. */
  showAvatar: boolean;
  read: boolean;
  linkify: boolean;
}

export function MessageBubble({ message: m, roomId, own, other, showAvatar, read, linkify }: MessageBubbleProps) {
  const time = formatTime(m.createdAt);
  if (m.kind === 'system') {
    // A note (delivery message, reason) follows on its own lines: several lines read as text.
    const multiLine = m.text.includes('\n');
    return (
      <Center py="1" flexDirection="column" gap="1.5" data-testid="system-message" data-seq={m.seq}>
        <Text
          fontSize="xs"
          color="fg.muted"
          bg="bg.muted"
          rounded="lg"
          px="3"
          py="1"
          maxW="90%"
          textAlign={multiLine ? 'start' : 'center'}
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          data-multiline={multiLine || undefined}
        >
          {linkify ? linkified(m.text) : m.text}
          <Text as="span" ms="2" fontSize="2xs">
            {time}
          </Text>
        </Text>
        {/* A business document's announcement (the 発注書): a link to it, on the reader's side. */}
        {m.document && (
          <Link
            to={withId(PATHS[other.side === 'client' ? 'worker' : 'client'].document, m.document.id)}
            data-testid="system-message-document"
          >
            <Text
              as="span"
              display="inline-flex"
              alignItems="center"
              minH="44px"
              fontSize="sm"
              color="colorPalette.fg"
              textDecoration="underline"
            >
              {m.document.label}
            </Text>
          </Link>
        )}
        {/* A 納品's photos (up to 20): a grid to open and save each. */}
        {m.images.length > 0 && (
          <Box w="90%" maxW="360px">
            <DeliveryPhotos roomId={roomId} images={m.images} />
          </Box>
        )}
      </Center>
    );
  }

  const body = m.text && (
    <Box
      maxW="full"
      px="3"
      py="2"
      rounded="2xl"
      roundedTopRight={own ? 'sm' : undefined}
      roundedTopLeft={own ? undefined : 'sm'}
      bg={own ? 'colorPalette.solid' : 'bg'}
      color={own ? 'colorPalette.contrast' : 'fg'}
      borderWidth={own ? '0' : '1px'}
      borderColor="border.muted"
      fontSize="sm"
      lineHeight="1.6"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      data-testid="message-text"
    >
      {linkify ? linkified(m.text) : m.text}
    </Box>
  );
  const content = (
    <Stack gap="1" align={own ? 'end' : 'start'} minW="0" maxW="72%">
      {m.images.length > 0 && <MessageImages roomId={roomId} images={m.images} own={own} />}
      {body}
    </Stack>
  );

  return (
    <HStack
      justify={own ? 'end' : 'start'}
      align="end"
      gap="1.5"
      pt={showAvatar || own ? '2' : '1'}
      data-testid={own ? 'own-message' : 'other-message'}
      data-seq={m.seq}
    >
      <Text srOnly>{own ? '自分' : other.name}：</Text>
      {own ? (
        <>
          <Meta time={time} read={read} align="end" />
          {content}
        </>
      ) : (
        <>
          <Box alignSelf="start" w="32px" flexShrink={0}>
            {showAvatar && (
              <PersonAvatar
                uid={other.userId}
                side={other.side}
                version={other.avatarVersion ?? null}
                name={other.name}
                size={32}
              />
            )}
          </Box>
          {content}
          <Meta time={time} align="start" />
        </>
      )}
    </HStack>
  );
}
