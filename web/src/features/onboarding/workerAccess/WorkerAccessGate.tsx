/**
 * The worker-access request opened from the setup screen (docs/product/screens.md#worker-access-request),
 * a lazy chunk of its own: the gate has no router, so back and the approved step's 「受注者側を選ぶ」
 * return to the setup choice, with the session read again (its `isWorker` and request status).
 */
import { Button, Flex, Heading, IconButton } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../session';
import { WorkerAccessView } from './WorkerAccessView';

export default function WorkerAccessGate({ onExit }: { onExit: () => void }) {
  const { refetch } = useSession();
  const [leaving, setLeaving] = useState(false);
  const exit = () => {
    setLeaving(true);
    refetch().finally(onExit);
  };
  return (
    <WorkerAccessView
      header={
        <Flex align="center" gap="1" minH="48px" pt="4">
          <IconButton variant="ghost" colorPalette="gray" aria-label="戻る" minW="44px" h="44px" ms="-2" onClick={exit}>
            <ChevronLeft size={24} />
          </IconButton>
          <Heading as="h1" size="lg" flex="1">
            受注者の利用申請
          </Heading>
        </Flex>
      }
      onSent={() => void refetch()}
      approvedAction={
        <Button colorPalette="teal" size="lg" minH="48px" loading={leaving} onClick={exit}>
          受注者側を選ぶ
        </Button>
      }
    />
  );
}
