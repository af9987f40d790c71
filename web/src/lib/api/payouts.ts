/**
 * Typed calls of the payout account, rewards and payment history endpoints (contract:
 * common/src/deal.ts). Login links are minted per call and expire within minutes: call
 * `payoutsApi.loginUrl` when the user taps, never ahead of time.
 */
import type {
  BankListResponse,
  ConnectStatusDetail,
  LoginReturnTarget,
  LoginUrlResponse,
  PaymentRecord,
  Receipt,
  RewardRecord,
  RewardSummary,
} from '@common/deal';
import type { Page } from '@common/marketplace';
import { apiFetch } from './client';

const cursorQuery = (cursor: string | null) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');

export const payoutsApi = {
  connectStatus: () => apiFetch<ConnectStatusDetail>('/liff/stripe/get-connect-status', { method: 'POST' }),
  loginUrl: (returnTo?: LoginReturnTarget) =>
    apiFetch<LoginUrlResponse>('/liff/stripe/get-login-url', { method: 'POST', body: returnTo ? { returnTo } : {} }),
  bankList: () => apiFetch<BankListResponse>('/liff/stripe/get-bank-list', { method: 'POST' }),
  rewards: () => apiFetch<RewardSummary>('/liff/worker/rewards'),
  rewardHistory: (cursor: string | null) => apiFetch<Page<RewardRecord>>(`/liff/worker/rewards/history${cursorQuery(cursor)}`),
};

export const paymentsApi = {
  list: (cursor: string | null) => apiFetch<Page<PaymentRecord>>(`/liff/client/payments${cursorQuery(cursor)}`),
  receipt: (contractId: string) => apiFetch<Receipt>(`/liff/client/payments/${encodeURIComponent(contractId)}/receipt`),
};
