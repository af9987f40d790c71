/** A user's state as badges: 利用停止中 (red), 未認証 (grey), and 受注者として承認済み. */
import { Badge, Flex } from '@chakra-ui/react';
import type { AdminUserItem } from '@common/admin';
import { sideOf } from './labels';

export function UserBadges({ user }: { user: Pick<AdminUserItem, 'type' | 'isActive' | 'isWorker' | 'suspended'> }) {
  return (
    <Flex gap="1.5" wrap="wrap" align="center">
      <Badge colorPalette={user.type === 'worker' ? 'purple' : user.type === 'client' ? 'blue' : 'gray'} variant="outline">
        {sideOf(user)}
      </Badge>
      {user.suspended && (
        <Badge colorPalette="red" variant="solid">
          利用停止中
        </Badge>
      )}
      {!user.isActive && <Badge colorPalette="gray">未認証</Badge>}
      {user.isWorker && <Badge colorPalette="teal">受注者承認済み</Badge>}
    </Flex>
  );
}
