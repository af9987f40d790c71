/** Typed calls of the portfolio endpoints (docs/product/portfolio.md#endpoints; types in common/src/portfolio.ts). */
import type { Portfolio, PortfolioUpload, PortfolioWork, PortfolioWorkInput, PortfolioWorkPatch } from '@common/portfolio';
import { apiFetch, requireBody } from './client';

const id = encodeURIComponent;

export const portfolioApi = {
  /** The caller's own works, in her order. */
  mine: (signal?: AbortSignal) => apiFetch<Portfolio>('/liff/portfolio', { signal }),
  /** Another worker's works (any verified user), as her public profile shows them. */
  ofWorker: (workerId: string, signal?: AbortSignal) =>
    apiFetch<Portfolio>(`/liff/workers/${id(workerId)}/portfolio`, { signal }),
  /** One photo as the raw body; the server checks and re-encodes it. */
  upload: (file: Blob) => apiFetch<PortfolioUpload>('/liff/portfolio/photos', { method: 'PUT', body: requireBody('file', file) }),
  create: (input: PortfolioWorkInput) => apiFetch<PortfolioWork>('/liff/portfolio/works', { method: 'POST', body: input }),
  update: (workId: string, patch: PortfolioWorkPatch) =>
    apiFetch<PortfolioWork>(`/liff/portfolio/works/${id(workId)}`, { method: 'PATCH', body: patch }),
  remove: (workId: string) => apiFetch<Portfolio>(`/liff/portfolio/works/${id(workId)}`, { method: 'DELETE' }),
  order: (ids: string[]) => apiFetch<Portfolio>('/liff/portfolio/order', { method: 'PUT', body: { ids } }),
};
