/**
 * GET /liff/badges (common/src/rooms.ts): the unread counts of the bottom navigation. Its own tiny
 * module over apiFetch rather than a member of lib/api/rooms.ts: the tab bar is on the boot path,
 * and importing lib/api/rooms.ts from there would put every room call into the first chunk.
 */
import type { Badges } from '@common/rooms';
import { apiFetch } from '../../lib/api/client';

export const fetchBadges = (signal?: AbortSignal) => apiFetch<Badges>('/liff/badges', { signal });
