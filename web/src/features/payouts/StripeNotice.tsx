/**
 * Coming back from Stripe: `?stripe=return` (the form was left, done or not) and `?stripe=refresh`
 * (the link expired before it was used). What each page shows for them.
 */
import { Alert, Spinner } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CHECKING_MESSAGE, LINK_EXPIRED_MESSAGE } from './labels';

export type StripeReturn = 'return' | 'refresh' | null;

export function useStripeReturn(): StripeReturn {
  const [params] = useSearchParams();
  const value = params.get('stripe');
  return value === 'return' || value === 'refresh' ? value : null;
}

export function ExpiredLinkNotice() {
  return (
    <Alert.Root status="warning" rounded="xl">
      <Alert.Indicator />
      <Alert.Title>{LINK_EXPIRED_MESSAGE}</Alert.Title>
    </Alert.Root>
  );
}

export function CheckingNotice({ text = CHECKING_MESSAGE }: { text?: string }) {
  return (
    <Alert.Root status="info" rounded="xl" role="status" aria-live="polite">
      <Alert.Indicator>
        <Spinner size="sm" />
      </Alert.Indicator>
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
