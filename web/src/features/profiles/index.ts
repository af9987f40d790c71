/** Public entry of profiles: people's cards and summaries that other features show. */
export { ClientProfileCard } from './ClientProfileCard';
export { WorkerCard } from './WorkerCard';
export { WorkerSummary, classifyLabel } from './WorkerSummary';
export { PostedBy } from './PostedBy';
