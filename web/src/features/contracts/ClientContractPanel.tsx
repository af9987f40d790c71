/**
 * The client's part of a contract: what to do next (仮払い, 検収 or 修正依頼, answering a cancellation
 * request), the payment, and the worker (profile link, message room).
 * Props: `contract`, `payment` (coming back from the checkout page: the pay button waits while the
 * payment is being confirmed).
 */
import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { ChevronRight, MessageCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import { CLIENT, withId } from '../../lib/paths';
import { WorkerSummary } from '../profiles';
import { CancelRequestSlot } from './CancelRequestSlot';
import { DeliverySection } from './DeliverySection';
import { NextStep } from './NextStep';
import { clientNextStep } from './nextSteps';
import { PayButton } from './PayButton';
import type { PaymentReturn } from './paymentReturn';
import { PaymentStatus } from './PaymentStatus';
import { ReopenJobPrompt } from './ReopenJobPrompt';

export function ClientContractPanel({ contract: c, payment }: { contract: Contract; payment: PaymentReturn }) {
  const { pathname } = useLocation();
  const w = c.worker;
  // The machine's `pay` belongs to the platform (the webhook), so it is never among the actions.
  const checking = payment.checking && !payment.slow;
  const canPay = c.status === 'awaiting_payment' && !checking;
  return (
    <>
      {/* While the payment is being confirmed, the notice above says what is going on. */}
      {/* On hold, the notice above is the next step: nothing here may say otherwise. */}
      {!checking && !c.dispute && <NextStep step={clientNextStep(c)} />}
      {canPay && <PayButton contractId={c.id} />}
      <ReopenJobPrompt contract={c} />
      {/* The 納品 to review, or after 検収 the delivered work kept here (the photos to download). */}
      <DeliverySection contract={c} side="client" />
      {c.cancelRequest && <CancelRequestSlot contract={{ ...c, cancelRequest: c.cancelRequest }} side="client" />}
      <PaymentStatus contract={c} side="client" />
      <Stack gap="2">
        <Heading as="h2" size="sm">
          受注者
        </Heading>
        <Box bg="bg" borderWidth="1px" rounded="xl" overflow="hidden">
          <Link to={withId(CLIENT.worker, w.userId)} state={{ from: pathname }}>
            <HStack gap="3" p="4" _active={{ bg: 'bg.muted' }}>
              <WorkerSummary worker={w} subtitle={w.occupation} />
              <ChevronRight size={18} aria-hidden />
            </HStack>
          </Link>
          <Box borderTopWidth="1px" p="3">
            <Button asChild w="full" size="lg" minH="48px" variant="subtle">
              <Link to={withId(CLIENT.room, c.roomId)}>
                <MessageCircle size={18} aria-hidden />
                メッセージを送る
              </Link>
            </Button>
          </Box>
        </Box>
      </Stack>
    </>
  );
}
