/**
 * 募集を再開しますか？: asked of a job's owner once a cancelled contract has freed a place on it
 * (`job.freedPlaces`). The job stays closed until she answers: 募集を再開する publishes it again,
 * このまま締め切る leaves it closed and the question goes away. Shown on the job and on the
 * cancelled contract; renders nothing when there is nothing to ask.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { todayJst } from '@common/dates';
import type { Job } from '@common/marketplace';
import { notifyError } from '../../components/feedback/errors';
import { notify } from '../../components/feedback/toaster';
import { formatDateJa } from '../../lib/format';
import { useKeepClosed, useReopenPlace } from './queries';

export const REOPEN_PROMPT_TITLE = '募集を再開しますか？';
export const PLACE_REOPENED_MESSAGE = '募集を再開しました';
export const KEPT_CLOSED_MESSAGE = '募集は締め切ったままにしました';

/** Whether the owner still has to answer a place a cancellation freed. */
export const asksToReopen = (job: Pick<Job, 'freedPlaces' | 'status' | 'acceptedCount' | 'capacity'>) =>
  (job.freedPlaces ?? 0) > 0 && job.status !== 'published' && job.acceptedCount < job.capacity;

export const reopenPromptText = (job: Pick<Job, 'freedPlaces'>) =>
  `契約のキャンセルで採用枠が${job.freedPlaces ?? 0}人分空きました。この案件は募集を締め切ったままで、新しい応募は届きません。`;

export function ReopenPrompt({ job, now = new Date() }: { job: Job; now?: Date }) {
  const reopen = useReopenPlace(job.id);
  const keep = useKeepClosed(job.id);
  if (!asksToReopen(job)) return null;
  const late = job.applicationDeadline < todayJst(now);
  const busy = reopen.isPending || keep.isPending;
  return (
    <Box
      as="section"
      aria-labelledby="reopen-prompt-title"
      bg="bg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      rounded="xl"
      p="4"
      data-testid="reopen-prompt"
    >
      <Stack gap="3">
        <Heading as="h2" size="sm" id="reopen-prompt-title">
          {REOPEN_PROMPT_TITLE}
        </Heading>
        <Text fontSize="sm">{reopenPromptText(job)}</Text>
        {late && (
          <Text fontSize="sm" color="fg.muted">
            応募締切日（{formatDateJa(job.applicationDeadline)}
            ）を過ぎています。再開するには案件を編集して締切日を変更してください。
          </Text>
        )}
        <Stack gap="2">
          <Button
            size="lg"
            minH="48px"
            loading={reopen.isPending}
            disabled={busy}
            onClick={() =>
              reopen.mutate(undefined, {
                onSuccess: () => notify.success(PLACE_REOPENED_MESSAGE),
                onError: (e) => notifyError(e, '募集を再開できませんでした'),
              })
            }
          >
            <Play size={18} aria-hidden />
            募集を再開する
          </Button>
          <Button
            size="lg"
            minH="48px"
            variant="outline"
            colorPalette="gray"
            loading={keep.isPending}
            disabled={busy}
            onClick={() =>
              keep.mutate(undefined, {
                onSuccess: () => notify.success(KEPT_CLOSED_MESSAGE),
                onError: (e) => notifyError(e, '操作できませんでした'),
              })
            }
          >
            このまま締め切る
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
