/** 未登録 / 審査中 / 登録済み: the payout account's status as a pill. */
import { Badge } from '@chakra-ui/react';
import type { ConnectStatus } from '@common/api';
import { CONNECT_STATUS_LABEL } from '@common/deal';
import { CONNECT_STATUS_COLOR } from './labels';

export function ConnectStatusBadge({ status }: { status: ConnectStatus }) {
  return (
    <Badge
      colorPalette={CONNECT_STATUS_COLOR[status]}
      variant="subtle"
      size="lg"
      rounded="full"
      px="3"
      flexShrink={0}
      whiteSpace="nowrap"
      fontWeight="bold"
      data-status={status}
    >
      {CONNECT_STATUS_LABEL[status]}
    </Badge>
  );
}
