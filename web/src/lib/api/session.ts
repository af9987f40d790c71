/** Session, salon verification and payment status endpoints (SPEC 7). */
import type {
  ConnectStatusResponse,
  SalonVerifyDto,
  SalonVerifyResponse,
  SessionPayload,
  SessionVerifyResponse,
} from '@common/index';
import { apiFetch, requireBody } from './client';

export const verifySession = (sessionVerifyDto: { idToken: string }) =>
  apiFetch<SessionVerifyResponse>('/liff/session/verify', {
    body: requireBody('sessionVerifyDto', sessionVerifyDto),
    auth: false,
  });

export const fetchSession = () => apiFetch<SessionPayload>('/liff/session');

export async function verifySalon(salonVerifyDto: SalonVerifyDto): Promise<void> {
  const res = await apiFetch<SalonVerifyResponse>('/liff/salon/verify', {
    body: requireBody('salonVerifyDto', salonVerifyDto),
  });
  // SPEC 7: anything but status 'success' is a failure.
  if (res?.status !== 'success') throw new Error('salon verify failed');
}

export const getConnectStatus = () => apiFetch<ConnectStatusResponse>('/liff/stripe/get-connect-status', { method: 'POST' });
