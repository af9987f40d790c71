/**
 * Public entry of rooms: only what the bottom navigation and other features need (the unread
 * badge, the room path test). Light on purpose: the tab bar imports it on the boot path, so the
 * pages are loaded by app/routes.tsx, never from here.
 */
import { lazy } from 'react';

export { isRoomPath, refreshBadges, useBadges, useUnreadMessages } from './nav';

/**
 * A 納品's photos as a grid with saving (DeliveryPhotos.tsx), for the contract page: fetched when
 * first rendered (wrap it in Suspense), so the tab bar's import of this entry stays light.
 */
export const DeliveryPhotos = lazy(() => import('./DeliveryPhotos'));
