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
  mine: (status: 'published' | 'stopped', cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<Job>>(`/liff/client/jobs${qs({ status, cursor })}`, { signal }),
  get: (jobId: string, signal?: AbortSignal) => apiFetch<Job>(`/liff/jobs/${id(jobId)}`, { signal }),
  update: (jobId: string, patch: Partial<JobInput>) => apiFetch<Job>(`/liff/jobs/${id(jobId)}`, { method: 'PATCH', body: patch }),
  stop: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/stop`, { method: 'POST' }),
  reopen: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/reopen`, { method: 'POST' }),
  reopenPlace: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/reopen-place`, { method: 'POST' }),
  keepClosed: (jobId: string) => apiFetch<Job>(`/liff/jobs/${id(jobId)}/keep-closed`, { method: 'POST' }),
  search: (
    params: { q?: string; skill?: string; minReward?: number; maxReward?: number },
    cursor: string | null,
    signal?: AbortSignal,
  ) => apiFetch<Page<Job>>(`/liff/jobs${qs({ ...params, cursor })}`, { signal }),
  applications: (jobId: string, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<Application>>(`/liff/jobs/${id(jobId)}/applications${qs({ cursor })}`, { signal }),
  accept: (jobId: string, workerId: string) =>
    apiFetch<Contract>(`/liff/jobs/${id(jobId)}/applications/${id(workerId)}/accept`, { method: 'POST' }),
  decline: (jobId: string, workerId: string) =>
    apiFetch<Application>(`/liff/jobs/${id(jobId)}/applications/${id(workerId)}/decline`, { method: 'POST' }),
  apply: (jobId: string, input: ApplicationInput) =>
    apiFetch<Application>(`/liff/jobs/${id(jobId)}/applications`, { body: input }),
  withdraw: (jobId: string) => apiFetch<Application>(`/liff/jobs/${id(jobId)}/applications/mine/withdraw`, { method: 'POST' }),
  myApplications: (cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<Application>>(`/liff/worker/applications${qs({ cursor })}`, { signal }),
};

export const workersApi = {
  search: (params: { occupation?: string; skill?: string; q?: string }, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<PublicWorker>>(`/liff/workers${qs({ ...params, cursor })}`, { signal }),
  get: (workerId: string, signal?: AbortSignal) => apiFetch<WorkerDetail>(`/liff/workers/${id(workerId)}`, { signal }),
  client: (clientId: string, signal?: AbortSignal) => apiFetch<PublicClient>(`/liff/clients/${id(clientId)}`, { signal }),
};

export const listingsApi = {
  create: (input: ListingInput) => apiFetch<Listing>('/liff/listings', { body: input }),
  mine: (status: ListingStatus, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<Listing>>(`/liff/worker/listings${qs({ status, cursor })}`, { signal }),
  get: (listingId: string, signal?: AbortSignal) => apiFetch<Listing>(`/liff/listings/${id(listingId)}`, { signal }),
  update: (listingId: string, patch: Partial<ListingInput>) =>
    apiFetch<Listing>(`/liff/listings/${id(listingId)}`, { method: 'PATCH', body: patch }),
  stop: (listingId: string) => apiFetch<Listing>(`/liff/listings/${id(listingId)}/stop`, { method: 'POST' }),
  reopen: (listingId: string) => apiFetch<Listing>(`/liff/listings/${id(listingId)}/reopen`, { method: 'POST' }),
};

export const contractsApi = {
  list: (state: 'ongoing' | 'finished', cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<Contract>>(`/liff/contracts${qs({ state, cursor })}`, { signal }),
  get: (contractId: string, signal?: AbortSignal) => apiFetch<Contract>(`/liff/contracts/${id(contractId)}`, { signal }),
  cancel: (contractId: string) => apiFetch<Contract>(`/liff/contracts/${id(contractId)}/cancel`, { method: 'POST' }),
};
