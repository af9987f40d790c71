/** Profiles and images (docs/product/api.md#profiles-and-images): PUT /liff/profiles/{client|worker}, PUT /liff/profiles/worker/invoice-registration, PUT/GET /liff/images/... */
import type { ClientProfileDto } from '@common/schemas/clientProfile';
import type { ImageKind, SessionPayload } from '@common/api';
import type { WorkerProfileDto } from '@common/schemas/workerProfile';
import type { InvoiceRegistrationInput } from '@common/schemas/invoiceRegistration';
import type { UserType } from '@common/options';
import { apiFetch, requireBody } from './client';

export interface ImageUploadResponse {
  updatedAt: string;
}

export const saveClientProfile = (clientProfileDto: ClientProfileDto) =>
  apiFetch<SessionPayload>('/liff/profiles/client', {
    method: 'PUT',
    body: requireBody('clientProfileDto', clientProfileDto),
  });

export const saveWorkerProfile = (workerProfileDto: WorkerProfileDto) =>
  apiFetch<SessionPayload>('/liff/profiles/worker', {
    method: 'PUT',
    body: requireBody('workerProfileDto', workerProfileDto),
  });

/**
 * The worker's 登録番号, set or cleared with null (docs/product/law.md#registration-numbers), and the
 * 氏名・屋号 her documents name her by (docs/product/law.md#the-name-on-the-documents).
 */
export const saveInvoiceRegistration = (input: InvoiceRegistrationInput) =>
  apiFetch<SessionPayload>('/liff/profiles/worker/invoice-registration', {
    method: 'PUT',
    body: requireBody('invoiceRegistration', input),
  });

/** The browser sends the chosen file as it is; the server checks, resizes and re-encodes it. */
export const uploadImage = (side: UserType, kind: ImageKind, file: Blob) =>
  apiFetch<ImageUploadResponse>(`/liff/images/${side}/${kind}`, { method: 'PUT', body: requireBody('file', file) });

/** Public image URL; the update time busts caches after an upload (docs/product/entities.md#images). */
export function imageUrl(uid: string, side: UserType, kind: ImageKind, version?: string | null): string {
  const base = `/liff/images/${encodeURIComponent(uid)}/${side}/${kind}`;
  return version ? `${base}?v=${encodeURIComponent(version)}` : base;
}

export const DEFAULT_AVATAR = '/images/avatar-default.svg';
