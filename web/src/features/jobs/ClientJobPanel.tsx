/**
 * The client's parts of a job's detail: the way to its applicants, why it takes none (and, after a
 * cancellation freed a place, whether to recruit again), and edit / stop / reopen.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, Pause, Pencil, Play, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from '@common/marketplace';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notifyError } from '../../components/feedback/errors';
import { notify } from '../../components/feedback/toaster';
import { CLIENT, withId } from '../../lib/paths';
import { useReopenJob, useReopenPlace, useStopJob } from './queries';
import { asksToReopen, PLACE_REOPENED_MESSAGE, ReopenPrompt } from './ReopenPrompt';

const JOB_STOPPED_MESSAGE = '募集を停止しました';
/** A job the deal timers closed (docs/product/states.md#deadline-close): editing the deadline opens it again. */
const DEADLINE_CLOSED_NOTE =
  '応募締切日を過ぎたため募集を終了しました。選考中の応募者はこのまま採用・不採用を決められます。締切日を今日以降に変更すると募集を再開します。';
const JOB_REOPENED_MESSAGE = '募集を再開しました';

export function ClientJobStatus({ job }: { job: Job }) {
  return (
    <>
      <Link to={withId(CLIENT.applicants, job.id)}>
        <Flex
          align="center"
          gap="3"
          bg="colorPalette.subtle"
          rounded="xl"
          px="4"
          py="3"
          minH="64px"
          _active={{ bg: 'colorPalette.muted' }}
        >
          <Flex
            align="center"
            justify="center"
            boxSize="40px"
            rounded="full"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
          >
            <Users size={20} aria-hidden />
          </Flex>
          <Stack gap="0" flex="1">
            <Text fontSize="sm" fontWeight="bold">
              応募者を見る
            </Text>
            <Text fontSize="xs" color="fg.muted">
              応募 {job.applicantCount}人・採用 {job.acceptedCount}/{job.capacity}人
            </Text>
          </Stack>
          <ChevronRight size={20} aria-hidden />
        </Flex>
      </Link>
      {job.status === 'stopped' && job.moderation && (
        // Stopped by the operator (docs/product/admin.md#moderation): the reason, and no reopening.
        <Box bg="red.subtle" color="red.fg" rounded="xl" p="4" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {`この案件は運営により掲載を停止されました。受注者の検索結果には表示されず、新しい応募も届きません。\n理由：${job.moderation.reason}`}
        </Box>
      )}
      {job.status === 'stopped' && !job.moderation && (
        <Box bg="bg.muted" rounded="xl" p="4" fontSize="sm">
          この案件は募集を停止しています。受注者の検索結果には表示されず、新しい応募も届きません。
        </Box>
      )}
      {job.status === 'closed' && !asksToReopen(job) && (
        <Box bg="blue.subtle" color="blue.fg" rounded="xl" p="4" fontSize="sm">
          {job.acceptedCount >= job.capacity
            ? '募集人数に達したため、募集を終了しました。'
            : job.closedReason === 'deadline'
              ? DEADLINE_CLOSED_NOTE
              : '募集を締め切っています。受注者の検索結果には表示されず、新しい応募も届きません。'}
        </Box>
      )}
      {!job.moderation && <ReopenPrompt job={job} />}
    </>
  );
}

export function ClientJobActions({ job, onEdit }: { job: Job; onEdit: () => void }) {
  const [confirmStop, setConfirmStop] = useState(false);
  const stop = useStopJob(job.id);
  const reopen = useReopenJob(job.id);
  const reopenPlace = useReopenPlace(job.id);
  const reopenNow = () =>
    reopen.mutate(undefined, {
      onSuccess: () => notify.success(JOB_REOPENED_MESSAGE),
      onError: (e) => notifyError(e, '募集を再開できませんでした'),
    });
  // Kept closed with a free place (このまま締め切る was the answer): she may still recruit again. One
  // the deadline closed reopens by an edit of its deadline instead.
  const keptClosed =
    job.status === 'closed' && job.acceptedCount < job.capacity && !asksToReopen(job) && job.closedReason !== 'deadline';
  return (
    <Stack gap="2" pt="2">
      <Button size="lg" minH="48px" variant="outline" bg="bg" onClick={onEdit}>
        <Pencil size={18} aria-hidden />
        案件を編集する
      </Button>
      {keptClosed && (
        <Button
          size="lg"
          minH="48px"
          loading={reopenPlace.isPending}
          onClick={() =>
            reopenPlace.mutate(undefined, {
              onSuccess: () => notify.success(PLACE_REOPENED_MESSAGE),
              onError: (e) => notifyError(e, '募集を再開できませんでした'),
            })
          }
        >
          <Play size={18} aria-hidden />
          募集を再開する
        </Button>
      )}
      {job.status === 'stopped' ? (
        // While the reopen question is on screen, its own button is the one way to reopen; one the
        // operator stopped is not reopened by its owner.
        !asksToReopen(job) &&
        !job.moderation && (
          <Button size="lg" minH="48px" loading={reopen.isPending} onClick={reopenNow}>
            <Play size={18} aria-hidden />
            募集を再開する
          </Button>
        )
      ) : (
        <Button size="lg" minH="48px" variant="ghost" colorPalette="red" onClick={() => setConfirmStop(true)}>
          <Pause size={18} aria-hidden />
          募集を停止する
        </Button>
      )}
      <ConfirmDialog
        open={confirmStop}
        onClose={() => setConfirmStop(false)}
        title="募集を停止しますか？"
        description={
          '停止すると受注者の検索結果に表示されなくなり、新しい応募を受け付けません。\n停止中の案件はいつでも再開できます。'
        }
        confirmLabel="停止する"
        danger
        onConfirm={async () => {
          await stop.mutateAsync();
          notify.success(JOB_STOPPED_MESSAGE);
        }}
      />
    </Stack>
  );
}
