/** /worker/search/result?q=&skill=&minReward=&maxReward= — open jobs matching the criteria, paged. */
import { Button, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { jobsApi } from '../../lib/api/marketplace';
import { usePagedList } from '../../lib/usePagedList';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadMoreButton } from '../../components/feedback/LoadMoreButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { OpenJobCard } from '../jobs';
import { criteriaFromParams, criteriaLabels, criteriaToParams } from './jobCriteria';

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const criteria = criteriaFromParams(params);
  const query = criteriaToParams(criteria).toString();
  const list = usePagedList((cursor) => jobsApi.search(criteria, cursor), [query]);
  const labels = criteriaLabels(criteria);
  const editTo = `/worker/search${query ? `?${query}` : ''}`;

  return (
    <>
      <PageHeader title="検索結果" back={editTo} />
      <HStack justify="space-between" align="start" gap="3" mb="4" bg="bg.muted" rounded="xl" p="3">
        <Stack gap="1.5" minW="0">
          <Text fontSize="xs" color="fg.muted">
            検索条件
          </Text>
          {labels.length ? (
            <Wrap gap="1.5" data-testid="search-criteria">
              {labels.map((l) => (
                <Tag.Root key={l} size="md" variant="surface" rounded="full" maxW="full">
                  <Tag.Label>{l}</Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          ) : (
            <Text fontSize="sm">すべての募集中の案件</Text>
          )}
        </Stack>
        <Button asChild size="sm" minH="44px" variant="outline" bg="bg" flexShrink={0}>
          <Link to={editTo}>
            <SlidersHorizontal /> 条件を変更
          </Link>
        </Button>
      </HStack>

      {list.error && list.items.length === 0 ? (
        <LoadError error={list.error} onRetry={list.reload} />
      ) : list.loading && list.items.length === 0 ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="条件に合う案件が見つかりませんでした"
          description="キーワードを減らしたり、報酬の範囲を広げたりしてお試しください"
          action={{ label: '条件を変更する', to: editTo }}
        />
      ) : (
        <Stack gap="3" data-testid="search-results">
          {list.items.map((job) => (
            <OpenJobCard key={job.id} job={job} />
          ))}
          {list.error && <LoadError error={list.error} onRetry={list.loadMore} />}
          <LoadMoreButton list={list} />
        </Stack>
      )}
    </>
  );
}
