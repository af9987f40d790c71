/**
 * The job form's values as a draft (lib/forms/drafts.ts) and its starting values. A new job starts
 * 現地 (a salon's job is usually a shoot at the salon) at the salon's address from the client's
 * profile, when the profile has one.
 */
import type { DefaultValues } from 'react-hook-form';
import { detailToText } from '@common/api';
import { JOB_LIMITS } from '@common/jobLimits';
import type { JobInput } from '@common/marketplace';
import type { JobInputDto } from '@common/schemas/marketplace';

export type JobDraft = DefaultValues<JobInputDto>;

/** The draft screen of the job form: a new job, or the edit of one job. */
export const jobDraftScreen = (jobId?: string) => (jobId ? `job:edit:${jobId}` : 'job:new');

export function jobFormStart(initial: JobInput | undefined, occupations: readonly string[], salonAddress = ''): JobDraft {
  if (initial)
    return {
      ...initial,
      description: detailToText(initial.description),
      address: initial.address ?? '',
      withholding: initial.withholding === true,
    };
  return {
    title: '',
    description: '',
    occupation: occupations.length === 1 ? occupations[0] : '',
    skills: [],
    applicationDeadline: '',
    deliveryDate: '',
    placeType: 'onsite',
    address: salonAddress,
    capacity: 1,
    withholding: false,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Stored data (or the form's values) as the form's values, always in this key order; null if it is no job draft. */
export function jobDraftValues(data: unknown): JobDraft | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.title !== 'string' || typeof d.description !== 'string') return null;
  if (d.placeType !== 'remote' && d.placeType !== 'onsite') return null;
  const capacity = Number.isInteger(d.capacity) ? (d.capacity as number) : 1;
  return {
    title: d.title,
    description: d.description,
    occupation: str(d.occupation),
    skills: Array.isArray(d.skills) ? d.skills.filter((s): s is string => typeof s === 'string') : [],
    reward: typeof d.reward === 'number' && Number.isFinite(d.reward) ? d.reward : undefined,
    applicationDeadline: str(d.applicationDeadline),
    deliveryDate: str(d.deliveryDate),
    placeType: d.placeType,
    address: str(d.address),
    capacity: Math.min(Math.max(capacity, 1), JOB_LIMITS.capacityMax),
    withholding: d.withholding === true,
  };
}
