/** The client's part of a contract: what to do next and the worker (profile link, message room). */
import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { ChevronRight, MessageCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import { CLIENT, withId } from '../../lib/paths';
import { WorkerSummary } from '../profiles';
import { clientNextStep, NextStep } from './NextStep';

export const clientCancelNote = (c: Contract) =>
  `${c.worker.name}さんとの契約をキャンセルします。受注者にお知らせが届き、この操作は取り消せません。`;

export function ClientContractPanel({ contract: c }: { contract: Contract }) {
  const { pathname } = useLocation();
  const w = c.worker;
  // The message room screens belong to another feature; link to them once they are registered.
  const room = (CLIENT as Record<string, string>).room;
  return (
    <>
      <NextStep step={clientNextStep(c)} />
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
          {room && (
            <Box borderTopWidth="1px" p="3">
              <Button asChild w="full" size="lg" minH="48px" variant="subtle">
                <Link to={withId(room, c.roomId)}>
                  <MessageCircle size={18} aria-hidden />
                  メッセージを送る
                </Link>
              </Button>
            </Box>
          )}
        </Box>
      </Stack>
    </>
  );
}
