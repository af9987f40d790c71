/** 監査ログ of the user page: the newest entries whose target is this user (docs/product/admin.md#audit-log). */
import { Code, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { CONSOLE } from '@common/consolePaths';
import { AUDIT_ACTION_LABEL, type AdminUserDetail, type AuditEntry } from '@common/admin';
import { formatDateTimeJa } from '../../../lib/format';
import { ListPanel, Row } from './pieces';
import { auditFields } from '../auditText';

function EntryRow({ e }: { e: AuditEntry }) {
  const label = AUDIT_ACTION_LABEL[e.action] ?? e.action;
  return (
    <Row label={label}>
      <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
        <Text fontWeight="bold">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTimeJa(e.createdAt)}
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        管理者: <Code fontSize="xs">{e.adminId}</Code>
      </Text>
      {e.reason && (
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          理由：{e.reason}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        変更前：{auditFields(e.before)}
        <br />
        変更後：{auditFields(e.after)}
      </Text>
    </Row>
  );
}

export function AuditSection({ uid, audit }: { uid: string; audit: AdminUserDetail['audit'] }) {
  return (
    <Stack gap="2">
      <ListPanel
        title="監査ログ"
        list={audit}
        empty="このユーザーへの操作の記録はありません"
        render={(e) => <EntryRow key={e.id} e={e} />}
      />
      <ChakraLink asChild alignSelf="flex-start" minH="44px" colorPalette="teal">
        <Link to={`${CONSOLE.audit}?targetId=${encodeURIComponent(uid)}`}>このユーザーの監査ログをすべて見る</Link>
      </ChakraLink>
    </Stack>
  );
}
