/**
 * A status pill for jobs, applications and contracts, labelled from the contract's *_STATUS_LABEL.
 * Colours carry meaning (green = open/done, blue = in progress, yellow = waiting on someone, gray = inactive
 * or winding down, orange = a cancellation asked for, red = cancelled),
 * so they are fixed palettes rather than the side's colour.
 */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import {
  APPLICATION_STATUS_LABEL,
  CONTRACT_STATUS_LABEL,
  JOB_STATUS_LABEL,
  type ApplicationStatus,
  type ContractStatus,
  type JobStatus,
} from '@common/marketplace';

export type StatusBadgeProps = (
  | { kind: 'job'; status: JobStatus }
  | { kind: 'application'; status: ApplicationStatus }
  | { kind: 'contract'; status: ContractStatus }
) & { size?: 'sm' | 'md' | 'lg' };

const JOB_COLOR: Record<JobStatus, string> = { published: 'green', stopped: 'gray', closed: 'blue' };
const APPLICATION_COLOR: Record<ApplicationStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  declined: 'gray',
  not_selected: 'gray',
  withdrawn: 'gray',
  cancelled: 'red',
};
const CONTRACT_COLOR: Record<ContractStatus, string> = {
  awaiting_payment: 'yellow',
  in_progress: 'blue',
  delivered: 'purple',
  completed: 'green',
  paid_out: 'green',
  cancel_requested: 'orange',
  refunding: 'gray',
  cancelled: 'red',
};

export function statusLabel(props: StatusBadgeProps): string {
  if (props.kind === 'job') return JOB_STATUS_LABEL[props.status];
  if (props.kind === 'application') return APPLICATION_STATUS_LABEL[props.status];
  return CONTRACT_STATUS_LABEL[props.status];
}

function statusColor(props: StatusBadgeProps): string {
  if (props.kind === 'job') return JOB_COLOR[props.status];
  if (props.kind === 'application') return APPLICATION_COLOR[props.status];
  return CONTRACT_COLOR[props.status];
}

export function StatusBadge(props: StatusBadgeProps) {
  const badgeProps: BadgeProps = {
    colorPalette: statusColor(props),
    variant: 'subtle',
    size: props.size ?? 'md',
    rounded: 'full',
    px: '2.5',
    flexShrink: 0,
    whiteSpace: 'nowrap',
    fontWeight: 'bold',
  };
  return (
    <Badge {...badgeProps} data-status={props.status}>
      {statusLabel(props)}
    </Badge>
  );
}
