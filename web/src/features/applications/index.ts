/** Public entry of applications: the worker's application card and apply state for job pages. */
export { APPLICATION_STATUS_NOTE, ApplicationCard } from './ApplicationCard';
export { applyState } from './applyState';
