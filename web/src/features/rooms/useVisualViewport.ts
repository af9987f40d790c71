/**
 * The part of the page the user actually sees. In LINE's webview on iOS the keyboard shrinks only
 * the visual viewport: a `position: fixed; bottom: 0` bar stays at the bottom of the layout
 * viewport, behind the keyboard, and 100dvh does not change either. The room therefore sizes its
 * fixed frame to `visualViewport` (height, and offsetTop when iOS scrolls the page to the caret),
 * which keeps the composer right above the keyboard. Android's webview resizes the whole window,
 * which visualViewport reports the same way. Null where the API is missing (the frame falls back to
 * 100dvh).
 */
import { useEffect, useState } from 'react';

export interface ViewportBox {
  height: number;
  top: number;
  /** The keyboard (or another overlay) takes a good part of the screen. */
  keyboard: boolean;
}

function read(): ViewportBox | null {
  const vv = typeof window === 'undefined' ? undefined : window.visualViewport;
  if (!vv) return null;
  // innerHeight is the layout viewport; the keyboard is what the visual viewport lacks of it.
  return { height: Math.round(vv.height), top: Math.round(vv.offsetTop), keyboard: window.innerHeight - vv.height > 120 };
}

export function useVisualViewport(): ViewportBox | null {
  const [box, setBox] = useState<ViewportBox | null>(read);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setBox((prev) => {
          const next = read();
          return prev && next && prev.height === next.height && prev.top === next.top ? prev : next;
        }),
      );
    };
    vv.addEventListener('resize', onChange);
    vv.addEventListener('scroll', onChange);
    return () => {
      cancelAnimationFrame(frame);
      vv.removeEventListener('resize', onChange);
      vv.removeEventListener('scroll', onChange);
    };
  }, []);
  return box;
}
