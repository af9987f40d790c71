/**
 * The API's per-field messages (error.fields: docs/product/api.md#errors) onto a react-hook-form form. Returns true
 * when at least one field of the form got its message, so the caller can skip a generic toast.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/client';

export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!(known as readonly string[]).includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message });
    applied = true;
  }
  return applied;
}
