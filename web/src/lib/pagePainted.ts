/**
 * Whether a page (not a redirect, not a spinner, not a skeleton) has been on screen since the app started: what
 * AppShell waits for before it signs in to Firebase and loads the toaster, so that neither competes
 * with the landing page's chunk (docs/architecture.md, "First screen painted" means first data). Each lazy page
 * reports itself (app/routes.tsx).
 */
import { useEffect, useSyncExternalStore } from 'react';

let painted = false;
let pageCommitted = false;
/** Placeholders (skeletons) on screen while a page's first data loads. */
let placeholders = 0;
/** Set once a placeholder has held the first paint for PLACEHOLDER_HOLD_MS. */
let holdExpired = false;
const listeners = new Set<() => void>();

/** A page has painted once it has committed and shows its data (or its error), not a placeholder. */
function update() {
  if (painted || !pageCommitted || (placeholders > 0 && !holdExpired)) return;
  painted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePagePainted = () => useSyncExternalStore(subscribe, () => painted);

/**
 * How long a placeholder may hold the first paint: a list whose first page never comes (offline, its
 * query paused) must not keep the shell from mounting its toasts and loading the rest.
 */
export const PLACEHOLDER_HOLD_MS = 4000;

function paintedAnyway() {
  holdExpired = true;
  update();
}

/** Rendered beside a page's content: its effect runs once the page has committed. */
export function PagePainted() {
  useEffect(() => {
    pageCommitted = true;
    update();
    if (painted) return;
    const timer = window.setTimeout(paintedAnyway, PLACEHOLDER_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

/**
 * For a placeholder shown while a page's first data loads: the page has not painted until it is gone.
 * (Its effect runs before the page's PagePainted, which is rendered after the page's content.)
 */
export function useHoldsPagePaint() {
  useEffect(() => {
    placeholders += 1;
    return () => {
      placeholders -= 1;
      update();
    };
  }, []);
}
