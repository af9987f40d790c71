/** Public entry of jobs: the job cards that other features list. */
export { OpenJobCard, PostedBy, jobPath } from './OpenJobCard';
