/**
 * Whether a page (not a redirect, not a spinner) has been on screen since the app started: what
 * AppShell waits for before it signs in to Firebase and loads the toaster, so that neither competes
 * with the landing page's chunk (issue 12). Each lazy page reports itself (app/routes.tsx).
 */
import { useEffect, useSyncExternalStore } from 'react';

let painted = false;
const listeners = new Set<() => void>();

function markPagePainted() {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePagePainted = () => useSyncExternalStore(subscribe, () => painted);

/** Rendered beside a page's content: its effect runs once the page has committed. */
export function PagePainted() {
  useEffect(markPagePainted, []);
  return null;
}
