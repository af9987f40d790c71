/** /client/products/:id: the job with everything it says, its applicants, and edit / stop / reopen. */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CalendarClock, ChevronRight, MapPin, Pause, Pencil, Play, Tag, Users, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Job } from '@common/marketplace';
import { jobsApi } from '../../lib/api/marketplace';
import { notify } from '../../components/feedback/toaster';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { DetailText } from '../../components/display/DetailText';
import { InfoList } from '../../components/display/InfoList';
import { JobMetaLine } from './JobMetaLine';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/layout/PageHeader';
import { SkillChips } from '../../components/display/SkillChips';
import { deadlineHint, formatDateJa, formatYen } from '../../lib/format';
import { notifyError } from '../../components/feedback/errors';
import { useResource } from '../../lib/useResource';
import { JobForm } from './JobForm';

export const JOB_UPDATED_MESSAGE = '案件を更新しました';
export const JOB_STOPPED_MESSAGE = '募集を停止しました';
export const JOB_REOPENED_MESSAGE = '募集を再開しました';

export default function JobDetailPage() {
  const { id = '' } = useParams();
  const job = useResource(() => jobsApi.get(id), [id]);
  const [editing, setEditing] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const [reopening, setReopening] = useState(false);

  // Editing and state changes start from the top, where the form begins and the status badge is.
  const status = job.data?.status;
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [editing, status]);

  const back = job.data?.status === 'stopped' ? '/client/products/stop' : '/client/products';

  if (job.loading && !job.data) {
    return (
      <>
        <PageHeader title="案件詳細" back="/client/products" />
        <DetailSkeleton />
      </>
    );
  }
  if (!job.data) {
    return (
      <>
        <PageHeader title="案件詳細" back="/client/products" />
        <LoadError error={job.error} onRetry={job.reload} />
      </>
    );
  }
  const j = job.data;

  if (editing) {
    return (
      <Stack gap="2">
        <PageHeader
          title="案件を編集する"
          action={
            <Button variant="ghost" colorPalette="gray" size="sm" minH="44px" onClick={() => setEditing(false)}>
              キャンセル
            </Button>
          }
        />
        <JobForm
          initial={j}
          submitLabel="変更を保存する"
          failureTitle="案件を保存できませんでした"
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            job.setData(await jobsApi.update(j.id, input));
            notify.success(JOB_UPDATED_MESSAGE);
            setEditing(false);
          }}
        />
      </Stack>
    );
  }

  const reopen = async () => {
    setReopening(true);
    try {
      job.setData(await jobsApi.reopen(j.id));
      notify.success(JOB_REOPENED_MESSAGE);
    } catch (e) {
      notifyError(e, '募集を再開できませんでした');
    } finally {
      setReopening(false);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title="案件詳細" back={back} />

      <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4" shadow="xs">
        <JobMetaLine job={j} />
        <Heading as="h2" size="md" lineHeight="1.5" wordBreak="break-word">
          {j.title}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3">
          {formatYen(j.reward)}
          <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="1">
            / 1人
          </Text>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          掲載日 {formatDateJa(j.createdAt)}
        </Text>
      </Stack>

      <ApplicantsLink job={j} />

      {j.status === 'stopped' && (
        <Box bg="bg.muted" rounded="xl" p="4" fontSize="sm">
          この案件は募集を停止しています。受注者の検索結果には表示されず、新しい応募も届きません。
        </Box>
      )}
      {j.status === 'closed' && (
        <Box bg="blue.subtle" color="blue.fg" rounded="xl" p="4" fontSize="sm">
          募集人数に達したため、募集を終了しました。
        </Box>
      )}

      <InfoList
        items={[
          { label: '報酬', icon: Wallet, value: `${formatYen(j.reward)}（1人あたり）` },
          {
            label: '応募締切',
            icon: CalendarClock,
            value: (
              <>
                {formatDateJa(j.applicationDeadline)}
                {j.status === 'published' && (
                  <Text as="span" ms="2" fontSize="xs" color="colorPalette.fg" fontWeight="bold">
                    {deadlineHint(j.applicationDeadline)}
                  </Text>
                )}
              </>
            ),
          },
          { label: '納期', icon: CalendarCheck, value: formatDateJa(j.deliveryDate) },
          { label: '募集人数', icon: Users, value: `${j.capacity}人（採用 ${j.acceptedCount}人）` },
          {
            label: '作業場所',
            icon: MapPin,
            value: j.placeType === 'onsite' ? `現地：${j.address ?? ''}` : 'リモート',
          },
          {
            label: '求めるスキル',
            icon: Tag,
            value: j.skills.length ? <SkillChips skills={j.skills} size="sm" /> : '指定なし',
          },
        ]}
      />

      <Stack gap="2">
        <Heading as="h2" size="sm">
          依頼内容
        </Heading>
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4">
          <DetailText value={j.description} />
        </Box>
      </Stack>

      <Stack gap="2" pt="2">
        <Button size="lg" minH="48px" variant="outline" bg="bg" onClick={() => setEditing(true)}>
          <Pencil size={18} aria-hidden />
          案件を編集する
        </Button>
        {j.status === 'stopped' ? (
          <Button size="lg" minH="48px" loading={reopening} onClick={() => void reopen()}>
            <Play size={18} aria-hidden />
            募集を再開する
          </Button>
        ) : (
          <Button size="lg" minH="48px" variant="ghost" colorPalette="red" onClick={() => setConfirmStop(true)}>
            <Pause size={18} aria-hidden />
            募集を停止する
          </Button>
        )}
      </Stack>

      <ConfirmDialog
        open={confirmStop}
        onClose={() => setConfirmStop(false)}
        title="募集を停止しますか？"
        description={'停止すると受注者の検索結果に表示されなくなり、新しい応募を受け付けません。\n停止中の案件はいつでも再開できます。'}
        confirmLabel="停止する"
        danger
        onConfirm={async () => {
          job.setData(await jobsApi.stop(j.id));
          notify.success(JOB_STOPPED_MESSAGE);
        }}
      />
    </Stack>
  );
}

function ApplicantsLink({ job }: { job: Job }) {
  return (
    <Link to={`/client/products/${encodeURIComponent(job.id)}/application`}>
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
        <Flex align="center" justify="center" boxSize="40px" rounded="full" bg="colorPalette.solid" color="colorPalette.contrast">
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
  );
}
