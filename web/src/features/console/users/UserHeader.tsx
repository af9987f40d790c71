/** The user page's head: name, id with a copy button, state badges, and the suspension when there is one. */
import { Box, Button, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminUserDetail } from '@common/admin';
import { formatDateTimeJa } from '../../../lib/format';
import { nameOf } from './labels';
import { UserBadges } from './UserBadges';

function CopyId({ id }: { id: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setSaid('コピーしました');
    } catch {
      setSaid('コピーできませんでした。IDを選択してコピーしてください');
    }
  };
  return (
    <Flex gap="2" align="center" wrap="wrap" minW="0">
      <Code fontSize="sm" overflowWrap="anywhere" wordBreak="break-all" data-testid="user-id">
        {id}
      </Code>
      <Button size="sm" minH="44px" variant="outline" bg="bg" onClick={() => void copy()} aria-label="IDをコピー">
        コピー
      </Button>
      {said && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {said}
        </Text>
      )}
    </Flex>
  );
}

export function UserHeader({ user }: { user: AdminUserDetail['user'] }) {
  return (
    <Stack gap="2" minW="0">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          {nameOf(user)}
        </Heading>
        <UserBadges user={user} />
      </Flex>
      <CopyId id={user.id} />
      {user.suspension && (
        <Box bg="red.subtle" color="red.fg" rounded="md" p="3" fontSize="sm" data-testid="suspension">
          <Text fontWeight="bold">利用停止中（{formatDateTimeJa(user.suspension.at)}から）</Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            理由：{user.suspension.reason}
          </Text>
          <Text fontSize="xs" overflowWrap="anywhere">
            停止した管理者：{user.suspension.by}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
