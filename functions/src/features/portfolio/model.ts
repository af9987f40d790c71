/** Portfolio documents as the API answers them (common/src/portfolio.ts). */
import { portfolioPhotoUrl, type Portfolio, type PortfolioPhoto, type PortfolioWork } from '@common/portfolio';
import type { PortfolioDoc, PortfolioPhotoDoc, PortfolioWorkDoc } from '../../documents/portfolio';

export const toPhoto = (uid: string, p: PortfolioPhotoDoc): PortfolioPhoto => ({
  id: p.id,
  width: p.width,
  height: p.height,
  thumbUrl: portfolioPhotoUrl(uid, p.id, 'thumb'),
  fullUrl: portfolioPhotoUrl(uid, p.id, 'full'),
});

export const toWork = (uid: string, w: PortfolioWorkDoc): PortfolioWork => ({
  id: w.id,
  title: w.title,
  description: w.description,
  link: w.link,
  photos: w.photos.map((p) => toPhoto(uid, p)),
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

export const toPortfolio = (uid: string, doc: PortfolioDoc | null): Portfolio => ({
  workerId: uid,
  works: (doc?.works ?? []).map((w) => toWork(uid, w)),
});
