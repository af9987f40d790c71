/**
 * The app past the gates (app/RoutedApp.tsx: React Router, the routes, the shell) and its tab bar, a
 * chunk of its own that AppShell renders, fetched together: the tab bar then does not wait for the
 * shell's chunk to run before it starts loading. main.tsx starts this with the boot when a page is
 * being opened, app/Root.tsx when the session has passed the gates; the gate screens never load it.
 */
import { preload } from '../lib/preload';
import { appNav } from './appNavLoader';

export const routedApp = preload(() => import('./RoutedApp'));

export function loadRoutedApp() {
  appNav().catch(() => undefined);
  return routedApp();
}
