/** Public entry of jobs: the open job card (search), and what the application pages show of a job. */
export { applyState } from './applyState';
export { OpenJobCard } from './OpenJobCard';
export { useJob } from './queries';
