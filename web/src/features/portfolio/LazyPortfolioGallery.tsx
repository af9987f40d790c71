/**
 * The public portfolio grid as a lazy chunk (docs/performance.md): the worker's profile page renders
 * this, and the grid, its query and the viewer arrive after the page's first paint.
 */
import { lazy, Suspense } from 'react';
import { GallerySkeleton } from './GallerySkeleton';

const Gallery = lazy(() => import('./PortfolioGallery'));

export function PortfolioGallery({ workerId }: { workerId: string }) {
  return (
    <Suspense fallback={<GallerySkeleton />}>
      <Gallery workerId={workerId} />
    </Suspense>
  );
}
