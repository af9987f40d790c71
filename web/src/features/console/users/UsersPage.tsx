/**
 * ユーザー (docs/product/admin.md#user-search): users newest registration first, found by name, LINE
 * name, e-mail, company or id, by side and status. The search lives in the address (?q=&type=&status=),
 * so going back returns to the previous one; each row opens the user's page.
 */
import { Box, Code, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminUserItem } from '@common/admin';
import { consoleUserPath } from '@common/consolePaths';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PagedList } from '../../../components/feedback/PagedList';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { formatDateJa } from '../../../lib/format';
import { nameOf, paramsOf, searchOf } from './labels';
import { useUserSearch } from './queries';
import { SearchForm } from './SearchForm';
import { UserBadges } from './UserBadges';

function UserRow({ user: u }: { user: AdminUserItem }) {
  const name = nameOf(u);
  return (
    <Box as="article" aria-label={name} bg="bg" rounded="lg" borderWidth="1px" px="4" py="3" minW="0">
      <Flex gap="2" wrap="wrap" align="center" justify="space-between">
        <Flex gap="2" align="center" wrap="wrap" minW="0">
          <ChakraLink asChild fontWeight="bold" fontSize="md" minH="44px" colorPalette="teal" overflowWrap="anywhere">
            <Link to={consoleUserPath(u.id)}>{name}</Link>
          </ChakraLink>
          <UserBadges user={u} />
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          登録：{formatDateJa(u.createdAt)}
        </Text>
      </Flex>
      <Flex gap={{ base: '0.5', md: '4' }} direction={{ base: 'column', md: 'row' }} fontSize="sm" color="fg.muted" minW="0">
        <Text overflowWrap="anywhere">LINE：{u.lineDisplayName || '—'}</Text>
        {u.company && <Text overflowWrap="anywhere">{u.company}</Text>}
        {u.email && <Text overflowWrap="anywhere">{u.email}</Text>}
        <Text overflowWrap="anywhere">
          ID：<Code fontSize="xs">{u.id}</Code>
        </Text>
      </Flex>
    </Box>
  );
}

export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const list = useUserSearch(search);
  return (
    <Stack gap="4">
      <PageHeader title="ユーザー" />
      <SearchForm key={params.toString()} initial={search} onSearch={(s) => setParams(paramsOf(s))} />
      <PagedList
        list={list}
        gap="2"
        empty={<EmptyState title="該当するユーザーはいません" />}
        renderItem={(u) => <UserRow key={u.id} user={u} />}
      />
    </Stack>
  );
}
