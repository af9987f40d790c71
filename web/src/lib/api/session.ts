/** Session, salon verification and payment status endpoints (SPEC 7). */
import type {
  ConnectStatusResponse,
  SalonCodeDto,
  SalonCodeSentResponse,
  SalonVerifyDto,
  SalonVerifyResponse,
  SalonVerifyResult,
  SessionPayload,
  SessionVerifyResponse,
} from '@common/index';
import { apiFetch, requireBody } from './client';

export const verifySession = (sessionVerifyDto: { idToken: string; landing?: string }) =>
  apiFetch<SessionVerifyResponse>('/liff/session/verify', {
    body: requireBody('sessionVerifyDto', sessionVerifyDto),
    auth: false,
  });

export const fetchSession = () => apiFetch<SessionPayload>('/liff/session');

/**
 * SPEC 7: 'success' activated the user; since issue 9 'code_sent' (the e-mail step) is the other
 * answer that is not a failure: the code from the mail then goes to verifySalonCode.
 */
export async function verifySalon(salonVerifyDto: SalonVerifyDto): Promise<SalonVerifyResult> {
  const res = await apiFetch<SalonVerifyResult>('/liff/salon/verify', {
    body: requireBody('salonVerifyDto', salonVerifyDto),
  });
  if (res?.status !== 'success' && res?.status !== 'code_sent') throw new Error('salon verify failed');
  return res;
}

/** The e-mail code; as SPEC 7 has it for verify, anything but status 'success' is a failure. */
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

export const getConnectStatus = () => apiFetch<ConnectStatusResponse>('/liff/stripe/get-connect-status', { method: 'POST' });
