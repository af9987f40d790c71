/**
 * Coming back from the checkout page (?paid=1 or ?canceled=1 on the contract page). With ?paid=1 the
 * page waits for the verified webhook (the contract query polls, see useContract): once the contract
 * has left awaiting_payment it toasts 仮払いが完了しました and drops ?paid from the address (replace),
 * remembering the success in the history entry's state so the notice survives the navigation.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import { notify } from '../../components/feedback/toaster';

export const PAYMENT_CONFIRMED_MESSAGE = '仮払いが完了しました';
/** After this long without the webhook the notice says so and the pay button comes back. */
export const PAYMENT_SLOW_MS = 30_000;

/** The query parameters the checkout's success and cancel URLs carry. */
export function usePaymentParams() {
  const [params] = useSearchParams();
  return { paid: params.get('paid') === '1', canceled: params.get('canceled') === '1' };
}

export interface PaymentReturn {
  /** Back with ?paid=1 and the webhook not seen yet. */
  checking: boolean;
  /** Checking for longer than PAYMENT_SLOW_MS. */
  slow: boolean;
  /** The payment was confirmed while the client was on this page. */
  confirmed: boolean;
  /** Back with ?canceled=1 and still awaiting the payment. */
  canceled: boolean;
}

export function usePaymentReturn(c: Pick<Contract, 'status'>): PaymentReturn {
  const { paid, canceled } = usePaymentParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [slow, setSlow] = useState(false);
  const handled = useRef(false);
  const waiting = c.status === 'awaiting_payment';
  const checking = paid && waiting;

  useEffect(() => {
    if (!paid || waiting || handled.current) return;
    handled.current = true;
    const success = c.status !== 'cancelled';
    if (success) notify.success(PAYMENT_CONFIRMED_MESSAGE);
    const rest = new URLSearchParams(location.search);
    rest.delete('paid');
    const search = rest.toString();
    const state = { ...((location.state as object | null) ?? {}), paymentConfirmed: success };
    navigate({ search: search ? `?${search}` : '' }, { replace: true, state });
  }, [paid, waiting, c.status, location.search, location.state, navigate]);

  useEffect(() => {
    if (!checking) return;
    const timer = setTimeout(() => setSlow(true), PAYMENT_SLOW_MS);
    return () => clearTimeout(timer);
  }, [checking]);

  // The note belongs to the moment of paying: once the contract moves on (delivered, cancelled) it goes.
  const confirmed =
    c.status === 'in_progress' && (location.state as { paymentConfirmed?: boolean } | null)?.paymentConfirmed === true;
  return { checking, slow: checking && slow, confirmed, canceled: canceled && waiting && !paid };
}
