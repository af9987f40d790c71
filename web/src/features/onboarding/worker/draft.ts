/** The worker wizard's draft (docs/product/screens.md#worker-onboarding): held across steps; back from step 1 throws it away. */
import type { Classify, Sex } from '@common/options';
import { todayParts } from './fields';

export type WorkerStep = 1 | 2 | 3 | 4 | 5;

export interface WorkerDraft {
  name: string;
  sex: Sex;
  birthYear: number;
  birthMonth: number;
  birthDate: number;
  classify?: Classify;
  occupation?: string;
  skills: string[];
  detail: string;
}

/** Sex defaults to male, the birth date to today (docs/product/screens.md#worker-onboarding). */
export const emptyWorkerDraft = (now = new Date()): WorkerDraft => ({
  name: '',
  sex: 'male',
  ...todayParts(now),
  skills: [],
  detail: '',
});
