import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** The first gate (docs/product/screens.md#gates): the whole screen while login state is unresolved. */
export function FullScreenSpinner() {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Spinner size="xl" color="gray.500" borderWidth="3px" />
      <VisuallyHidden>読み込み中</VisuallyHidden>
    </Center>
  );
}
