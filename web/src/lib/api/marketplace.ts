/** Typed calls of the marketplace endpoints (contract: common/src/marketplace.ts). */
import type {
  Application,
  ApplicationInput,
  Contract,
  Job,
  JobInput,
  Listing,
  ListingInput,
  ListingStatus,
  Page,
  PublicClient,
  PublicWorker,
  WorkerDetail,
} from '@common/marketplace';
import { apiFetch } from './client';

const qs = (params: Record<string, string | number | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};
const id = encodeURIComponent;

export const jobsApi = {
  create: (input: JobInput) => apiFetch<Job>('/liff/jobs', { body: input }),
  mine: (status: 'published' | 'stopped', cursor: string | null) =>
    apiFetch<Page<Job>>(`/liff/client/jobs${qs({ status, cursor })}`),
  get: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}`),
  update: (jobId: string, patch: Partial<JobInput>) => apiFetch<Job>(`/liff/jobs/${id(jobId)}`, { method: 'PATCH', body: patch }),
  stop: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/stop`, { method: 'POST' }),
  reopen: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/reopen`, { method: 'POST' }),
  reopenPlace: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/reopen-place`, { method: 'POST' }),
  keepClosed: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/keep-closed`, { method: 'POST' }),
  search: (params: { q?: string; skill?: string; minReward?: number; maxReward?: number }, cursor: string | null) =>
    apiFetch<Page<Job>>(`/liff/jobs${qs({ ...params, cursor })}`),
  applications: (jobId: string, cursor: string | null) =>
    apiFetch<Page<Application>>(`/liff/jobs/${id(jobId)}/applications${qs({ cursor })}`),
  accept: (jobId: string, workerId: string) =>
    apiFetch<Contract>(`/liff/jobs/${id(jobId)}/applications/${id(workerId)}/accept`, { method: 'POST' }),
  decline: (jobId: string, workerId: string) =>
    apiFetch<Application>(`/liff/jobs/${id(jobId)}/applications/${id(workerId)}/decline`, { method: 'POST' }),
  apply: (jobId: string, input: ApplicationInput) =>
    apiFetch<Application>(`/liff/jobs/${id(jobId)}/applications`, { body: input }),
  withdraw: (jobId: string) => apiFetch<Application>(`/liff/jobs/${id(jobId)}/applications/mine/withdraw`, { method: 'POST' }),
  myApplications: (cursor: string | null) => apiFetch<Page<Application>>(`/liff/worker/applications${qs({ cursor })}`),
};

export const workersApi = {
  search: (params: { occupation?: string; skill?: string; q?: string }, cursor: string | null) =>
    apiFetch<Page<PublicWorker>>(`/liff/workers${qs({ ...params, cursor })}`),
  get: (workerId: string) => apiFetch<WorkerDetail>(`/liff/workers/${id(workerId)}`),
  client: (clientId: string) => apiFetch<PublicClient>(`/liff/clients/${id(clientId)}`),
};

export const listingsApi = {
  create: (input: ListingInput) => apiFetch<Listing>('/liff/listings', { body: input }),
  mine: (status: ListingStatus, cursor: string | null) =>
    apiFetch<Page<Listing>>(`/liff/worker/listings${qs({ status, cursor })}`),
  get: (listingId: string) => apiFetch<Listing>(`/liff/listings/${id(listingId)}`),
  update: (listingId: string, patch: Partial<ListingInput>) =>
    apiFetch<Listing>(`/liff/listings/${id(listingId)}`, { method: 'PATCH', body: patch }),
  stop: (listingId: string) => apiFetch<Listing>(`/liff/listings/${id(listingId)}/stop`, { method: 'POST' }),
  reopen: (listingId: string) => apiFetch<Listing>(`/liff/listings/${id(listingId)}/reopen`, { method: 'POST' }),
};

export const contractsApi = {
  list: (state: 'ongoing' | 'finished', cursor: string | null) =>
    apiFetch<Page<Contract>>(`/liff/contracts${qs({ state, cursor })}`),
  get: (contractId: string) => apiFetch<Contract>(`/liff/contracts/${id(contractId)}`),
  cancel: (contractId: string) => apiFetch<Contract>(`/liff/contracts/${id(contractId)}/cancel`, { method: 'POST' }),
};
