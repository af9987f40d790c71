/**
 * A worker's portfolio on her public profile (docs/product/screens.md#portfolio): a 3-column grid of
 * her works' covers (thumbnails, in her order; a work with several photos says how many), from
 * GET /liff/workers/:id/portfolio. Tapping a work opens the viewer (PortfolioViewer.tsx, fetched then)
 * at its first photo; the viewer goes through every photo of every work. Loaded lazily by the profile
 * page (LazyPortfolioGallery.tsx), so the page's first paint does not carry it.
 */
import { Box, Grid, Image, Text } from '@chakra-ui/react';
import { Images } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Portfolio } from '@common/portfolio';
import { LoadError } from '../../components/feedback/LoadError';
import { GallerySkeleton } from './GallerySkeleton';
import { useWorkerPortfolio } from './queries';
import { slidesOf } from './slides';

const PortfolioViewer = lazy(() => import('./PortfolioViewer'));

export const EMPTY_PORTFOLIO = '作品はまだ登録されていません';

export default function PortfolioGallery({ workerId }: { workerId: string }) {
  const query = useWorkerPortfolio(workerId);
  if (query.data) return <Gallery portfolio={query.data} />;
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <GallerySkeleton />;
}

function Gallery({ portfolio }: { portfolio: Portfolio }) {
  const [open, setOpen] = useState<number | null>(null);
  const slides = slidesOf(portfolio.works);
  if (!portfolio.works.length) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="portfolio-empty">
        {EMPTY_PORTFOLIO}
      </Text>
    );
  }
  return (
    <>
      <Grid as="ul" templateColumns="repeat(3, minmax(0, 1fr))" gap="1.5" listStyleType="none" data-testid="portfolio-grid">
        {portfolio.works.map((w) => {
          const cover = w.photos[0];
          return (
            <Box as="li" key={w.id} minW="0">
              <Box
                as="button"
                display="block"
                position="relative"
                w="full"
                aspectRatio={1}
                rounded="md"
                overflow="hidden"
                bg="bg.muted"
                cursor="pointer"
                aria-label={`${w.title}（写真${w.photos.length}枚）を開く`}
                onClick={() => setOpen(slides.findIndex((s) => s.work.id === w.id))}
              >
                {cover && <Image src={cover.thumbUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
                {w.photos.length > 1 && (
                  <Box
                    position="absolute"
                    top="1"
                    right="1"
                    display="flex"
                    alignItems="center"
                    gap="0.5"
                    px="1"
                    rounded="sm"
                    bg="blackAlpha.700"
                    color="white"
                    fontSize="2xs"
                    aria-hidden
                  >
                    <Images size={10} />
                    {w.photos.length}
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
      </Grid>
      {open !== null && (
        <Suspense fallback={null}>
          <PortfolioViewer slides={slides} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
