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
/** A filter of the search: すべて, or one of its options. */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Box flex="1" minW="0">
      <Labelled id={props.id} label={props.label}>
        <NativeSelect.Root>
          <NativeSelect.Field id={props.id} minH="44px" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
            <option value="">すべて</option>
            {props.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
    </Box>
  );
}

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
        <FilterSelect
          id="users-type"
          label="区分"
          value={type}
          options={ADMIN_USER_TYPES.map((t) => [t, TYPE_LABEL[t]] as const)}
          onChange={(v) => setType(v as AdminUserType | '')}
        />
        <FilterSelect
          id="users-status"
          label="状態"
          value={status}
          options={ADMIN_USER_STATUSES.map((t) => [t, STATUS_LABEL[t]] as const)}
          onChange={(v) => setStatus(v as AdminUserStatus | '')}
        />
        <Button type="submit" colorPalette="teal" minH="44px" px="6">
          検索
        </Button>
      </Flex>
    </Box>
  );
}
