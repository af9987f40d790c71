/** /worker/products/new: publish a new listing, then open it. */
import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { listingsApi } from '../../lib/api/marketplace';
import { notify } from '../../components/feedback/toaster';
import { PageHeader } from '../../components/layout/PageHeader';
import { ListingForm } from './ListingForm';

export default function NewListingPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="2">
      <PageHeader title="サービスを出品する" back="/worker/products" />
      <Text fontSize="sm" color="fg.muted" mb="2">
        出品したサービスはプロフィールに表示され、発注者が依頼の参考にします。
      </Text>
      <ListingForm
        submitLabel="出品する"
        onSubmit={async (values) => {
          const listing = await listingsApi.create(values);
          notify.success('出品しました');
          navigate(`/worker/products/${encodeURIComponent(listing.id)}`, { replace: true });
        }}
        onCancel={() => navigate('/worker/products')}
      />
    </Stack>
  );
}
