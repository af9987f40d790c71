/**
 * react-hook-form resolvers of the deal forms (納品, and the reasons of 修正依頼 and the cancellation
 * steps) with the rules the server applies (common/src/dealSchemas.ts). yup and the schemas are
 * fetched on the form's first validation, or earlier by prefetchDealSchemas() when the user starts
 * typing, so the contract page never waits for them.
 */
import type { Resolver } from 'react-hook-form';
import type { DeliverDto, ReasonDto } from '@common/deal';

const load = () =>
  Promise.all([import('@common/dealSchemas'), import('@hookform/resolvers/yup')]).then(([s, { yupResolver }]) => ({
    deliver: yupResolver(s.deliverSchema),
    reason: yupResolver(s.reasonSchema),
  }));

let loading: ReturnType<typeof load> | undefined;
const resolvers = () => {
  // A failed fetch (offline) is tried again on the next validation.
  loading ??= load().catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
};

/** Starts fetching yup and the schemas (on the first focus of a deal form's field). */
export const prefetchDealSchemas = () => void resolvers().catch(() => undefined);

export const deliverResolver: Resolver<DeliverDto> = async (values, context, options) =>
  (await resolvers()).deliver(values, context, options);

export const reasonResolver: Resolver<ReasonDto> = async (values, context, options) =>
  (await resolvers()).reason(values, context, options);
