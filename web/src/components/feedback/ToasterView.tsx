/** The toast store and its view (loaded after the first screen, see toaster.tsx). */
import { CloseButton, Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@common/limits';

export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 3 });

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline="4" style={{ top: 'max(env(safe-area-inset-top), 12px)' }}>
        {(toast) => (
          <Toast.Root width="full" maxW="md" data-type={toast.type} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title fontSize="sm">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="閉じる" minW="44px" minH="44px" />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
