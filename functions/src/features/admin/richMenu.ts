/**
 * Links one user's rich menu (docs/product/notifications.md#rich-menus): to their side's menu (the
 * side given, or the user's registered side when neither is given) or to a menu id. The audit entry
 * is written once LINE has accepted the link.
 */
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { audit } from '../../documents/auditLog';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { richMenuOf } from '../richMenus';
import type { RichMenuLinkDto } from './model';

const NOTHING_TO_LINK = 'リンクするリッチメニューがありません（利用者の登録区分またはメニューIDの設定を確認してください）';
const LINE_REFUSED = 'LINEにリッチメニューを設定できませんでした。時間をおいてお試しください';

export async function linkUserRichMenu(
  deps: Deps,
  config: Pick<Config, 'notify'>,
  adminId: string,
  dto: RichMenuLinkDto,
): Promise<{ userId: string; richMenuId: string }> {
  const user = await users.get(deps.store, dto.userId);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  const side = dto.side ?? user.type;
  const richMenuId = dto.richMenuId ?? (side ? richMenuOf(config, side) : '');
  if (!richMenuId) throw errors.conflict(NOTHING_TO_LINK);
  try {
    await deps.line.linkRichMenu(user.id, richMenuId);
  } catch {
    throw errors.upstream(LINE_REFUSED);
  }
  await deps.store.runTransaction(async (tx) => {
    audit(
      tx,
      { adminId, action: 'richMenu.link', target: { kind: 'user', id: user.id }, after: { richMenuId, side: side ?? null } },
      deps.clock.now(),
    );
  });
  return { userId: user.id, richMenuId };
}
