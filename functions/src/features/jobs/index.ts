/**
 * The jobs feature's public entry: the only file another feature imports from it
 * (docs/architecture.md "Import rules", enforced by eslint.config.mjs).
 */
export { listClientJobs, searchJobs } from './service';
export { closeExpiredJobs, type JobExpiryReport } from './expiry';
