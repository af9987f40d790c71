/**
 * Bottom tab bar of the side the user chose; fixed, above the safe area, 60px tall. Five tabs on each
 * side (75px each at 375px); メッセージ carries the unread messages and マイページ the unread お知らせ
 * (GET /liff/badges through features/rooms' small badge module, a query of the app's one client, not
 * the rooms pages). Hidden in a message room, which is a full-screen conversation with its own back
 * button and its composer at the bottom (features/rooms/RoomPage.tsx).
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { Briefcase, ClipboardList, MessageCircle, Search, Store, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import type { UserType } from '@common/options';
import { NAV_HEIGHT } from '../components/layout/nav';
import { isRoomPath, useBadges } from '../features/rooms';
import { CLIENT, WORKER } from '../lib/paths';

interface Tab {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other path prefixes that belong to this tab. */
  also?: string[];
  /** Shows the unread messages, or the unread notices (お知らせ, a page of マイページ). */
  badge?: 'messages' | 'notices';
}

export const NAV_TABS: Record<UserType, Tab[]> = {
  client: [
    { to: CLIENT.jobs, label: '掲載案件', icon: Briefcase },
    { to: CLIENT.contracts, label: '案件管理', icon: ClipboardList },
    { to: CLIENT.search, label: 'さがす', icon: Search },
    { to: CLIENT.messages, label: 'メッセージ', icon: MessageCircle, badge: 'messages' },
    { to: CLIENT.mypage, label: 'マイページ', icon: UserRound, badge: 'notices' },
  ],
  worker: [
    { to: WORKER.jobs, label: '案件', icon: Briefcase, also: [WORKER.search] },
    { to: WORKER.contracts, label: '案件管理', icon: ClipboardList },
    { to: WORKER.listings, label: '出品', icon: Store },
    { to: WORKER.messages, label: 'メッセージ', icon: MessageCircle, badge: 'messages' },
    { to: WORKER.mypage, label: 'マイページ', icon: UserRound, badge: 'notices' },
  ],
};

export { NAV_HEIGHT };

function CountBadge({ count }: { count: number }) {
  return (
    <Box
      as="span"
      position="absolute"
      top="-6px"
      left="14px"
      minW="18px"
      h="18px"
      px="1"
      rounded="full"
      bg="red.600"
      color="white"
      fontSize="10px"
      fontWeight="bold"
      lineHeight="18px"
      textAlign="center"
      borderWidth="2px"
      borderColor="bg"
      boxSizing="content-box"
      data-testid="nav-unread"
      aria-hidden
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

export function AppNav({ side }: { side: UserType }) {
  const { pathname } = useLocation();
  const badges = useBadges();
  if (isRoomPath(pathname)) return null;
  return (
    <Box
      as="nav"
      aria-label="メインメニュー"
      position="fixed"
      bottom="0"
      insetX="0"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
      zIndex="docked"
    >
      <Flex maxW="28rem" mx="auto" h={NAV_HEIGHT}>
        {NAV_TABS[side].map(({ to, label, icon: Icon, also = [], badge }) => {
          const count = (badge && badges?.[badge]) || 0;
          return (
            <NavLink
              key={to}
              to={to}
              style={{ flex: 1, minWidth: 0 }}
              aria-label={count > 0 ? `${label}（${badge === 'notices' ? 'お知らせ' : ''}未読${count}件）` : undefined}
            >
              {({ isActive: onTab }) => {
                const isActive = onTab || also.some((prefix) => pathname.startsWith(prefix));
                return (
                  <Flex
                    direction="column"
                    align="center"
                    justify="center"
                    h="full"
                    gap="0.5"
                    color={isActive ? 'colorPalette.600' : 'fg.muted'}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    <Box as="span" position="relative" display="inline-flex">
                      <Icon size={22} strokeWidth={isActive ? 2.4 : 1.8} aria-hidden />
                      {count > 0 && <CountBadge count={count} />}
                    </Box>
                    <Text fontSize="2xs" fontWeight={isActive ? 'bold' : 'normal'} whiteSpace="nowrap" letterSpacing="-0.02em">
                      {label}
                    </Text>
                  </Flex>
                );
              }}
            </NavLink>
          );
        })}
      </Flex>
    </Box>
  );
}
