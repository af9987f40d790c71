/** /worker/products/new: publish a new listing, then open it (already in the cache, so it shows at once). */
import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/feedback/toaster';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER, withId } from '../../lib/paths';
import { ListingForm } from './ListingForm';
import { useCreateListing } from './queries';

export default function NewListingPage() {
  const navigate = useNavigate();
  const create = useCreateListing();
  return (
    <Stack gap="2">
      <PageHeader title="サービスを出品する" back={WORKER.listings} />
      <Text fontSize="sm" color="fg.muted" mb="2">
        出品したサービスはプロフィールに表示され、発注者が依頼の参考にします。
      </Text>
      <ListingForm
        submitLabel="出品する"
        onSubmit={async (values) => {
          const listing = await create.mutateAsync(values);
          notify.success('出品しました');
          navigate(withId(WORKER.listing, listing.id), { replace: true });
        }}
        onCancel={() => navigate(WORKER.listings)}
      />
    </Stack>
  );
}
