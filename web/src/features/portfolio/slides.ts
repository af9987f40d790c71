/** The viewer's pages: every photo of every work, in the worker's order (docs/product/screens.md#portfolio). */
import type { PortfolioPhoto, PortfolioWork } from '@common/portfolio';

export interface Slide {
  work: PortfolioWork;
  photo: PortfolioPhoto;
  /** The photo's place in its work (0-based). */
  index: number;
}

export const slidesOf = (works: PortfolioWork[]): Slide[] =>
  works.flatMap((work) => work.photos.map((photo, index) => ({ work, photo, index })));
