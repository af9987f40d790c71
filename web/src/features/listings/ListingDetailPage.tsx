/** /worker/products/:id — the worker's listing: detail, edit, stop (confirm) and reopen. */
import { Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Pause, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { detailToText } from '@common/api';
import type { Listing } from '@common/marketplace';
import { listingsApi } from '../../lib/api/marketplace';
import { notify } from '../../components/feedback/toaster';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notifyError } from '../../components/feedback/errors';
import { formatDateJa, formatYen } from '../../lib/format';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { useResource } from '../../lib/useResource';
import { PageHeader } from '../../components/layout/PageHeader';
import { ListingStatusBadge } from './ListingCard';
import { ListingForm } from './ListingForm';
import { LoadFailure } from '../../components/feedback/LoadFailure';

export default function ListingDetailPage() {
  const { id = '' } = useParams();
  const res = useResource(() => listingsApi.get(id), [id]);
  const [editing, setEditing] = useState(false);
  const listing = res.data;
  const backTo = listing?.status === 'stopped' ? '/worker/products/stop' : '/worker/products';

  if (!listing) {
    return (
      <>
        <PageHeader title="出品の詳細" back="/worker/products" />
        {res.error ? <LoadFailure error={res.error} onRetry={res.reload} back={{ label: '出品一覧へ', to: '/worker/products' }} /> : <DetailSkeleton />}
      </>
    );
  }

  if (editing) {
    return (
      <Stack gap="2">
        <PageHeader title="出品を編集" back={backTo} />
        <ListingForm
          defaultValues={{ title: listing.title, description: detailToText(listing.description), price: listing.price }}
          submitLabel="保存する"
          onSubmit={async (values) => {
            res.setData(await listingsApi.update(listing.id, values));
            notify.success('出品を更新しました');
            setEditing(false);
            window.scrollTo({ top: 0 });
          }}
          onCancel={() => setEditing(false)}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="出品の詳細" back={backTo} />
      <ListingView
        listing={listing}
        onEdit={() => {
          setEditing(true);
          window.scrollTo({ top: 0 });
        }}
        onChange={res.setData}
      />
    </>
  );
}

function ListingView({ listing, onEdit, onChange }: { listing: Listing; onEdit: () => void; onChange: (l: Listing) => void }) {
  const navigate = useNavigate();
  const [confirmStop, setConfirmStop] = useState(false);
  const [reopening, setReopening] = useState(false);
  const published = listing.status === 'published';

  const reopen = async () => {
    setReopening(true);
    try {
      onChange(await listingsApi.reopen(listing.id));
      notify.success('出品を再開しました');
    } catch (e) {
      notifyError(e, '再開できませんでした');
    } finally {
      setReopening(false);
    }
  };

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

      {!published && (
        <Text fontSize="sm" color="fg.muted" bg="bg.muted" rounded="lg" p="3">
          停止中のため、発注者には表示されません
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
          <Button size="lg" minH="48px" variant="outline" loading={reopening} onClick={() => void reopen()}>
            <Play /> 公開を再開する
          </Button>
        )}
        <Button size="lg" minH="48px" variant="ghost" onClick={() => navigate(published ? '/worker/products' : '/worker/products/stop')}>
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
          onChange(await listingsApi.stop(listing.id));
          notify.success('出品を停止しました');
        }}
      />
    </Stack>
  );
}
