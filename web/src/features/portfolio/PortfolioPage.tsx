/**
 * /worker/mypage/edit/portfolio 「ポートフォリオ」 (docs/product/screens.md#portfolio): the worker's works
 * as cards (the cover's thumbnail, the title, the photo count) in her order, each with 編集, 削除 (asked
 * first) and 上へ / 下へ, which send the whole new order. 作品を追加 opens the editor; at 20 works it is
 * disabled and the limit is said beforehand.
 */
import { Box, Button, Flex, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Images, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioWork } from '@common/portfolio';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { notifyError } from '../../components/feedback/errors';
import { ListSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { notify } from '../../components/feedback/toaster';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER, withId } from '../../lib/paths';
import { useDeleteWork, useMyPortfolio, useReorderWorks } from './queries';

export const DELETED_MESSAGE = '作品を削除しました';

export default function PortfolioPage() {
  const query = useMyPortfolio();
  const works = query.data?.works;
  const full = (works?.length ?? 0) >= PORTFOLIO_LIMITS.works;

  return (
    <Stack gap="2" pb="calc(24px + env(safe-area-inset-bottom))">
      <PageHeader title="ポートフォリオ" back={WORKER.edit} />
      <Text fontSize="sm" color="fg.muted">
        撮影した作品を{PORTFOLIO_LIMITS.works}件まで、1作品につき写真{PORTFOLIO_LIMITS.photos}
        枚まで登録できます。発注者があなたのプロフィールで見ることができます。
      </Text>
      {works ? (
        <Stack gap="4" pt="2">
          <Stack gap="1">
            {full ? (
              <Button size="lg" minH="48px" disabled>
                <Plus size={18} aria-hidden />
                作品を追加
              </Button>
            ) : (
              <Button asChild size="lg" minH="48px">
                <Link to={WORKER.editPortfolioNew}>
                  <Plus size={18} aria-hidden />
                  作品を追加
                </Link>
              </Button>
            )}
            <Text fontSize="sm" color={full ? 'fg.error' : 'fg.muted'} textAlign="center" data-testid="portfolio-count">
              {full ? PORTFOLIO_MESSAGES.tooManyWorks : `${works.length}/${PORTFOLIO_LIMITS.works}件`}
            </Text>
          </Stack>
          {works.length ? (
            <WorkList works={works} />
          ) : (
            <EmptyState title="作品はまだ登録されていません" icon={Images} description="「作品を追加」から写真を登録しましょう" />
          )}
        </Stack>
      ) : query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ListSkeleton count={3} />
      )}
    </Stack>
  );
}

function WorkList({ works }: { works: PortfolioWork[] }) {
  const reorder = useReorderWorks();
  const remove = useDeleteWork();
  const [deleting, setDeleting] = useState<PortfolioWork | null>(null);

  const move = (index: number, by: -1 | 1) => {
    const ids = works.map((w) => w.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    reorder.mutate(ids, { onError: (e) => notifyError(e, '並び替えに失敗しました') });
  };

  return (
    <>
      <Stack as="ol" gap="3" listStyleType="none" aria-label="作品一覧">
        {works.map((w, i) => (
          <Box as="li" key={w.id}>
            <WorkCard
              work={w}
              first={i === 0}
              last={i === works.length - 1}
              busy={reorder.isPending}
              onUp={() => move(i, -1)}
              onDown={() => move(i, 1)}
              onDelete={() => setDeleting(w)}
            />
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="作品を削除しますか？"
        description={`「${deleting?.title ?? ''}」と写真${deleting?.photos.length ?? 0}枚を削除します。元に戻すことはできません。`}
        confirmLabel="削除する"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify.success(DELETED_MESSAGE);
        }}
      />
    </>
  );
}

function WorkCard(props: {
  work: PortfolioWork;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
}) {
  const { work: w, first, last, busy, onUp, onDown, onDelete } = props;
  const cover = w.photos[0];
  return (
    <Stack as="article" gap="3" bg="bg" borderWidth="1px" rounded="xl" p="3" data-testid="portfolio-work">
      <Flex gap="3" align="center" minW="0">
        <Box w="80px" h="80px" flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted" borderWidth="1px">
          {cover && <Image src={cover.thumbUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <Text fontWeight="bold" lineClamp={2} wordBreak="break-word" data-testid="portfolio-work-title">
            {w.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            写真{w.photos.length}枚
          </Text>
        </Stack>
      </Flex>
      <HStack gap="2" justify="space-between">
        <HStack gap="1">
          <IconButton
            variant="outline"
            minW="44px"
            h="44px"
            aria-label={`${w.title}を上へ`}
            disabled={first || busy}
            onClick={onUp}
          >
            <ArrowUp size={18} aria-hidden />
          </IconButton>
          <IconButton
            variant="outline"
            minW="44px"
            h="44px"
            aria-label={`${w.title}を下へ`}
            disabled={last || busy}
            onClick={onDown}
          >
            <ArrowDown size={18} aria-hidden />
          </IconButton>
        </HStack>
        <HStack gap="1">
          <Button asChild variant="outline" minH="44px" aria-label={`${w.title}を編集`}>
            <Link to={withId(WORKER.editPortfolioWork, w.id)}>
              <Pencil size={16} aria-hidden />
              編集
            </Link>
          </Button>
          <Button variant="outline" colorPalette="red" minH="44px" aria-label={`${w.title}を削除`} onClick={onDelete}>
            <Trash2 size={16} aria-hidden />
            削除
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
