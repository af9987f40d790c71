/**
 * Toasts (docs/product/screens.md#toasts): 4000 ms, a close button, error styled apart from success.
 * This module is light: the toast machinery (ToasterView: Chakra's Toaster, Portal, zag) is fetched
 * at the first tap or key press (which comes before almost every toast) and mounted with the first
 * toast, which waits for it. So no screen's first data waits for it, and an action's toast does not.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@common/limits';

const loadView = () => import('./ToasterView');
const ToasterView = lazy(loadView);

/** Whether a toast has been asked for: the view is mounted from then on. */
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isWanted = () => wanted;

type ToastType = 'success' | 'error';

function show(type: ToastType, title: string, description?: string) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  // Created in the store even before the view has mounted: the view shows it when it does.
  void loadView().then(({ toaster }) => toaster.create({ title, description, type, duration: TOAST_DURATION_MS }));
}

export const notify = {
  success: (title: string) => show('success', title),
  error: (title: string, description?: string) => show('error', title, description),
};

const FLASH_KEY = 'flashToast';

/** Keeps a success toast across a full page navigation (the verification navigates after it: docs/product/screens.md#toasts). */
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
  const mounted = useSyncExternalStore(subscribe, isWanted, isWanted);
  useEffect(() => {
    const fetchView = () => void loadView();
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', fetchView, options);
    window.addEventListener('keydown', fetchView, options);
    return () => {
      window.removeEventListener('pointerdown', fetchView, options);
      window.removeEventListener('keydown', fetchView, options);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
