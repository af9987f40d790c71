/**
 * The worker's part of a contract: what to do (or wait for) next (納品, answering a cancellation
 * request), the delivery awaiting 検収, the money (refund, transfer, the payout account) and the
 * client's public profile with the way into the contract's message room.
 */
import { Button, Heading, Stack } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import { WORKER, withId } from '../../lib/paths';
import { ClientProfileCard } from '../profiles';
import { useSession } from '../session';
import { CancelRequestSlot } from './CancelRequestSlot';
import { DeliverForm } from './DeliverForm';
import { DeliverySection } from './DeliverySection';
import { NextStep } from './NextStep';
import { workerNextStep } from './nextSteps';
import { PaymentStatus } from './PaymentStatus';
import { PayoutStatus } from './PayoutStatus';

export function WorkerContractPanel({ contract: c }: { contract: Contract }) {
  const { connectStatus } = useSession();
  return (
    <>
      {/* On hold, the notice above is the next step: nothing here may say otherwise. */}
      {!c.dispute && <NextStep step={workerNextStep(c)} />}
      {c.actions.includes('deliver') && <DeliverForm contract={c} />}
      {/* The 納品 awaiting 検収, or after 検収 the delivered work kept here. */}
      <DeliverySection contract={c} side="worker" />
      <PayoutStatus contract={c} connectStatus={connectStatus} />
      {c.cancelRequest && <CancelRequestSlot contract={{ ...c, cancelRequest: c.cancelRequest }} side="worker" />}
      <PaymentStatus contract={c} side="worker" />
      <Stack gap="2">
        <Heading as="h2" size="sm">
          発注者
        </Heading>
        <ClientProfileCard client={c.client} />
        <Button asChild w="full" size="lg" minH="48px" variant="subtle">
          <Link to={withId(WORKER.room, c.roomId)}>
            <MessageCircle size={18} aria-hidden />
            メッセージを送る
          </Link>
        </Button>
      </Stack>
    </>
  );
}
