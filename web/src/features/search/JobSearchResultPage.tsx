/** /worker/search/result?q=&skill=&minReward=&maxReward= — open jobs matching the criteria, paged. */
import { Box, Button, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER } from '../../lib/paths';
import { OpenJobCard } from '../jobs';
import { criteriaFromParams, criteriaLabels, criteriaToParams } from './jobCriteria';
import { useJobSearch } from './queries';

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const criteria = criteriaFromParams(params);
  const query = criteriaToParams(criteria).toString();
  const list = useJobSearch(criteria);
  const labels = criteriaLabels(criteria);
  const editTo = `${WORKER.search}${query ? `?${query}` : ''}`;

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

      <Box data-testid="search-results">
        <PagedList
          list={list}
          empty={
            <EmptyState
              icon={SearchX}
              title="条件に合う案件が見つかりませんでした"
              description="キーワードを減らしたり、報酬の範囲を広げたりしてお試しください"
              action={{ label: '条件を変更する', to: editTo }}
            />
          }
          renderItem={(job) => <OpenJobCard key={job.id} job={job} />}
        />
      </Box>
    </>
  );
}
