/**
 * The button that opens a Stripe page (onboarding, dashboard, or the bank change): the link is
 * minted on tap (it expires within minutes), then the browser leaves for it.
 * Props: `label`, `returnTo` (where Stripe brings the user back), `variant?`.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { LoginReturnTarget } from '@common/deal';
import { useOpenStripe } from './queries';

export function StripeButton({
  label,
  returnTo,
  variant = 'solid',
}: {
  label: string;
  returnTo: LoginReturnTarget;
  variant?: 'solid' | 'outline';
}) {
  const stripe = useOpenStripe(returnTo);
  return (
    <Stack gap="1.5">
      <Button
        size="lg"
        minH="48px"
        w="full"
        variant={variant}
        onClick={stripe.open}
        loading={stripe.busy}
        loadingText="Stripe に移動しています…"
      >
        {label}
        <ExternalLink size={18} aria-hidden />
      </Button>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        決済サービス Stripe の安全なページに移動します
      </Text>
    </Stack>
  );
}
