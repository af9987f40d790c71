/** Public entry of jobs: the open job card (search), what the application pages show of a job, and the reopen question. */
export { applyState } from './applyState';
export { OpenJobCard } from './OpenJobCard';
export { useJob } from './queries';
export { ReopenPrompt } from './ReopenPrompt';
