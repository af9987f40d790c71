/**
 * One rendering of a single loaded resource (a detail page): the content once there, a load failure
 * (404 leads back to the list, anything else offers a retry), or the detail skeleton meanwhile.
 */
import type { ReactNode } from 'react';
import { DetailSkeleton } from './ListSkeleton';
import { LoadFailure } from './LoadFailure';

export interface QueryStateProps<T> {
  query: { data: T | undefined; error: Error | null; refetch: () => unknown };
  /** Where a 'not found' leads back to. */
  back: { label: string; to: string };
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, back, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} back={back} />;
  return <DetailSkeleton />;
}
