/** /worker/products/:id — the worker's listing: detail, edit, stop (confirm) and reopen. */
import { Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Pause, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { detailToText } from '@common/api';
import type { Listing } from '@common/marketplace';
import { notify } from '../../components/feedback/toaster';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notifyError } from '../../components/feedback/errors';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatDateJa, formatYen } from '../../lib/format';
import { WORKER } from '../../lib/paths';
import { ListingStatusBadge } from './ListingCard';
import { ListingForm } from './ListingForm';
import { useListing, useReopenListing, useStopListing, useUpdateListing } from './queries';

const listPath = (listing: Listing | undefined) => (listing?.status === 'stopped' ? WORKER.stoppedListings : WORKER.listings);

export default function ListingDetailPage() {
  const { id = '' } = useParams();
  const query = useListing(id);
  const [editing, setEditing] = useState(false);
  // Entering the form and saving it start at the top; cancelling stays where the user was.
  const switchEditingToTop = (on: boolean) => {
    setEditing(on);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHeader title={editing ? '出品を編集' : '出品の詳細'} back={listPath(query.data)} />
      <QueryState query={query} back={{ label: '出品一覧へ', to: WORKER.listings }}>
        {(listing) =>
          editing ? (
            <EditListing listing={listing} onSaved={() => switchEditingToTop(false)} onCancel={() => setEditing(false)} />
          ) : (
            <ListingView listing={listing} onEdit={() => switchEditingToTop(true)} />
          )
        }
      </QueryState>
    </>
  );
}

function EditListing({ listing, onSaved, onCancel }: { listing: Listing; onSaved: () => void; onCancel: () => void }) {
  const update = useUpdateListing(listing.id);
  return (
    <Box pt="2">
      <ListingForm
        defaultValues={{ title: listing.title, description: detailToText(listing.description), price: listing.price }}
        submitLabel="保存する"
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          notify.success('出品を更新しました');
          onSaved();
        }}
        onCancel={onCancel}
      />
    </Box>
  );
}

function ListingView({ listing, onEdit }: { listing: Listing; onEdit: () => void }) {
  const navigate = useNavigate();
  const [confirmStop, setConfirmStop] = useState(false);
  const stop = useStopListing();
  const reopen = useReopenListing();
  const published = listing.status === 'published';

  const reopenListing = () =>
    reopen.mutate(listing.id, {
      onSuccess: () => notify.success('出品を再開しました'),
      onError: (e) => notifyError(e, '再開できませんでした'),
    });

  return (
    <Stack gap="5">
      <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4">
        <HStack gap="2">
          <ListingStatusBadge status={listing.status} />
          <Text fontSize="xs" color="fg.muted">
            {formatDateJa(listing.updatedAt)} 更新
          </Text>
        </HStack>
        <Text as="h2" fontSize="lg" fontWeight="bold" wordBreak="break-word" lineHeight="1.5">
          {listing.title}
        </Text>
        <Box>
          <Text fontSize="xs" color="fg.muted">
            価格（税込）
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3">
            {formatYen(listing.price)}
          </Text>
        </Box>
        <Separator my="2" />
        <Text fontSize="sm" fontWeight="bold">
          サービス内容
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {detailToText(listing.description)}
        </Text>
        <Text fontSize="xs" color="fg.muted" pt="2">
          出品日：{formatDateJa(listing.createdAt)}
        </Text>
      </Stack>

      {!published && !listing.moderation && (
        <Text fontSize="sm" color="fg.muted" bg="bg.muted" rounded="lg" p="3">
          停止中のため、発注者には表示されません
        </Text>
      )}
      {listing.moderation && (
        // Stopped by the operator (docs/product/admin.md#moderation): the reason, and no reopening.
        <Text fontSize="sm" color="red.fg" bg="red.subtle" rounded="lg" p="3" whiteSpace="pre-wrap" wordBreak="break-word">
          {`運営により掲載を停止されたため、発注者には表示されません。\n理由：${listing.moderation.reason}`}
        </Text>
      )}

      <Stack gap="3">
        <Button size="lg" minH="48px" onClick={onEdit}>
          <Pencil /> 編集する
        </Button>
        {published ? (
          <Button size="lg" minH="48px" variant="outline" colorPalette="gray" onClick={() => setConfirmStop(true)}>
            <Pause /> 公開を停止する
          </Button>
        ) : (
          !listing.moderation && (
            <Button size="lg" minH="48px" variant="outline" loading={reopen.isPending} onClick={reopenListing}>
              <Play /> 公開を再開する
            </Button>
          )
        )}
        <Button size="lg" minH="48px" variant="ghost" onClick={() => navigate(listPath(listing))}>
          出品一覧へ
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirmStop}
        onClose={() => setConfirmStop(false)}
        title="公開を停止しますか？"
        description={'停止すると発注者に表示されなくなります。\nいつでも再開できます。'}
        confirmLabel="停止する"
        onConfirm={async () => {
          await stop.mutateAsync(listing.id);
          notify.success('出品を停止しました');
        }}
      />
    </Stack>
  );
}
