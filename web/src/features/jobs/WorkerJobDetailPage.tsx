/**
 * /worker/projects/:id — a job as a worker reads it before applying: reward, dates, place, skills,
 * capacity, the description, the client's public profile; then 応募する (or why not), and
 * withdrawing a pending application.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CalendarClock, CircleCheck, CircleX, Clock, Hourglass, MapPin, Send, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PLACE_TYPE_LABEL, type ApplicationStatus, type Job } from '@common/marketplace';
import { jobsApi } from '../../lib/api/marketplace';
import { NAV_HEIGHT } from '../../app/AppNav';
import { notify } from '../../components/feedback/toaster';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { DetailText } from '../../components/display/DetailText';
import { InfoList } from '../../components/display/InfoList';
import { JobMetaLine } from './JobMetaLine';
import { PageHeader } from '../../components/layout/PageHeader';
import { SkillChips } from '../../components/display/SkillChips';
import { StatusBadge } from '../../components/display/StatusBadge';
import { deadlineHint, formatDateJa, formatYen } from '../../lib/format';
import { useResource } from '../../lib/useResource';
import { APPLICATION_STATUS_NOTE } from '../applications';
import { applyState } from '../applications';
import { ClientProfileCard } from '../profiles';
import { LoadFailure } from '../../components/feedback/LoadFailure';

const APPLICATION_ICON: Record<ApplicationStatus, { icon: typeof CircleCheck; color: string }> = {
  pending: { icon: Hourglass, color: 'colorPalette.fg' },
  accepted: { icon: CircleCheck, color: 'green.fg' },
  declined: { icon: CircleX, color: 'fg.muted' },
  withdrawn: { icon: Undo2, color: 'fg.muted' },
};

export default function JobDetailPage() {
  const { id = '' } = useParams();
  const res = useResource(() => jobsApi.get(id), [id]);
  return (
    <>
      <PageHeader title="案件の詳細" back="/worker/projects" />
      {res.data ? (
        <JobView job={res.data} onChange={res.setData} />
      ) : res.error ? (
        <LoadFailure error={res.error} onRetry={res.reload} back={{ label: '案件一覧へ', to: '/worker/projects' }} />
      ) : (
        <DetailSkeleton />
      )}
    </>
  );
}

function JobView({ job, onChange }: { job: Job; onChange: (job: Job) => void }) {
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const state = applyState(job);
  const mine = job.myApplication;
  const MineIcon = APPLICATION_ICON[mine?.status ?? 'pending'].icon;
  const hint = job.status === 'published' ? deadlineHint(job.applicationDeadline) : '';

  return (
    <Stack gap="5">
      <Stack gap="2">
        <JobMetaLine job={job} size="sm" />
        <Text as="h2" fontSize="xl" fontWeight="bold" lineHeight="1.5" wordBreak="break-word">
          {job.title}
        </Text>
        <Box bg="colorPalette.subtle" rounded="xl" px="4" py="3">
          <Text fontSize="xs" color="colorPalette.fg" fontWeight="bold">
            報酬（1人あたり）
          </Text>
          <Text fontSize="3xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.2" data-testid="job-reward">
            {formatYen(job.reward)}
          </Text>
        </Box>
        <SkillChips skills={job.skills} />
      </Stack>

      {mine && (
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
          <Box pt="0.5" color={APPLICATION_ICON[mine.status].color} flexShrink={0}>
            <MineIcon size={20} aria-hidden />
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
                <Link to="/worker/project-managements">案件管理を見る</Link>
              </Button>
            )}
          </Stack>
        </HStack>
      )}

      <InfoList
        items={[
          {
            label: '応募締切',
            icon: CalendarClock,
            value: (
              <>
                {formatDateJa(job.applicationDeadline)}
                {hint && (
                  <Text as="span" ms="2" fontSize="xs" fontWeight="bold" color={hint === '締切済み' ? 'fg.muted' : 'red.fg'}>
                    {hint}
                  </Text>
                )}
              </>
            ),
          },
          { label: '納品予定日', icon: CalendarCheck, value: formatDateJa(job.deliveryDate) },
          {
            label: '作業場所',
            icon: MapPin,
            value: job.placeType === 'onsite' && job.address ? `現地（${job.address}）` : PLACE_TYPE_LABEL[job.placeType],
          },
          {
            label: '募集人数',
            icon: Users,
            value: `${job.capacity}人（応募 ${job.applicantCount}人・採用 ${job.acceptedCount}人）`,
          },
          { label: '掲載日', icon: Clock, value: formatDateJa(job.createdAt) },
        ]}
      />

      <Stack gap="2">
        <Text as="h3" fontSize="md" fontWeight="bold">
          仕事内容
        </Text>
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4">
          <DetailText value={job.description} />
        </Box>
      </Stack>

      <Stack gap="2">
        <Text as="h3" fontSize="md" fontWeight="bold">
          発注者
        </Text>
        <ClientProfileCard client={job.client} withDetail />
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
            <Link to={`/worker/projects/application/${encodeURIComponent(job.id)}`} state={{ fromJob: true }}>
              <Send /> 応募する
            </Link>
          </Button>
        </Box>
      ) : (
        <Stack gap="1.5" data-testid="apply-bar">
          <Button size="lg" minH="52px" w="full" rounded="xl" disabled>
            {mine ? (mine.status === 'withdrawn' ? '取り下げ済み' : '応募済み') : '応募できません'}
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
          await jobsApi.withdraw(job.id);
          // The job's counters change too: reload it rather than patch it by hand.
          onChange(await jobsApi.get(job.id));
          notify.success('応募を取り下げました');
        }}
      />
    </Stack>
  );
}
