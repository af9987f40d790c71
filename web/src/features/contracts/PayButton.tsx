/**
 * 仮払いへ進む: asks the API for the Checkout page of the contract and leaves for it (Stripe Checkout;
 * locally the local checkout page). The contract changes only when the verified webhook lands; the
 * checkout brings the client back to the contract page with ?paid=1 or ?canceled=1.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { notifyError } from '../../components/feedback/errors';
import { leaveFor } from './leave';
import { usePaymentUrl } from './queries';

export const PAY_LABEL = '仮払いへ進む';

export function PayButton({ contractId }: { contractId: string }) {
  const paymentUrl = usePaymentUrl(contractId);
  // Stays busy from the click until the page is left.
  const [leaving, setLeaving] = useState(false);

  const pay = async () => {
    setLeaving(true);
    try {
      const { url } = await paymentUrl.mutateAsync();
      leaveFor(url);
    } catch (e) {
      setLeaving(false);
      notifyError(e, 'お支払い画面を開けませんでした');
    }
  };

  return (
    <Stack gap="2">
      <Button
        size="lg"
        minH="52px"
        w="full"
        rounded="xl"
        loading={leaving}
        loadingText="お支払い画面を開いています"
        onClick={() => void pay()}
      >
        <CreditCard size={18} aria-hidden />
        {PAY_LABEL}
      </Button>
      <HStack gap="1.5" justify="center" color="fg.muted">
        <Lock size={12} aria-hidden />
        <Text fontSize="xs">カード情報は決済サービス（Stripe）が管理し、当サービスには保存されません</Text>
      </HStack>
    </Stack>
  );
}
