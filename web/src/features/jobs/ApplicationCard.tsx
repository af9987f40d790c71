/**
 * One of the worker's applications (応募した案件): the job, its client, reward, deadline, the selection
 * status (選考中 / 採用 / 不採用 / 取り下げ / キャンセル) in words, and a link to the contract once hired
 * (a cancelled one too: its history stays there).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Application, ApplicationStatus } from '@common/marketplace';
import { formatDateJa } from '../../lib/format';
import { RewardRow } from '../../components/display/RewardRow';
import { StatusBadge } from '../../components/display/StatusBadge';
import { WORKER, withId } from '../../lib/paths';

/** What each status means for the worker, in one line. */
export const APPLICATION_STATUS_NOTE: Record<ApplicationStatus, string> = {
  pending: '選考中です。結果をお待ちください',
  accepted: '採用されました。案件管理から進めましょう',
  declined: '残念ながら、今回は採用が見送られました',
  not_selected: '募集人数に達したため、今回は見送りとなりました',
  withdrawn: 'この応募は取り下げました',
  cancelled: 'この契約はキャンセルされました',
};

const NOTE_COLOR: Partial<Record<ApplicationStatus, string>> = {
  accepted: 'green.fg',
  pending: 'colorPalette.fg',
  cancelled: 'red.fg',
};

/** The note under an application; a pending one on a filled or stopped job says so. */
export function applicationNote(a: Application): string {
  // Closed because the deadline passed (docs/product/states.md#deadline-close): the selection goes on.
  if (a.status === 'pending' && a.job?.status === 'closed' && a.job.closedReason === 'deadline')
    return '応募締切日を過ぎました。選考結果をお待ちください';
  if (a.status === 'pending' && a.job?.status === 'closed') return '募集人数に達しました。選考結果をお待ちください';
  if (a.status === 'pending' && a.job?.status === 'stopped') return '募集が停止されています。選考結果をお待ちください';
  return APPLICATION_STATUS_NOTE[a.status];
}

export function ApplicationCard({ application: a }: { application: Application }) {
  const job = a.job;
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" shadow="xs" data-testid="application-card">
      <Link to={withId(WORKER.job, a.jobId)} aria-label={job?.title ?? '案件'}>
        <Stack gap="2" p="4" _active={{ bg: 'bg.muted' }}>
          <HStack justify="space-between" gap="2">
            <StatusBadge kind="application" status={a.status} size="sm" />
            <Text fontSize="xs" color="fg.muted">
              {formatDateJa(a.createdAt)} 応募
            </Text>
          </HStack>
          <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
            {job?.title ?? '案件'}
          </Text>
          {job && (
            <>
              <Text fontSize="xs" color="fg.muted" truncate>
                {job.clientName}
              </Text>
              <RewardRow reward={job.reward} icon={CalendarClock} caption="締切" date={job.applicationDeadline} />
            </>
          )}
          <Text fontSize="xs" fontWeight="bold" color={NOTE_COLOR[a.status] ?? 'fg.muted'} data-testid="application-note">
            {applicationNote(a)}
          </Text>
        </Stack>
      </Link>
      {(a.status === 'accepted' || a.status === 'cancelled') && a.contractId && (
        <Box borderTopWidth="1px" px="4" py="3">
          <Button asChild size="md" minH="44px" w="full" variant="subtle">
            <Link to={withId(WORKER.contract, a.contractId)}>
              契約の詳細を見る <ArrowRight />
            </Link>
          </Button>
        </Box>
      )}
    </Box>
  );
}
