/** /client/search/result: workers matching the conditions in the query string, paged. */
import { Button, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { workersApi } from '../../lib/api/marketplace';
import { usePagedList } from '../../lib/usePagedList';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadMoreButton } from '../../components/feedback/LoadMoreButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { readQuery } from './workerQuery';
import { WorkerCard } from '../profiles';

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const query = readQuery(params);
  const list = usePagedList(
    (cursor) =>
      workersApi.search(
        { occupation: query.occupation || undefined, skill: query.skill || undefined, q: query.q || undefined },
        cursor,
      ),
    [query.occupation, query.skill, query.q],
  );
  const conditions = [
    query.occupation && `職種：${query.occupation}`,
    query.skill && `スキル：${query.skill}`,
    query.q && `キーワード：${query.q}`,
  ].filter((c): c is string => !!c);

  return (
    <Stack gap="4">
      <PageHeader
        title="検索結果"
        back="/client/search"
        action={
          <Button asChild size="sm" minH="44px" variant="outline" bg="bg">
            <Link to="/client/search">
              <SlidersHorizontal size={16} aria-hidden />
              条件を変更
            </Link>
          </Button>
        }
      />
      <HStack gap="2" align="start">
        {conditions.length ? (
          <Wrap gap="1.5" aria-label="検索条件">
            {conditions.map((c) => (
              <Tag.Root key={c} size="md" variant="subtle" rounded="full">
                <Tag.Label>{c}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            すべての受注者
          </Text>
        )}
      </HStack>
      <Stack gap="3">
        {list.error && <LoadError error={list.error} onRetry={list.reload} />}
        {list.items.map((w) => (
          <WorkerCard key={w.userId} worker={w} from={`${pathname}${search}`} />
        ))}
        {list.loading && list.items.length === 0 && <ListSkeleton variant="person" />}
        {!list.loading && !list.error && list.items.length === 0 && (
          <EmptyState
            icon={SearchX}
            title="条件に合う受注者が見つかりませんでした"
            description="スキルやキーワードを変えるか、条件を減らしてもう一度おさがしください。"
            action={{ label: '条件を変えて検索する', to: '/client/search' }}
          />
        )}
        <LoadMoreButton list={list} />
      </Stack>
    </Stack>
  );
}
