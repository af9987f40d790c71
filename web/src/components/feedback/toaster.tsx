/**
 * Toasts of SPEC 8: 4000 ms, a close button, error styled apart from success.
 * This module is light: the toast machinery (ToasterView) loads after the first screen, and a
 * toast asked for before that waits for it.
 */
import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '@common/limits';

const loadView = () => import('./ToasterView');
const ToasterView = lazy(loadView);

type ToastType = 'success' | 'error';

function show(type: ToastType, title: string, description?: string) {
  void loadView().then(({ toaster }) => toaster.create({ title, description, type, duration: TOAST_DURATION_MS }));
}

export const notify = {
  success: (title: string) => show('success', title),
  error: (title: string, description?: string) => show('error', title, description),
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
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
