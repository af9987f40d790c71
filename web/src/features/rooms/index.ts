/**
 * Public entry of rooms: only what the bottom navigation and other features need (the unread
 * badge, the room path test). Light on purpose: the tab bar imports it on the boot path, so the
 * pages are loaded by app/routes.tsx, never from here.
 */
export { isRoomPath, refreshBadges, useBadges, useUnreadMessages } from './nav';
