/** Public entry of profiles: people's cards and summaries that other features show. */
export { ClientProfileCard } from './ClientProfileCard';
export { WorkerCard } from './WorkerCard';
export { WorkerSummary, classifyLabel } from './WorkerSummary';
export { PostedBy } from './PostedBy';
export { ClientProfileView, type ClientProfileEdit } from './ClientProfileView';
export { WorkerProfileView, type WorkerProfileEdit } from './WorkerProfileView';
export { useClient, useWorker } from './queries';
