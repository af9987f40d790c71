/** Bottom tab bar of the side the user chose; fixed, above the safe area, 56px tap targets. */
import { Box, Flex, Text } from '@chakra-ui/react';
import { Briefcase, ClipboardList, Search, Store, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import type { UserType } from '@common/options';
import { NAV_HEIGHT } from '../components/layout/nav';
import { CLIENT, WORKER } from '../lib/paths';

interface Tab {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other path prefixes that belong to this tab. */
  also?: string[];
}

export const NAV_TABS: Record<UserType, Tab[]> = {
  client: [
    { to: CLIENT.jobs, label: '掲載案件', icon: Briefcase },
    { to: CLIENT.contracts, label: '案件管理', icon: ClipboardList },
    { to: CLIENT.search, label: 'さがす', icon: Search },
    { to: CLIENT.mypage, label: 'マイページ', icon: UserRound },
  ],
  worker: [
    { to: WORKER.jobs, label: '案件', icon: Briefcase, also: [WORKER.search] },
    { to: WORKER.contracts, label: '案件管理', icon: ClipboardList },
    { to: WORKER.listings, label: '出品', icon: Store },
    { to: WORKER.mypage, label: 'マイページ', icon: UserRound },
  ],
};

export { NAV_HEIGHT };

export function AppNav({ side }: { side: UserType }) {
  const { pathname } = useLocation();
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
        {NAV_TABS[side].map(({ to, label, icon: Icon, also = [] }) => (
          <NavLink key={to} to={to} style={{ flex: 1 }}>
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
                  <Icon size={22} strokeWidth={isActive ? 2.4 : 1.8} aria-hidden />
                  <Text fontSize="2xs" fontWeight={isActive ? 'bold' : 'normal'}>
                    {label}
                  </Text>
                </Flex>
              );
            }}
          </NavLink>
        ))}
      </Flex>
    </Box>
  );
}
