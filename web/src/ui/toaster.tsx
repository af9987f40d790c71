/** Toasts of SPEC 8: 4000 ms, a close button, error styled apart from success. */
import { CloseButton, Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@common/limits';

export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 3 });

export const notify = {
  success: (title: string) => toaster.create({ title, type: 'success', duration: TOAST_DURATION_MS }),
  error: (title: string, description?: string) =>
    toaster.create({ title, description, type: 'error', duration: TOAST_DURATION_MS }),
};

const FLASH_KEY = 'flashToast';

/** Keeps a success toast across a full page navigation (SPEC 2.4 navigates after the toast). */
export function flashAfterReload(title: string) {
  sessionStorage.setItem(FLASH_KEY, title);
}

export function showFlash() {
  const title = sessionStorage.getItem(FLASH_KEY);
  if (title) {
    sessionStorage.removeItem(FLASH_KEY);
    notify.success(title);
  }
}

export function Toaster() {
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
