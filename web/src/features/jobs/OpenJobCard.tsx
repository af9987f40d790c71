/**
 * A job as a worker browses it: the shared JobCard, plus a footer with the skills asked for,
 * the posting client's avatar and name with her reviews' ★ average and count once she has one
 * (docs/product/reviews.md#on-the-profiles), and the worker's own application status once applied.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Job } from '@common/marketplace';
import { WORKER, withId } from '../../lib/paths';
import { JobCard } from './JobCard';
import { PostedBy } from '../profiles';
import { ReviewSummaryLine } from '../../components/display/ReviewSummaryLine';
import { SkillChips } from '../../components/display/SkillChips';
import { StatusBadge } from '../../components/display/StatusBadge';

export function OpenJobCard({ job }: { job: Job }) {
  return (
    <JobCard
      job={job}
      to={withId(WORKER.job, job.id)}
      showStatus={job.status !== 'published'}
      footer={
        <Stack gap="2.5">
          <SkillChips skills={job.skills} max={3} size="sm" />
          <HStack justify="space-between" gap="2" minW="0">
            <HStack gap="2" minW="0">
              <PostedBy client={job.client} />
              {job.client.reviews && (
                <Box flexShrink={0}>
                  <ReviewSummaryLine summary={job.client.reviews} hideEmpty />
                </Box>
              )}
            </HStack>
            {job.myApplication && (
              <HStack gap="1" flexShrink={0}>
                <Text fontSize="2xs" color="fg.muted">
                  応募済み
                </Text>
                <StatusBadge kind="application" status={job.myApplication.status} size="sm" />
              </HStack>
            )}
          </HStack>
        </Stack>
      }
    />
  );
}
