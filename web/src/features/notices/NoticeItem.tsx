/**
 * One notice: the unread dot, the title, the body (plain text, its line breaks kept), the amount
 * when money moved and when it arrived. The whole card opens the notice's screen (its `path`, an
 * in-app path) and `onOpen` marks it read; a path that is not the app's own is not followed.
 */
import { Box, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Notice } from '@common/notices';
import { formatDateTimeJa, formatYen } from '../../lib/format';
import { inAppPath } from '../../lib/line/deepLink';
import { noticeTime } from './time';

export function NoticeItem({ notice: n, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const unread = !n.readAt;
  const target = inAppPath(n.path);
  const content = (
    <Flex gap="3" px="4" py="3.5" minH="44px" align="start" _active={{ bg: 'bg.muted' }}>
      <Box
        w="2.5"
        h="2.5"
        mt="2"
        flexShrink={0}
        rounded="full"
        bg={unread ? 'colorPalette.solid' : 'transparent'}
        data-testid={unread ? 'unread-dot' : undefined}
        aria-hidden
      />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight={unread ? 'bold' : 'medium'} wordBreak="break-word">
          {unread && <VisuallyHidden>未読 </VisuallyHidden>}
          {n.title}
        </Text>
        {n.body && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
            {n.body}
          </Text>
        )}
        {n.amount !== undefined && (
          <Text fontWeight="bold" color="colorPalette.fg" fontVariantNumeric="tabular-nums" data-testid="notice-amount">
            {formatYen(n.amount)}
          </Text>
        )}
        <Text asChild fontSize="xs" color="fg.muted">
          <time dateTime={n.createdAt} title={formatDateTimeJa(n.createdAt)}>
            {noticeTime(n.createdAt)}
          </time>
        </Text>
      </Stack>
      {target && (
        <Box color="fg.muted" mt="1" flexShrink={0}>
          <ChevronRight size={20} aria-hidden />
        </Box>
      )}
    </Flex>
  );
  return (
    <Box
      as="article"
      bg={unread ? 'colorPalette.subtle' : 'bg'}
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      data-testid="notice"
      data-unread={unread || undefined}
    >
      {target ? (
        <Box asChild display="block">
          <Link to={target} onClick={() => onOpen(n)}>
            {content}
          </Link>
        </Box>
      ) : (
        <Box asChild display="block" w="full" textAlign="start">
          <button type="button" onClick={() => onOpen(n)}>
            {content}
          </button>
        </Box>
      )}
    </Box>
  );
}
