/**
 * Typed calls of the deal endpoints (contract: common/src/deal.ts and common/src/payments.ts):
 * 仮払い, 納品, 修正依頼, 検収 and cancellation. Each contract call answers with the updated Contract as
 * the caller sees it (its `actions` included); refusals are ApiRequestError (409 wrong state, 403
 * wrong party, 400 with per-field messages).
 */
import type { DeliverDto, ReasonDto } from '@common/deal';
import type { Contract } from '@common/marketplace';
import type { GetPaymentUrlResponse } from '@common/payments';
import { apiFetch } from './client';

const path = (contractId: string, action: string) => `/liff/contracts/${encodeURIComponent(contractId)}/${action}`;

export const dealApi = {
  /** The Checkout page for the client's 仮払い (locally the local checkout page); open it at once. */
  paymentUrl: (contractId: string) => apiFetch<GetPaymentUrlResponse>('/liff/project/get-payment-url', { body: { contractId } }),
  /** Worker: in_progress -> delivered. */
  deliver: (contractId: string, body: DeliverDto) => apiFetch<Contract>(path(contractId, 'deliver'), { body }),
  /** Client: delivered -> in_progress, with what to fix. */
  requestRevision: (contractId: string, body: ReasonDto) => apiFetch<Contract>(path(contractId, 'request-revision'), { body }),
  /** Client: 検収, delivered -> completed (then the transfer). */
  complete: (contractId: string) => apiFetch<Contract>('/liff/project/complete-process', { body: { contractId } }),
  /** Either party, before the payment; the reason is optional and sent only when given. */
  cancel: (contractId: string, reason?: string) =>
    apiFetch<Contract>(path(contractId, 'cancel'), { body: reason ? { reason } : {} }),
  /** Either party, after the payment: the other party answers (or it is accepted after a few days). */
  requestCancel: (contractId: string, body: ReasonDto) => apiFetch<Contract>(path(contractId, 'request-cancel'), { body }),
  /** The other party agrees: full refund, then cancelled. */
  acceptCancel: (contractId: string) => apiFetch<Contract>(path(contractId, 'accept-cancel'), { method: 'POST' }),
  /** The other party refuses: back to the status before the request, flagged for the admins. */
  refuseCancel: (contractId: string, body: ReasonDto) => apiFetch<Contract>(path(contractId, 'refuse-cancel'), { body }),
};
