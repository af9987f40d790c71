/**
 * The cancellation request's panel (./CancelRequestPanel.tsx), loaded only for a contract that has a
 * request: few do, and its texts, dialogs and reason form would otherwise weigh on every contract's
 * first screen (docs/performance.md). A skeleton of its height holds the place for that one chunk.
 */
import { Skeleton } from '@chakra-ui/react';
import { Suspense, type ComponentProps } from 'react';
import { lazyPreloaded } from '../../lib/lazyPreloaded';
import { preload } from '../../lib/preload';
import type { CancelRequestPanel as Panel } from './CancelRequestPanel';

const CancelRequestPanel = lazyPreloaded(
  preload(() => import('./CancelRequestPanel')),
  (m) => m.CancelRequestPanel,
);

export function CancelRequestSlot(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<Skeleton h="200px" rounded="xl" data-testid="cancel-request-placeholder" />}>
      <CancelRequestPanel {...props} />
    </Suspense>
  );
}
