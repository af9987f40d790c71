/**
 * A job (案件) in a list: status, occupation and place, title, the reward in yen (税込), deadline and people.
 * The card body is one link (`to`); `footer` renders below it inside the card (for buttons or notes
 * that must not sit inside the link).
 *
 * Props: `job`, `to`, `showClient?` (the posting salon's name — worker side), `showApplicants?`
 * (applicant count — client side), `showStatus?` (default true), `footer?`.
 */
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from '@common/marketplace';
import { deadlineHint, formatDateJa, formatYen } from '../../lib/format';
import { JobMetaLine } from './JobMetaLine';

export interface JobCardProps {
  job: Job;
  to: string;
  showClient?: boolean;
  showApplicants?: boolean;
  showStatus?: boolean;
  footer?: ReactNode;
}

export function JobCard({ job, to, showClient, showApplicants, showStatus = true, footer }: JobCardProps) {
  const hint = job.status === 'published' ? deadlineHint(job.applicationDeadline) : '';
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" shadow="xs" data-testid="job-card">
      <Link to={to} aria-label={job.title}>
        <Stack gap="2" p="4" _active={{ bg: 'bg.muted' }}>
          <JobMetaLine job={job} size="sm" showStatus={showStatus} truncate />
          <Text fontWeight="bold" fontSize="md" lineHeight="1.5" lineClamp={2} wordBreak="break-word">
            {job.title}
          </Text>
          {showClient && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {job.client.companyName || job.client.name}
            </Text>
          )}
          <Text fontSize="xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3">
            {formatYen(job.reward)}
            {/* Tax included (docs/product/screens.md#amounts-and-tax): fits one line at 375px with 源泉徴収あり. */}
            <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="1">
              税込 / 1人
            </Text>
            {job.withholding && (
              <Text as="span" fontSize="xs" color="fg" fontWeight="bold" ms="2" data-testid="job-card-withholding">
                源泉徴収あり
              </Text>
            )}
          </Text>
          <Flex gap="3" rowGap="1" flexWrap="wrap" fontSize="xs" color="fg.muted">
            <HStack gap="1">
              <CalendarClock size={14} aria-hidden />
              <Text>応募締切 {formatDateJa(job.applicationDeadline)}</Text>
              {hint && (
                <Text color={hint === 'あと1日' || hint === '本日締切' ? 'red.fg' : 'colorPalette.fg'} fontWeight="bold">
                  {hint}
                </Text>
              )}
            </HStack>
            <HStack gap="1">
              <Users size={14} aria-hidden />
              <Text>募集 {job.capacity}人</Text>
              {showApplicants && (
                <Text fontWeight="bold" color={job.applicantCount > 0 ? 'fg' : undefined}>
                  ・応募 {job.applicantCount}人
                </Text>
              )}
            </HStack>
            {job.placeType === 'onsite' && job.address && (
              <HStack gap="1" minW="0" maxW="full">
                <MapPin size={14} aria-hidden />
                <Text truncate>{job.address}</Text>
              </HStack>
            )}
          </Flex>
        </Stack>
      </Link>
      {footer && (
        <Box borderTopWidth="1px" px="4" py="3">
          {footer}
        </Box>
      )}
    </Box>
  );
}
