/**
 * The per-side rich menus (docs/product/notifications.md#rich-menus): each side has its own menu whose
 * buttons open that side's main screens; a user is linked to theirs when their side is set (end of
 * onboarding) and an admin can re-link anyone (POST /admin/rich-menu/link). Menu ids come from
 * configuration (scripts/rich-menus.mjs creates the menus and prints them).
 */
import { logger } from 'firebase-functions/logger';
import type { UserType } from '@common/options';
import type { Config } from '../../config';
import type { Deps } from '../../ports';

export const richMenuOf = (config: Pick<Config, 'notify'>, side: UserType): string =>
  side === 'client' ? config.notify.richMenuClient : config.notify.richMenuWorker;

/**
 * Links the side's menu; a LINE failure is logged, never fails what the user did (the default
 * menu stays, and an admin can link again). Without a configured menu it does nothing.
 */
export async function linkSideMenu(deps: Deps, config: Pick<Config, 'notify'>, uid: string, side: UserType): Promise<boolean> {
  const menu = richMenuOf(config, side);
  if (!menu) return false;
  try {
    await deps.line.linkRichMenu(uid, menu);
    return true;
  } catch (e) {
    logger.write({ severity: 'WARNING', message: `rich menu not linked for ${uid}`, error: String(e) });
    return false;
  }
}
