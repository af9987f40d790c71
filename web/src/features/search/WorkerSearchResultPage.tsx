/** /client/search/result: workers matching the conditions in the query string, paged. */
import { Button, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT } from '../../lib/paths';
import { WorkerCard } from '../profiles';
import { useWorkerSearch } from './queries';
import { readQuery } from './workerQuery';

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const query = readQuery(params);
  const list = useWorkerSearch(query);
  const conditions = [
    query.occupation && `職種：${query.occupation}`,
    query.skill && `スキル：${query.skill}`,
    query.q && `キーワード：${query.q}`,
  ].filter((c): c is string => !!c);

  return (
    <Stack gap="4">
      <PageHeader
        title="検索結果"
        back={CLIENT.search}
        action={
          <Button asChild size="sm" minH="44px" variant="outline" bg="bg">
            <Link to={CLIENT.search}>
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
      <PagedList
        list={list}
        skeleton="person"
        empty={
          <EmptyState
            icon={SearchX}
            title="条件に合う受注者が見つかりませんでした"
            description="スキルやキーワードを変えるか、条件を減らしてもう一度おさがしください。"
            action={{ label: '条件を変えて検索する', to: CLIENT.search }}
          />
        }
        renderItem={(w) => <WorkerCard key={w.userId} worker={w} from={`${pathname}${search}`} />}
      />
    </Stack>
  );
}
