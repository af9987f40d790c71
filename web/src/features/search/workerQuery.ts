/** The worker search conditions, carried in the result page's query string. */
import { CLIENT } from '../../lib/paths';

export interface WorkerQuery {
  occupation: string;
  skill: string;
  q: string;
}

export function searchPath(v: WorkerQuery): string {
  const p = new URLSearchParams();
  for (const k of ['occupation', 'skill', 'q'] as const) {
    const value = v[k].trim();
    if (value) p.set(k, value);
  }
  const s = p.toString();
  return `${CLIENT.searchResult}${s ? `?${s}` : ''}`;
}

export function readQuery(params: URLSearchParams): WorkerQuery {
  return { occupation: params.get('occupation') ?? '', skill: params.get('skill') ?? '', q: params.get('q') ?? '' };
}
