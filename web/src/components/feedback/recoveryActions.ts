/**
 * What the recovery screens share (./ErrorBoundary.tsx, ./Recovery.tsx): the title, and the reload (a
 * chunk that failed to load is fetched anew, of the newest build), a module's so that tests can
 * stand in for the browser's.
 */
export const RECOVERY_TITLE = '画面を表示できませんでした';
export const reloadPage = () => window.location.reload();
