/**
 * A job as a worker browses it: the shared JobCard, plus a footer with the skills asked for,
 * the posting client's avatar and name, and the worker's own application status once applied.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Job, PublicClient } from '@common/marketplace';
import { JobCard } from './JobCard';
import { PersonAvatar } from '../../components/display/PersonAvatar';
import { SkillChips } from '../../components/display/SkillChips';
import { StatusBadge } from '../../components/display/StatusBadge';

export const jobPath = (id: string) => `/worker/projects/${encodeURIComponent(id)}`;

/** The posting client in one small line: avatar and company name (or the name of an individual). */
export function PostedBy({ client }: { client: PublicClient }) {
  const clientName = client.companyName || client.name;
  return (
    <HStack gap="2" minW="0">
      <PersonAvatar uid={client.userId} side="client" version={client.avatarVersion ?? null} name={clientName} size="xs" />
      <Text fontSize="xs" color="fg.muted" truncate>
        {clientName}
      </Text>
    </HStack>
  );
}

export function OpenJobCard({ job }: { job: Job }) {
  return (
    <JobCard
      job={job}
      to={jobPath(job.id)}
      showStatus={job.status !== 'published'}
      footer={
        <Stack gap="2.5">
          <SkillChips skills={job.skills} max={3} size="sm" />
          <HStack justify="space-between" gap="2" minW="0">
            <PostedBy client={job.client} />
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
