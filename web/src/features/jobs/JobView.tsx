/**
 * A job as both sides read it: status and place, title, reward, the terms and the description.
 * `top` goes between the headline and the terms (the side's status), `children` after the description
 * (the side's actions).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CalendarClock, MapPin, Tag, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLACE_TYPE_LABEL, type Job } from '@common/marketplace';
import { DetailText } from '../../components/display/DetailText';
import { InfoList } from '../../components/display/InfoList';
import { SkillChips } from '../../components/display/SkillChips';
import { deadlineHint, formatDateJa, formatYen } from '../../lib/format';
import { JobMetaLine } from './JobMetaLine';

const hintColor = (hint: string) =>
  hint === '締切済み' ? 'fg.muted' : hint === 'あと1日' || hint === '本日締切' ? 'red.fg' : 'colorPalette.fg';

/**
 * 源泉徴収あり, before anyone applies (docs/product/law.md#withholding-源泉徴収): what is withheld from
 * the reward and what is paid, the fee not yet taken off; a 法人 is not withheld on.
 */
function WithholdingLine({ job }: { job: Job }) {
  const tax = job.fee.withheld ?? 0;
  return (
    <Stack gap="0.5" data-testid="job-withholding">
      <Text fontSize="sm" fontWeight="bold">
        源泉徴収あり
      </Text>
      <Text fontSize="sm">
        源泉徴収税額 {formatYen(tax)} を差し引いた {formatYen(job.reward - tax)} が支払われます（手数料の差し引き前）。
      </Text>
      <Text fontSize="xs" color="fg.muted">
        税額はサロンが税務署へ納めます。法人の受注者は差し引かれません。
      </Text>
    </Stack>
  );
}

export function JobView({ job, top, children }: { job: Job; top?: ReactNode; children?: ReactNode }) {
  const hint = job.status === 'published' ? deadlineHint(job.applicationDeadline) : '';
  return (
    <Stack gap="4">
      <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4" shadow="xs">
        <JobMetaLine job={job} />
        <Heading as="h2" size="md" lineHeight="1.5" wordBreak="break-word">
          {job.title}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3">
          <Text as="span" data-testid="job-reward">
            {formatYen(job.reward)}
          </Text>
          {/* The reward is tax included (docs/product/screens.md#amounts-and-tax). */}
          <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="1">
            税込 / 1人
          </Text>
        </Text>
        {job.withholding && <WithholdingLine job={job} />}
        {/* When the ad last changed (docs/product/law.md#accurate-job-ads-12条): an edit, a stop or a reopening. */}
        <Text fontSize="xs" color="fg.muted" data-testid="job-dates">
          掲載日 {formatDateJa(job.createdAt)}・最終更新 {formatDateJa(job.updatedAt)}
        </Text>
      </Stack>

      {top}

      <InfoList
        items={[
          {
            label: '報酬',
            icon: Wallet,
            value: `${formatYen(job.reward)}（1人あたり・税込${job.withholding ? '・源泉徴収あり' : ''}）`,
          },
          {
            label: '応募締切',
            icon: CalendarClock,
            value: (
              <>
                {formatDateJa(job.applicationDeadline)}
                {hint && (
                  <Text as="span" ms="2" fontSize="xs" color={hintColor(hint)} fontWeight="bold">
                    {hint}
                  </Text>
                )}
              </>
            ),
          },
          { label: '納期', icon: CalendarCheck, value: formatDateJa(job.deliveryDate) },
          { label: '募集人数', icon: Users, value: `${job.capacity}人（採用 ${job.acceptedCount}人）` },
          {
            label: '作業場所',
            icon: MapPin,
            value: job.placeType === 'onsite' && job.address ? `現地（${job.address}）` : PLACE_TYPE_LABEL[job.placeType],
          },
          {
            label: '求めるスキル',
            icon: Tag,
            value: job.skills.length ? <SkillChips skills={job.skills} size="sm" /> : '指定なし',
          },
        ]}
      />

      <Stack gap="2">
        <Heading as="h2" size="sm">
          依頼内容
        </Heading>
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4">
          <DetailText value={job.description} />
        </Box>
      </Stack>

      {children}
    </Stack>
  );
}
