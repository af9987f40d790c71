/**
 * portfolios/{uid}: a worker's portfolio (作品集, docs/product/portfolio.md#data) in one document: her
 * works in the order she chose, each with its photos, and the uploads no work uses yet. One document
 * keeps every rule one transaction: the 20-work limit, the pending-upload limit, the order and a
 * photo's use by one work only (parallel requests conflict on it and run one after the other). At
 * most 20 works of 1,000-character descriptions and 5 photos each, plus 20 pending uploads: well
 * under Firestore's 1 MiB.
 *
 * The bytes live in the image store under portfolio/<uid>/<photoId>/<size>.jpg (private objects,
 * served by the API); a document never names bytes that are not there.
 */
import type { PortfolioPhotoSize } from '@common/portfolio';
import { collection, type Reader } from './collection';

export interface PortfolioPhotoDoc {
  id: string;
  /** Size of the full image (the thumbnail is the same picture, smaller). */
  width: number;
  height: number;
  /** When it was uploaded. */
  createdAt: Date;
}

export interface PortfolioWorkDoc {
  id: string;
  title: string;
  description: string | null;
  link: string | null;
  photos: PortfolioPhotoDoc[];
  createdAt: Date;
  updatedAt: Date;
}

export interface PortfolioDoc {
  /** The worker's uid, the document id. */
  uid: string;
  /** In the worker's order. */
  works: PortfolioWorkDoc[];
  /** Uploads no work uses yet, oldest first; each expires PORTFOLIO_LIMITS.pendingHours after its upload. */
  pending: PortfolioPhotoDoc[];
  /** createdAt of the oldest pending upload, null when none: what the sweep queries. */
  pendingSince: Date | null;
  updatedAt: Date;
}

export const portfolios = collection<PortfolioDoc>('portfolios');

export const emptyPortfolio = (uid: string, now: Date): PortfolioDoc => ({
  uid,
  works: [],
  pending: [],
  pendingSince: null,
  updatedAt: now,
});

/** The object key of one size of a photo (keys.ts rules: [A-Za-z0-9_.-] segments). */
export const portfolioPhotoKey = (uid: string, photoId: string, size: PortfolioPhotoSize) =>
  `portfolio/${uid}/${photoId}/${size}.jpg`;

/** Portfolios holding a pending upload made before `cutoff`, oldest first (a single-field index). */
export const withPendingBefore = (r: Reader, cutoff: Date, limit: number) =>
  portfolios.query(r, { where: [['pendingSince', '<', cutoff]], orderBy: [['pendingSince', 'asc']], limit });
