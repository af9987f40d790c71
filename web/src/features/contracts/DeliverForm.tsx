/**
 * The worker's 納品: a message to the client (1 to 1,000 characters, deliverSchema), up to 20 photos
 * and a gallery or download URL, then a confirm step. After a 修正依頼 the client's reason is shown
 * above the form. Shown while `deliver` is among the contract's actions.
 *
 * The card and its texts paint with the contract; the form (react-hook-form, DeliverFields.tsx) is
 * fetched once that has painted, with plain boxes of its size in its place meanwhile, so the page
 * neither waits for it nor fetches it while rendering.
 */
import { Box, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { Contract } from '@common/marketplace';
import { useAfterPaint } from '../../lib/afterPaint';
import { DeliverCard } from './DeliverCard';

const DeliverFields = lazy(() => import('./DeliverFields'));

/**
 * Where the fields go while they load (no recipe): the label, the text area and its count, the
 * photos' label and button, the URL's label and field, the button.
 */
function FieldsPlaceholder() {
  return (
    <Stack gap="3" aria-busy="true">
      <Box h="5" w="40%" rounded="sm" bg="bg.muted" />
      <Box h="40" rounded="md" bg="bg.muted" />
      <Box h="5" w="50%" rounded="sm" bg="bg.muted" />
      <Box h="12" rounded="md" bg="bg.muted" />
      <Box h="5" w="60%" rounded="sm" bg="bg.muted" />
      <Box h="10" rounded="md" bg="bg.muted" />
      <Box h="12" rounded="md" bg="bg.muted" />
    </Stack>
  );
}

export function DeliverForm({ contract: c }: { contract: Pick<Contract, 'id' | 'history' | 'roomId'> }) {
  const painted = useAfterPaint();
  const loading = (
    <DeliverCard contract={c}>
      <FieldsPlaceholder />
    </DeliverCard>
  );
  if (!painted) return loading;
  return (
    <Suspense fallback={loading}>
      <DeliverFields contract={c} />
    </Suspense>
  );
}
