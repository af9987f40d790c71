/**
 * A detail page that failed to load: 'not found' (deleted, stopped, not yours) leads back to the list,
 * since retrying cannot help; anything else offers a retry.
 */
import { SearchX } from 'lucide-react';
import { ApiRequestError } from '../../lib/api/client';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';

export function LoadFailure({
  error,
  onRetry,
  back,
}: {
  error: Error;
  onRetry: () => void;
  back: { label: string; to: string };
}) {
  if (error instanceof ApiRequestError && error.status === 404) {
    return <EmptyState icon={SearchX} title={error.message} description="削除または停止された可能性があります" action={back} />;
  }
  return <LoadError error={error} onRetry={onRetry} />;
}
