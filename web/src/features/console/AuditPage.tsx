/**
 * 監査ログ: every admin action, newest first, filtered by action, admin or target
 * (docs/product/admin.md#audit-log). Read only: nothing here changes an entry.
 */
import { Box, Button, Code, Flex, NativeSelect, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABEL, type AuditAction, type AuditEntry } from '@common/admin';
import { PageHeader } from '../../components/layout/PageHeader';
import { PagedList } from '../../components/feedback/PagedList';
import { EmptyState } from '../../components/feedback/EmptyState';
import { formatDateTimeJa } from '../../lib/format';
import type { AuditQuery } from '../../lib/api/admin';
import { useAuditLog } from './queries';
import { AUDIT_TARGET_LABEL, auditFields } from './auditText';

function EntryRow({ e }: { e: AuditEntry }) {
  return (
    <Box bg="bg" rounded="lg" borderWidth="1px" p="4" data-testid="audit-entry">
      <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
        <Text fontWeight="bold">{AUDIT_ACTION_LABEL[e.action] ?? e.action}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTimeJa(e.createdAt)}
        </Text>
      </Flex>
      <Text fontSize="sm" mt="1">
        {AUDIT_TARGET_LABEL[e.target.kind] ?? e.target.kind}: <Code>{e.target.id}</Code>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        管理者: <Code>{e.adminId}</Code>
      </Text>
      {e.reason && (
        <Text fontSize="sm" mt="2" whiteSpace="pre-line" overflowWrap="anywhere">
          理由：{e.reason}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" mt="2" overflowWrap="anywhere">
        変更前：{auditFields(e.before)}
        <br />
        変更後：{auditFields(e.after)}
      </Text>
    </Box>
  );
}

export default function AuditPage() {
  // A link may name the target (?targetId=, from a user's page): the log opens filtered by it.
  const [params] = useSearchParams();
  const linked = params.get('targetId')?.trim() || undefined;
  const [draft, setDraft] = useState<AuditQuery>({ action: '', adminId: '', targetId: linked ?? '' });
  const [filter, setFilter] = useState<AuditQuery>(linked ? { targetId: linked } : {});
  const list = useAuditLog(filter);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter({
      action: draft.action || undefined,
      adminId: draft.adminId?.trim() || undefined,
      targetId: draft.targetId?.trim() || undefined,
    });
  };
  return (
    <Stack gap="4">
      <PageHeader title="監査ログ" />
      <Box as="form" onSubmit={submit} bg="bg" rounded="lg" borderWidth="1px" p="4" aria-label="絞り込み">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
          <Stack gap="1" flex="1">
            <Text asChild fontSize="sm" fontWeight="bold">
              <label htmlFor="audit-action">操作</label>
            </Text>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="audit-action"
                value={draft.action}
                onChange={(e) => setDraft({ ...draft, action: e.target.value as AuditAction | '' })}
                minH="44px"
              >
                <option value="">すべて</option>
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {AUDIT_ACTION_LABEL[a]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
          <Stack gap="1" flex="1">
            <Text asChild fontSize="sm" fontWeight="bold">
              <label htmlFor="audit-target">対象のID</label>
            </Text>
            <Input
              id="audit-target"
              minH="44px"
              value={draft.targetId}
              onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
              placeholder="契約ID・ユーザーID"
            />
          </Stack>
          <Stack gap="1" flex="1">
            <Text asChild fontSize="sm" fontWeight="bold">
              <label htmlFor="audit-admin">管理者のID</label>
            </Text>
            <Input
              id="audit-admin"
              minH="44px"
              value={draft.adminId}
              onChange={(e) => setDraft({ ...draft, adminId: e.target.value })}
            />
          </Stack>
          <Button type="submit" colorPalette="teal" minH="44px">
            絞り込む
          </Button>
        </Flex>
      </Box>
      <PagedList
        list={list}
        empty={<EmptyState title="該当する記録はありません" />}
        renderItem={(e) => <EntryRow key={e.id} e={e} />}
      />
    </Stack>
  );
}
