/**
 * The line above a job's title: its status and '職種・リモート' (or 現地).
 * Props: `job`, `size?` (the badge's), `showStatus?` (default true), `truncate?` (one line in lists).
 */
import { HStack, Text } from '@chakra-ui/react';
import { PLACE_TYPE_LABEL, type Job } from '@common/marketplace';
import { StatusBadge, type StatusBadgeProps } from '../../components/display/StatusBadge';

export interface JobMetaLineProps {
  job: Pick<Job, 'status' | 'occupation' | 'placeType'>;
  size?: StatusBadgeProps['size'];
  showStatus?: boolean;
  truncate?: boolean;
}

export function JobMetaLine({ job, size, showStatus = true, truncate }: JobMetaLineProps) {
  return (
    <HStack gap="2" flexWrap="wrap">
      {showStatus && <StatusBadge kind="job" status={job.status} size={size} />}
      <Text fontSize="xs" color="fg.muted" truncate={truncate}>
        {job.occupation}・{PLACE_TYPE_LABEL[job.placeType]}
      </Text>
    </HStack>
  );
}
