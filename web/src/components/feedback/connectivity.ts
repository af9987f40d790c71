/**
 * Whether the network is there, and when what is on screen should be fetched again: when the network
 * comes back, when the user returns to the app after more than AWAY_MS elsewhere (LINE's chat, another
 * app), and when the page is restored from the back-forward cache (back from Stripe Checkout; its
 * success and cancel URLs load the app anew). Rendered by ./Recovery.tsx' Connectivity.
 */
import { useEffect, useState } from 'react';

export const AWAY_MS = 30_000;

const onLine = () => navigator.onLine !== false;

/** navigator.onLine, kept current; `refresh` (a stable function) runs on each return described above. */
export function useConnectivity(refresh: () => void): boolean {
  const [online, setOnline] = useState(onLine);
  useEffect(() => {
    let hiddenAt = 0;
    let refreshedAt = 0;
    const on = (e: Event) => {
      setOnline(onLine());
      const now = Date.now();
      let back = e.type === 'online' || (e as PageTransitionEvent).persisted === true;
      if (e.type === 'visibilitychange') {
        const hidden = document.visibilityState === 'hidden';
        back = !hidden && hiddenAt > 0 && now - hiddenAt > AWAY_MS;
        hiddenAt = hidden ? now : 0;
      }
      // A return from the back-forward cache also shows the page again: one refresh for both.
      if (back && now - refreshedAt > 1000) {
        refreshedAt = now;
        refresh();
      }
    };
    const listen = (how: 'addEventListener' | 'removeEventListener') => {
      for (const type of ['online', 'offline', 'pageshow']) window[how](type, on);
      document[how]('visibilitychange', on);
    };
    listen('addEventListener');
    return () => listen('removeEventListener');
  }, [refresh]);
  return online;
}
