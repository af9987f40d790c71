/**
 * The payout account's and rewards' data: one hook per API call over the data layer (lib/query; keys:
 * lib/query/keys.ts). Stripe links are minted when the user taps, never prefetched: they expire
 * within minutes.
 */
import { useMutation, useQuery, useQueryClient } from '../../lib/query/hooks';
import { useEffect, useState } from 'react';
import type { ConnectStatus } from '@common/api';
import type { LoginReturnTarget } from '@common/deal';
import { notifyError } from '../../components/feedback/errors';
import { payoutsApi } from '../../lib/api/payouts';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';
import { useSession } from '../session';
import { STRIPE_OPEN_FAILED } from './labels';
import { openUrl } from './navigate';

/** After Stripe's form: how long, and how often, the status is asked again until the webhook has landed. */
export const CHECK_FOR_MS = 60_000;
export const CHECK_EVERY_MS = 3_000;

/**
 * The payout account's status. With `checkAfterReturn` (back from Stripe's form) it is asked again
 * every few seconds for a minute until it reads 登録済み; `checking` is true meanwhile.
 */
export function useConnectStatus({ checkAfterReturn = false } = {}) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!checkAfterReturn) return;
    const t = setTimeout(() => setTimedOut(true), CHECK_FOR_MS);
    return () => clearTimeout(t);
  }, [checkAfterReturn]);
  const polling = checkAfterReturn && !timedOut;
  const query = useQuery({
    queryKey: keys.payouts.status,
    queryFn: ({ signal }) => payoutsApi.connectStatus(signal),
    refetchInterval: (q) => (polling && q.state.data?.status !== 'success' ? CHECK_EVERY_MS : false),
    // Coming back from Stripe the cached answer is old by definition.
    staleTime: checkAfterReturn ? 0 : undefined,
  });
  return { query, checking: polling && query.data?.status !== 'success' };
}

/** Keeps the session's connect status (other screens read it) in step with what this page loaded. */
export function useSyncSessionConnectStatus(status: ConnectStatus | undefined) {
  const { connectStatus, refetch } = useSession();
  useEffect(() => {
    if (status && status !== connectStatus) void refetch();
  }, [status, connectStatus, refetch]);
}

export const useBankList = (enabled: boolean) =>
  useQuery({ queryKey: keys.payouts.banks, queryFn: ({ signal }) => payoutsApi.bankList(signal), enabled });

export const useRewardSummary = () =>
  useQuery({ queryKey: keys.payouts.rewards, queryFn: ({ signal }) => payoutsApi.rewards(signal) });

export const useRewardHistory = () => usePagedQuery(keys.payouts.history, payoutsApi.rewardHistory);

/**
 * Mints a Stripe link (onboarding or dashboard) on tap and leaves the app for it. `busy` stays true
 * while the browser navigates. The dashboard has no way back but the browser's: a page restored
 * from the back-forward cache gets its button back and reloads the account's data.
 */
export function useOpenStripe(returnTo?: LoginReturnTarget) {
  const qc = useQueryClient();
  const { mutate, reset, isPending, isSuccess } = useMutation({
    mutationFn: () => payoutsApi.loginUrl(returnTo),
    onSuccess: ({ url }) => openUrl(url),
    onError: (e) => notifyError(e, STRIPE_OPEN_FAILED),
  });
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      reset();
      void qc.invalidateQueries({ queryKey: keys.payouts.all });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset, qc]);
  return { open: () => mutate(), busy: isPending || isSuccess };
}
