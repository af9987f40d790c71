/** A worker in search results: avatar, name, occupation, skills and the start of their introduction. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { detailToLines } from '@common/api';
import type { PublicWorker } from '@common/marketplace';
import { SkillChips } from '../../components/display/SkillChips';
import { CLIENT, withId } from '../../lib/paths';
import { WorkerSummary } from './WorkerSummary';

export function WorkerCard({ worker: w, from }: { worker: PublicWorker; from: string }) {
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" shadow="xs" data-testid="worker-card">
      <Link to={withId(CLIENT.worker, w.userId)} state={{ from }} aria-label={`${w.name}さんのプロフィール`}>
        <Stack gap="3" p="4" _active={{ bg: 'bg.muted' }}>
          <HStack gap="3">
            <WorkerSummary worker={w} size="lg" />
            <ChevronRight size={18} aria-hidden />
          </HStack>
          {w.detail && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
              {detailToLines(w.detail).join('')}
            </Text>
          )}
          <SkillChips skills={w.skills} max={4} size="sm" />
        </Stack>
      </Link>
    </Box>
  );
}
