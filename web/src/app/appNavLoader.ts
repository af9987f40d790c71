/** The tab bar's chunk (app/AppNav.tsx), preloaded with the routed app (app/loadRoutedApp.ts) and rendered by AppShell. */
import { preload } from '../lib/preload';

export const appNav = preload(() => import('./AppNav'));
