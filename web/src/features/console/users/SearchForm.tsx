/** The user search's form: words, side and status, sent by 検索 (docs/product/admin.md#user-search). */
import { Box, Button, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_USER_STATUSES, ADMIN_USER_TYPES, type AdminUserStatus, type AdminUserType } from '@common/admin';
import type { UserSearch } from './api';
import { STATUS_LABEL, TYPE_LABEL } from './labels';

export const SEARCH_MAX = 100;

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <Text asChild fontSize="sm" fontWeight="bold">
        <label htmlFor={id}>{label}</label>
      </Text>
      {children}
    </Stack>
  );
}

/** Starts from the search in the address; `onSearch` puts the new one there. */
export function SearchForm({ initial, onSearch }: { initial: UserSearch; onSearch: (s: UserSearch) => void }) {
  const [q, setQ] = useState(initial.q ?? '');
  const [type, setType] = useState<AdminUserType | ''>(initial.type ?? '');
  const [status, setStatus] = useState<AdminUserStatus | ''>(initial.status ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ q: q.trim() || undefined, type: type || undefined, status: status || undefined });
  };
  return (
    <Box as="form" role="search" aria-label="ユーザー検索" onSubmit={submit} bg="bg" rounded="lg" borderWidth="1px" p="4">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
        <Box flex="2" minW="0">
          <Labelled id="users-q" label="キーワード">
            <Input
              id="users-q"
              type="search"
              minH="44px"
              value={q}
              maxLength={SEARCH_MAX}
              onChange={(e) => setQ(e.target.value)}
              placeholder="名前・LINE表示名・メール・会社名・ID"
            />
          </Labelled>
        </Box>
        <Box flex="1" minW="0">
          <Labelled id="users-type" label="区分">
            <NativeSelect.Root>
              <NativeSelect.Field
                id="users-type"
                minH="44px"
                value={type}
                onChange={(e) => setType(e.target.value as AdminUserType | '')}
              >
                <option value="">すべて</option>
                {ADMIN_USER_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABEL[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
        </Box>
        <Box flex="1" minW="0">
          <Labelled id="users-status" label="状態">
            <NativeSelect.Root>
              <NativeSelect.Field
                id="users-status"
                minH="44px"
                value={status}
                onChange={(e) => setStatus(e.target.value as AdminUserStatus | '')}
              >
                <option value="">すべて</option>
                {ADMIN_USER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
        </Box>
        <Button type="submit" colorPalette="teal" minH="44px" px="6">
          検索
        </Button>
      </Flex>
    </Box>
  );
}
