/**
 * The console's frame: a side navigation on a desktop browser (from 1024 px), a scrolling row of
 * tabs under the title on a phone; the page in a column as wide as tables need.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { CONSOLE } from '@common/consolePaths';

/** The console's screens, in the order of the navigation. */
export const CONSOLE_NAV = [
  { to: CONSOLE.overview, label: '概要' },
  { to: CONSOLE.workerRequests, label: '受注者申請' },
  { to: CONSOLE.users, label: 'ユーザー' },
  { to: CONSOLE.money, label: 'お金の確認' },
  { to: CONSOLE.partners, label: 'パートナー' },
  { to: CONSOLE.notices, label: 'お知らせ' },
  { to: CONSOLE.moderation, label: 'モデレーション' },
  { to: CONSOLE.richMenus, label: 'リッチメニュー' },
  { to: CONSOLE.audit, label: '監査ログ' },
] as const;

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <NavLink to={to} end={to === CONSOLE.overview}>
      {({ isActive }) => (
        <Box
          px="3"
          minH="44px"
          display="flex"
          alignItems="center"
          rounded="md"
          whiteSpace="nowrap"
          fontWeight={isActive ? 'bold' : 'normal'}
          bg={isActive ? 'teal.subtle' : undefined}
          color={isActive ? 'teal.fg' : 'fg'}
          aria-current={isActive ? 'page' : undefined}
        >
          {label}
        </Box>
      )}
    </NavLink>
  );
}

export function ConsoleLayout({ uid, children }: { uid: string; children: ReactNode }) {
  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.subtle">
      <Box
        as="nav"
        aria-label="管理メニュー"
        w={{ base: 'full', lg: '232px' }}
        flexShrink={0}
        bg="bg"
        borderRightWidth={{ base: 0, lg: '1px' }}
        borderBottomWidth={{ base: '1px', lg: 0 }}
        pt="calc(env(safe-area-inset-top) + 12px)"
        px="3"
        pb="2"
      >
        <Stack gap="0" mb={{ base: '2', lg: '4' }} px="1">
          <Heading as="p" size="md">
            運営コンソール
          </Heading>
          <Text fontSize="xs" color="fg.muted" truncate>
            {uid}
          </Text>
        </Stack>
        <Flex direction={{ base: 'row', lg: 'column' }} gap="1" overflowX="auto">
          {CONSOLE_NAV.map((item) => (
            <NavItem key={item.to} {...item} />
          ))}
        </Flex>
      </Box>
      <Box as="main" flex="1" minW="0" px={{ base: '4', lg: '8' }} py="6" pb="calc(env(safe-area-inset-bottom) + 24px)">
        <Box maxW="1100px" mx="auto">
          {children}
        </Box>
      </Box>
    </Flex>
  );
}
