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
  RewardRecord,
  RewardSummary,
} from '@common/deal';
import type { Receipt } from '@common/receipts';
import type { Page } from '@common/marketplace';
import { apiFetch } from './client';

const cursorQuery = (cursor: string | null) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');

export const payoutsApi = {
  connectStatus: (signal?: AbortSignal) =>
    apiFetch<ConnectStatusDetail>('/liff/stripe/get-connect-status', { method: 'POST', signal }),
  loginUrl: (returnTo?: LoginReturnTarget) =>
    apiFetch<LoginUrlResponse>('/liff/stripe/get-login-url', { method: 'POST', body: returnTo ? { returnTo } : {} }),
  bankList: (signal?: AbortSignal) => apiFetch<BankListResponse>('/liff/stripe/get-bank-list', { method: 'POST', signal }),
  rewards: (signal?: AbortSignal) => apiFetch<RewardSummary>('/liff/worker/rewards', { signal }),
  rewardHistory: (cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<RewardRecord>>(`/liff/worker/rewards/history${cursorQuery(cursor)}`, { signal }),
};

export const paymentsApi = {
  list: (cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<PaymentRecord>>(`/liff/client/payments${cursorQuery(cursor)}`, { signal }),
  /** The newest version of the receipt, or `version` (docs/product/money.md#receipt-versions). */
  receipt: (contractId: string, version: number | null, signal?: AbortSignal) =>
    apiFetch<Receipt>(`/liff/client/payments/${encodeURIComponent(contractId)}/receipt${version ? `?version=${version}` : ''}`, {
      signal,
    }),
};
