/**
 * Shared marketplace UI for both sides (client and worker screens import from here).
 * Props are kept stable; see each file's header for what it takes.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ContractCard, type ContractCardProps } from './ContractCard';
export { CONTRACT_STEP_LABEL, ContractTimeline, type ContractTimelineProps } from './ContractTimeline';
export { DetailText } from './DetailText';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { NETWORK_ERROR_MESSAGE, errorMessage, notifyError } from './errors';
export { daysUntil, deadlineHint, formatDateJa, formatDateTimeJa, formatYen } from './format';
export { InfoList, type InfoListProps } from './InfoList';
export { JobCard, type JobCardProps } from './JobCard';
export { JobMetaLine, type JobMetaLineProps } from './JobMetaLine';
export { DetailSkeleton, ListSkeleton, type ListSkeletonProps } from './ListSkeleton';
export { LoadError, type LoadErrorProps } from './LoadError';
export { LoadMoreButton, type LoadMoreButtonProps } from './LoadMoreButton';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PartyLine, partyOf, type PartyLineProps } from './PartyLine';
export { PersonAvatar, type PersonAvatarProps } from './PersonAvatar';
export { RouteTabs, type RouteTabsProps } from './RouteTabs';
export { SkillChips, type SkillChipsProps } from './SkillChips';
export { StatusBadge, statusLabel, type StatusBadgeProps } from './StatusBadge';
export { useResource, type Resource } from './useResource';
export { DateInput, formatDateWithWeekday, type DateInputProps } from './DateInput';
export { RewardRow, type RewardRowProps } from './RewardRow';
export { WorkerSummary, classifyLabel, workerSubtitle, type WorkerSummaryProps } from './WorkerSummary';
