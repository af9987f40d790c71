/** Session and salon verification endpoints (docs/product/api.md#session, docs/product/api.md#salon-verification). */
import type {
  SalonCodeSentResponse,
  SalonVerifyResponse,
  SalonVerifyResult,
  SessionPayload,
  SessionVerifyResponse,
} from '@common/api';
import type { SalonCodeDto, SalonVerifyDto } from '@common/schemas/verification';
import { apiFetch, requireBody } from './client';

export const verifySession = (sessionVerifyDto: { idToken: string; landing?: string }) =>
  apiFetch<SessionVerifyResponse>('/liff/session/verify', {
    body: requireBody('sessionVerifyDto', sessionVerifyDto),
    auth: false,
  });

export const fetchSession = () => apiFetch<SessionPayload>('/liff/session');

/**
 * 'success' activated the user; with the e-mail step on, 'code_sent' is the other answer that is not a
 * failure: the code from the mail then goes to verifySalonCode (docs/product/api.md#salon-verification).
 * Any other answer is a failure.
 */
export async function verifySalon(salonVerifyDto: SalonVerifyDto): Promise<SalonVerifyResult> {
  const res = await apiFetch<SalonVerifyResult>('/liff/salon/verify', {
    body: requireBody('salonVerifyDto', salonVerifyDto),
  });
  if (res?.status !== 'success' && res?.status !== 'code_sent') throw new Error('salon verify failed');
  return res;
}

/** The e-mail code; as for verify, anything but status 'success' is a failure. */
export async function verifySalonCode(salonCodeDto: SalonCodeDto): Promise<void> {
  const res = await apiFetch<SalonVerifyResponse>('/liff/salon/verify-code', {
    body: requireBody('salonCodeDto', salonCodeDto),
  });
  if (res?.status !== 'success') throw new Error('salon verify failed');
}

export async function resendSalonCode(): Promise<SalonCodeSentResponse> {
  const res = await apiFetch<SalonCodeSentResponse>('/liff/salon/resend-code', { method: 'POST' });
  if (res?.status !== 'code_sent') throw new Error('salon code resend failed');
  return res;
}
