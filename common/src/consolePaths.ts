/**
 * The operations console's screens (docs/product/admin.md#console): a lazy part of the web app for
 * admins, outside the users' gates and tab bar. Apart from paths.ts so that the users' first screens
 * do not carry them.
 */
import { CONSOLE_ROOT } from './paths';

export const CONSOLE = {
  overview: CONSOLE_ROOT,
  workerRequests: `${CONSOLE_ROOT}/worker-requests`,
  users: `${CONSOLE_ROOT}/users`,
  user: `${CONSOLE_ROOT}/users/:uid`,
  money: `${CONSOLE_ROOT}/money`,
  partners: `${CONSOLE_ROOT}/partners`,
  notices: `${CONSOLE_ROOT}/notices`,
  moderation: `${CONSOLE_ROOT}/moderation`,
  richMenus: `${CONSOLE_ROOT}/rich-menus`,
  audit: `${CONSOLE_ROOT}/audit`,
} as const;

/** One user's page in the console. */
export const consoleUserPath = (uid: string) => `${CONSOLE.users}/${encodeURIComponent(uid)}`;
