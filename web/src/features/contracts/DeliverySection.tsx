/**
 * The 納品 on a contract page, for either side: the one awaiting 検収 (the client reviews it, the
 * worker reads it) or, after 検収, the delivered work kept for download. Its own chunk, loaded only
 * for a contract that has a delivery: a contract in progress (the page most often opened cold)
 * downloads none of the delivery's code (docs/performance.md, first-screen budgets).
 */
import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { Contract } from '@common/marketplace';
import { deliveredWork } from './deliveredWork';

const Delivery = lazy(() => import('./DeliveryShown'));

export function DeliverySection({ contract: c, side }: { contract: Contract; side: 'client' | 'worker' }) {
  if (!c.delivery && !deliveredWork(c)) return null;
  return (
    <Suspense
      fallback={
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4" aria-busy="true">
          <Skeleton h="5" w="32" mb="3" />
          <Skeleton h="20" />
        </Box>
      }
    >
      <Delivery contract={c} side={side} />
    </Suspense>
  );
}
