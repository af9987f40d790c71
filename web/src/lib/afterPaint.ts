/**
 * Timing helpers for what a screen needs only once it is on screen (docs/performance.md#how-the-boot-is-kept-short):
 * a form's library, a dialog, the Firebase sign-in. Started from a component that has rendered, they never compete with
 * the first paint (nor count in the JavaScript loaded before it).
 */
import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser has painted the current frame (a frame callback, then a task).
 * Returns the cancel function (an effect's cleanup).
 */
export function afterPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** Runs `task` once the browser is idle (where requestIdleCallback is missing, as in Safari, a short timer). Returns the cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * False on the first render, true once the browser has painted it: render a lazy component only
 * then, so that React does not start fetching its chunk while it is still rendering the screen.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
