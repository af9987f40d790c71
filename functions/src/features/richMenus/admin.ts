/**
 * Rich menus as admins see and repair them (docs/product/notifications.md#rich-menus): the menu ids
 * in use, the menu linked to one user, and re-linking every verified user of one side (after new
 * menus were created, or when links failed). LINE links up to 500 users a call; linking a user to
 * the menu they have already changes nothing, so a repeated or interrupted re-link is safe to run
 * again. The audit entry is written once LINE has accepted every batch.
 */
import type { RichMenuRelink, RichMenusInUse, UserRichMenu } from '@common/admin';
import type { UserType } from '@common/options';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { audit } from '../../documents/auditLog';
import { USER_NOT_FOUND, users, usersOfSide } from '../../documents/users';
import { richMenuOf } from './link';

/** LINE's limit of users per bulk link. */
const LINE_BULK = 500;

const NO_MENU = 'この区分のリッチメニューが設定されていません（LINE_RICH_MENU_CLIENT / LINE_RICH_MENU_WORKER）';
const LINE_REFUSED = 'LINEにリッチメニューを設定できませんでした。時間をおいてお試しください';

export const menusInUse = (config: Pick<Config, 'notify'>): RichMenusInUse => ({
  client: richMenuOf(config, 'client') || null,
  worker: richMenuOf(config, 'worker') || null,
});

export async function userRichMenu(deps: Deps, config: Pick<Config, 'notify'>, uid: string): Promise<UserRichMenu> {
  const user = await users.get(deps.store, uid);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  let linked: string | null;
  try {
    linked = await deps.line.richMenuOfUser(uid);
  } catch {
    throw errors.upstream('LINEからリッチメニューを取得できませんでした。時間をおいてお試しください');
  }
  const expected = user.type ? richMenuOf(config, user.type) || null : null;
  return { userId: uid, side: user.type, expected, linked, matches: !!expected && linked === expected };
}

/** Links the side's menu to every verified user of that side, 500 at a time. */
export async function relinkSide(
  deps: Deps,
  config: Pick<Config, 'notify'>,
  adminId: string,
  side: UserType,
  reason: string,
): Promise<RichMenuRelink> {
  const richMenuId = richMenuOf(config, side);
  if (!richMenuId) throw errors.conflict(NO_MENU);
  let linked = 0;
  for await (const page of usersOfSide(deps.store, side, LINE_BULK)) {
    const ids = page.filter((u) => u.isActive).map((u) => u.id);
    if (!ids.length) continue;
    try {
      await deps.line.linkRichMenuToUsers(ids, richMenuId);
    } catch {
      throw errors.upstream(`${LINE_REFUSED}（${linked}人まで設定済み。もう一度実行できます）`);
    }
    linked += ids.length;
  }
  await deps.store.runTransaction(async (tx) => {
    audit(
      tx,
      { adminId, action: 'richMenu.relink', target: { kind: 'side', id: side }, reason, after: { side, richMenuId, linked } },
      deps.clock.now(),
    );
  });
  return { side, richMenuId, linked };
}
