/** What the client reads on coming back from the checkout page (see paymentReturn.ts). */
import { Alert, Spinner } from '@chakra-ui/react';
import { PAYMENT_CONFIRMED_MESSAGE, type PaymentReturn } from './paymentReturn';

export const PAYMENT_CHECKING_MESSAGE = 'お支払いを確認しています…';
export const PAYMENT_NOT_DONE_MESSAGE = 'お支払いは完了していません';

export function PaymentReturnNotice({ state: s }: { state: PaymentReturn }) {
  if (s.checking)
    return (
      <Alert.Root status="info" rounded="xl" alignItems="start" data-testid="payment-return">
        <Alert.Indicator>
          <Spinner size="sm" />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>{PAYMENT_CHECKING_MESSAGE}</Alert.Title>
          <Alert.Description fontSize="sm">
            {s.slow
              ? '確認に時間がかかっています。しばらくしてからこの画面を開き直してください。お支払いが完了していなかった場合は、もう一度お手続きいただけます。'
              : '決済サービスからのお知らせを待っています。このまましばらくお待ちください。'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (s.confirmed)
    return (
      <Alert.Root status="success" rounded="xl" alignItems="start" data-testid="payment-return">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{PAYMENT_CONFIRMED_MESSAGE}</Alert.Title>
          <Alert.Description fontSize="sm">報酬は運営がお預かりしています。受注者が作業を始めます。</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (s.canceled)
    return (
      <Alert.Root status="info" rounded="xl" alignItems="start" data-testid="payment-return">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{PAYMENT_NOT_DONE_MESSAGE}</Alert.Title>
          <Alert.Description fontSize="sm">
            お支払いの画面から戻りました。もう一度「仮払いへ進む」からお手続きいただけます。
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return null;
}
