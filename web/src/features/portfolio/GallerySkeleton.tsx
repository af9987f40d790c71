/** Three placeholder tiles while a worker's portfolio loads (PortfolioGallery.tsx). */
import { Grid, Skeleton } from '@chakra-ui/react';

export function GallerySkeleton() {
  return (
    <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="1.5" role="status" aria-label="読み込み中">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} aspectRatio={1} rounded="md" />
      ))}
    </Grid>
  );
}
