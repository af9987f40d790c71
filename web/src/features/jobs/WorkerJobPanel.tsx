/** The worker's parts of a job's detail: their application, the client, then 応募する (or why not) and withdraw. */
import { NAV_HEIGHT } from '../../components/layout/nav';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, Hourglass, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationStatus, Job } from '@common/marketplace';
import { StatusBadge } from '../../components/display/StatusBadge';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notify } from '../../components/feedback/toaster';
import { formatDateJa } from '../../lib/format';
import { WORKER, withId } from '../../lib/paths';
import { ClientProfileView } from '../profiles';
import { APPLICATION_STATUS_NOTE } from './ApplicationCard';
import { applyState } from './applyState';
import { useWithdraw } from './queries';

const APPLICATION_ICON: Record<ApplicationStatus, { icon: typeof CircleCheck; color: string }> = {
  pending: { icon: Hourglass, color: 'colorPalette.fg' },
  accepted: { icon: CircleCheck, color: 'green.fg' },
  declined: { icon: CircleX, color: 'fg.muted' },
  not_selected: { icon: CircleX, color: 'fg.muted' },
  withdrawn: { icon: Undo2, color: 'fg.muted' },
  cancelled: { icon: CircleX, color: 'red.fg' },
};

/** The disabled 応募する button's label once the worker has applied. */
const APPLIED_LABEL: Partial<Record<ApplicationStatus, string>> = { withdrawn: '取り下げ済み', cancelled: 'キャンセル済み' };

export function MyApplication({ job }: { job: Job }) {
  const mine = job.myApplication;
  if (!mine) return null;
  const { icon: Icon, color } = APPLICATION_ICON[mine.status];
  return (
    <HStack
      align="start"
      gap="3"
      bg="bg"
      borderWidth="1px"
      borderColor={mine.status === 'accepted' ? 'green.muted' : 'border'}
      rounded="xl"
      p="4"
      data-testid="my-application"
    >
      <Box pt="0.5" color={color} flexShrink={0}>
        <Icon size={20} aria-hidden />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize="sm" fontWeight="bold">
            あなたの応募
          </Text>
          <StatusBadge kind="application" status={mine.status} size="sm" />
        </HStack>
        <Text fontSize="sm">{APPLICATION_STATUS_NOTE[mine.status]}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDateJa(mine.createdAt)} 応募
        </Text>
        {mine.status === 'accepted' && (
          <Button asChild size="md" minH="44px" variant="subtle" mt="1" alignSelf="start">
            <Link to={WORKER.contracts}>案件管理を見る</Link>
          </Button>
        )}
      </Stack>
    </HStack>
  );
}

export function WorkerJobActions({ job }: { job: Job }) {
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const withdraw = useWithdraw(job.id);
  const state = applyState(job);
  const mine = job.myApplication;
  return (
    <>
      <Stack gap="2">
        <Heading as="h2" size="sm">
          発注者
        </Heading>
        <ClientProfileView client={job.client} />
      </Stack>

      {state.canApply ? (
        // The call to action stays in reach above the tab bar while the job is read.
        <Box
          position="sticky"
          bottom={`calc(${NAV_HEIGHT} + env(safe-area-inset-bottom) + 8px)`}
          zIndex="sticky"
          bg="bg"
          borderWidth="1px"
          rounded="2xl"
          shadow="lg"
          p="2.5"
          data-testid="apply-bar"
        >
          <Button asChild size="lg" minH="52px" w="full" rounded="xl">
            <Link to={withId(WORKER.apply, job.id)} state={{ fromJob: true }}>
              <Send /> 応募する
            </Link>
          </Button>
        </Box>
      ) : (
        <Stack gap="1.5" data-testid="apply-bar">
          <Button size="lg" minH="52px" w="full" rounded="xl" disabled>
            {mine ? (APPLIED_LABEL[mine.status] ?? '応募済み') : '応募できません'}
          </Button>
          <Text fontSize="xs" color="fg.muted" textAlign="center" data-testid="apply-disabled-reason">
            {state.reason}
          </Text>
        </Stack>
      )}

      {mine?.status === 'pending' && (
        <Button variant="ghost" colorPalette="red" size="lg" minH="48px" mt="-2" onClick={() => setConfirmWithdraw(true)}>
          応募を取り下げる
        </Button>
      )}

      <ConfirmDialog
        open={confirmWithdraw}
        onClose={() => setConfirmWithdraw(false)}
        title="応募を取り下げますか？"
        description="取り下げると再応募はできません。"
        confirmLabel="取り下げる"
        cancelLabel="戻る"
        danger
        onConfirm={async () => {
          await withdraw.mutateAsync();
          notify.success('応募を取り下げました');
        }}
      />
    </>
  );
}
