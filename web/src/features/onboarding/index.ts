/** Public entry of onboarding: the profile fields that my page's edit screens reuse. */
export { ClassifyChoice, CorporationFields, DETAIL_LABEL, DetailField } from './client/fields';
export { WorkerProfileFields } from './worker/fields';
export { OccupationField } from './worker/steps';
export { workerAccessEntryLabel } from './workerAccess/labels';
