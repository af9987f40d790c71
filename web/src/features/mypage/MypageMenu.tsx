/**
 * Links to the my-page's sub-pages (SPEC 2.2). Only pages present in the route registry are listed,
 * so the menu never leads to a missing screen. The profile edit entry is the button above the menu.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserType } from '@common/options';
import { clientPages, workerPages } from '../../app/routes';

const ITEMS: Record<UserType, Array<[path: string, label: string]>> = {
  client: [
    ['mypage/info', '登録情報'],
    ['mypage/notice', 'お知らせ'],
    ['mypage/account', 'お支払い設定'],
    ['mypage/contact', 'お問い合わせ'],
    ['mypage/terms', '利用規約'],
    ['mypage/policy', 'プライバシーポリシー'],
  ],
  worker: [
    ['mypage/reward', '報酬管理'],
    ['mypage/account', '振込口座'],
    ['mypage/info', '登録情報'],
    ['mypage/notice', 'お知らせ'],
    ['mypage/contact', 'お問い合わせ'],
    ['mypage/terms', '利用規約'],
    ['mypage/policy', 'プライバシーポリシー'],
  ],
};

export function MypageMenu({ side }: { side: UserType }) {
  const registry = side === 'client' ? clientPages : workerPages;
  const items = ITEMS[side].filter(([path]) => path in registry);
  if (!items.length) return null;
  return (
    <Stack as="nav" aria-label="マイページメニュー" gap="0" bg="bg" rounded="2xl" borderWidth="1px" divideY="1px" overflow="hidden">
      {items.map(([path, label]) => (
        <Box asChild key={path}>
          <Link to={`/${side}/${path}`}>
            <Flex align="center" justify="space-between" px="4" minH="52px" _active={{ bg: 'bg.muted' }}>
              <Text fontSize="md">{label}</Text>
              <ChevronRight size={20} aria-hidden />
            </Flex>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
