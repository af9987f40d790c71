/** The worker's part of a contract: what to do (or wait for) next and the client's public profile. */
import { Heading, Stack } from '@chakra-ui/react';
import type { Contract } from '@common/marketplace';
import { ClientProfileCard } from '../profiles';
import { NextStep } from './NextStep';
import { workerNextStep } from './nextAction';

export const WORKER_CANCEL_NOTE = 'キャンセルすると元に戻せません。';

export function WorkerContractPanel({ contract: c }: { contract: Contract }) {
  return (
    <>
      <NextStep step={workerNextStep(c)} />
      <Stack gap="2">
        <Heading as="h2" size="sm">
          発注者
        </Heading>
        <ClientProfileCard client={c.client} />
      </Stack>
    </>
  );
}
