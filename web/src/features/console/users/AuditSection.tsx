/** 監査ログ of the user page: the newest entries whose target is this user (docs/product/admin.md#audit-log). */
import { Code, Flex, Text } from '@chakra-ui/react';
import { AUDIT_ACTION_LABEL, type AdminUserDetail, type AuditEntry } from '@common/admin';
import { formatDateTimeJa } from '../../../lib/format';
import { ListPanel, Row } from './pieces';

/** `{suspended: true, jobsStopped: [...]}` as `suspended: true / jobsStopped: [...]`. */
const fields = (v: Record<string, unknown> | null) =>
  v
    ? Object.entries(v)
        .map(([k, x]) => `${k}: ${typeof x === 'string' ? x : JSON.stringify(x)}`)
        .join(' / ')
    : '—';

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
        変更前：{fields(e.before)}
        <br />
        変更後：{fields(e.after)}
      </Text>
    </Row>
  );
}

export function AuditSection({ audit }: { audit: AdminUserDetail['audit'] }) {
  return (
    <ListPanel
      title="監査ログ"
      list={audit}
      empty="このユーザーへの操作の記録はありません"
      render={(e) => <EntryRow key={e.id} e={e} />}
    />
  );
}
