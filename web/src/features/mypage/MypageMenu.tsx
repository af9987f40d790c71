/**
 * Links to the my-page's sub-pages (docs/product/screens.md#my-page). Only screens that lib/paths.ts declares (built
 * ones) are listed, so the menu never leads to a missing screen (docs/product/screens.md#not-built). The profile edit
 * entry is the button above.
 * お知らせ carries the unread count, as the tab bar's マイページ does (features/rooms' badges).
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserType } from '@common/options';
import { PATHS } from '../../lib/paths';
import { useBadges } from '../rooms';
import { workerAccessEntryLabel } from '../onboarding';
import type { WorkerAccessStatus } from '@common/workerAccess';

/**
 * Menu entries by their key in lib/paths.ts; keys of screens not built yet are skipped (none is now:
 * mypageMenu.test.tsx checks each key has its path).
 */
export const ITEMS: Record<UserType, Array<[key: string, label: string]>> = {
  client: [
    ['info', '登録情報'],
    ['notice', 'お知らせ'],
    ['account', '支払い履歴'],
    // 書類・帳票: every business document, searched and printed by month (docs/product/screens.md#documents).
    ['documents', '書類・帳票'],
    // Its label says the request's status (docs/product/screens.md#worker-access-request).
    ['workerAccess', '受注者として利用を申請する'],
    ['contact', 'お問い合わせ'],
    ['terms', '利用規約'],
    ['policy', 'プライバシーポリシー'],
    ['tokushoho', '特定商取引法に基づく表記'],
  ],
  worker: [
    ['reward', '報酬管理'],
    ['documents', '書類・帳票'],
    ['account', '受取口座'],
    ['info', '登録情報'],
    ['notice', 'お知らせ'],
    ['contact', 'お問い合わせ'],
    ['terms', '利用規約'],
    ['policy', 'プライバシーポリシー'],
    ['tokushoho', '特定商取引法に基づく表記'],
  ],
};

/** `workerAccess`: the session's worker-access status, which names the client's request entry. */
export function MypageMenu({ side, workerAccess }: { side: UserType; workerAccess?: WorkerAccessStatus }) {
  const paths: Record<string, string> = PATHS[side];
  const unread = useBadges()?.notices ?? 0;
  const items = ITEMS[side]
    .filter(([key]) => key in paths)
    .map(
      ([key, label]) =>
        [
          paths[key],
          key === 'workerAccess' ? workerAccessEntryLabel(workerAccess) : label,
          key === 'notice' ? unread : 0,
        ] as const,
    );
  if (!items.length) return null;
  return (
    <Stack
      as="nav"
      aria-label="マイページメニュー"
      gap="0"
      bg="bg"
      rounded="2xl"
      borderWidth="1px"
      divideY="1px"
      overflow="hidden"
    >
      {items.map(([path, label, count]) => (
        <Box asChild key={path}>
          <Link to={path} aria-label={count > 0 ? `${label}（未読${count}件）` : undefined}>
            <Flex align="center" gap="2" px="4" minH="52px" _active={{ bg: 'bg.muted' }}>
              <Text fontSize="md" flex="1">
                {label}
              </Text>
              {count > 0 && (
                <Box
                  as="span"
                  minW="22px"
                  h="22px"
                  px="1.5"
                  rounded="full"
                  bg="red.600"
                  color="white"
                  fontSize="xs"
                  fontWeight="bold"
                  lineHeight="22px"
                  textAlign="center"
                  data-testid="menu-unread"
                  aria-hidden
                >
                  {count > 99 ? '99+' : count}
                </Box>
              )}
              <ChevronRight size={20} aria-hidden />
            </Flex>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
