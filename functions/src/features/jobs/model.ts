/**
 * jobs/{id}: a client's posting (案件). The counters are kept in step by the transactions that
 * change applications: applicantCount counts applications not withdrawn (pending, accepted,
 * declined), acceptedCount those accepted whose contract was not cancelled.
 */
import type { Stored } from '@common/api';
import type { ApplicationStatus, Job, JobInput, JobStatus, PublicClient } from '@common/marketplace';

/** The job as stored: the wire Job without what is joined at read time (client, myApplication). */
export type JobDoc = Stored<Job, 'client' | 'myApplication'>;

export const jobsCollection = 'jobs';
export const jobPath = (id: string) => `jobs/${id}`;
export const applicationsCollection = (jobId: string) => `jobs/${jobId}/applications`;
export const applicationPath = (jobId: string, workerId: string) => `jobs/${jobId}/applications/${workerId}`;

export const JOB_NOT_FOUND = '案件が見つかりません';

/** The editable part of a job, as the input schema sees it. */
export function jobInputOf(doc: JobDoc): JobInput {
  const input: JobInput = {
    title: doc.title,
    description: doc.description,
    occupation: doc.occupation,
    skills: doc.skills,
    reward: doc.reward,
    applicationDeadline: doc.applicationDeadline,
    deliveryDate: doc.deliveryDate,
    placeType: doc.placeType,
    capacity: doc.capacity,
  };
  if (doc.placeType === 'onsite' && doc.address) input.address = doc.address;
  return input;
}

/** A job is open to applications while published and its deadline (a JST date) has not passed. */
export const isOpen = (doc: Pick<JobDoc, 'status' | 'applicationDeadline'>, today: string) =>
  doc.status === 'published' && doc.applicationDeadline >= today;

/** Visible to everyone while published or closed; a stopped job only to its owner (and its applicants). */
export const isPubliclyVisible = (doc: Pick<JobDoc, 'status'>) => doc.status !== 'stopped';

/** Status that follows from the counters when a job is not stopped. */
export const statusFor = (doc: Pick<JobDoc, 'acceptedCount' | 'capacity'>): JobStatus =>
  doc.acceptedCount >= doc.capacity ? 'closed' : 'published';

export function toJob(
  doc: JobDoc,
  client: PublicClient,
  myApplication?: { status: ApplicationStatus; createdAt: Date } | null,
): Job {
  const job: Job = {
    ...jobInputOf(doc),
    id: doc.id,
    clientId: doc.clientId,
    status: doc.status,
    applicantCount: doc.applicantCount,
    acceptedCount: doc.acceptedCount,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    client,
  };
  if (myApplication !== undefined) {
    job.myApplication = myApplication
      ? { status: myApplication.status, createdAt: myApplication.createdAt.toISOString() }
      : null;
  }
  return job;
}

/** Keyword matching for search: width- and case-insensitive, every space-separated word must occur. */
export const foldText = (s: string) => s.normalize('NFKC').toLowerCase();

export function matchesKeywords(haystack: string, query: string | undefined): boolean {
  if (!query) return true;
  const text = foldText(haystack);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => text.includes(w));
}
