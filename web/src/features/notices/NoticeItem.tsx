/**
 * One notice: the unread dot, the title, the body (plain text, its line breaks kept, its URLs links
 * opened outside the app), the amount when money moved and when it arrived. The whole card opens the
 * notice's screen (its `path`, an in-app path) and `onOpen` marks it read; a path that is not the
 * app's own is not followed. The title is the card's link (or button) stretched over the card, so
 * the body's own links sit above it instead of inside it (a link never holds another).
 */
import { Box, Flex, Stack, Text, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NOTICE_AMOUNT_LABEL } from '@common/noticeAmounts';
import type { Notice } from '@common/notices';
import { LinkifiedText } from '../../components/display/LinkifiedText';
import { formatDateTimeJa, formatYen } from '../../lib/format';
import { inAppPath } from '../../lib/line/deepLink';
import { noticeTime } from './time';

/** The title's link or button covers the whole card (its ::after); the focus ring goes round the card. */
const STRETCHED: SystemStyleObject = {
  display: 'inline',
  textAlign: 'start',
  cursor: 'pointer',
  _after: { content: '""', position: 'absolute', inset: '0' },
  _focusVisible: { outline: 'none' },
  '&:focus-visible::after': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '-2px',
    rounded: 'xl',
  },
};

export function NoticeItem({ notice: n, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const unread = !n.readAt;
  const target = inAppPath(n.path);
  const title = (
    <>
      {unread && <VisuallyHidden>未読 </VisuallyHidden>}
      {n.title}
    </>
  );
  return (
    <Box
      as="article"
      position="relative"
      bg={unread ? 'colorPalette.subtle' : 'bg'}
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      data-testid="notice"
      data-unread={unread || undefined}
    >
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
            {target ? (
              <Box asChild css={STRETCHED}>
                <Link to={target} onClick={() => onOpen(n)}>
                  {title}
                </Link>
              </Box>
            ) : (
              <Box asChild css={STRETCHED}>
                <button type="button" onClick={() => onOpen(n)}>
                  {title}
                </button>
              </Box>
            )}
          </Text>
          {n.body && (
            <Text
              fontSize="sm"
              color="fg.muted"
              whiteSpace="pre-line"
              overflowWrap="anywhere"
              css={{ '& a': { position: 'relative', zIndex: '1' } }}
            >
              <LinkifiedText text={n.body} />
            </Text>
          )}
          {n.amount !== undefined && (
            // The label says 税込 where the amount includes tax (common/src/noticeAmounts.ts).
            <Text fontSize="sm" color="fg.muted">
              {NOTICE_AMOUNT_LABEL[n.kind] ?? '金額'}{' '}
              <Text
                as="span"
                fontSize="md"
                fontWeight="bold"
                color="colorPalette.fg"
                fontVariantNumeric="tabular-nums"
                data-testid="notice-amount"
              >
                {formatYen(n.amount)}
              </Text>
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
    </Box>
  );
}
