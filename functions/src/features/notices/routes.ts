/**
 * Notices (お知らせ) and LINE friendship (docs/product/api.md#notices), contract in common/src/notices.ts;
 * active users of either side:
 *   GET  /liff/notices?cursor=            -> Page<Notice>  the caller's, newest first
 *   POST /liff/notices/read {ids?}        -> {unread}      the caller's given ones, or all unread
 *   POST /liff/line/friendship {friend}   -> {friend}      liff.getFriendship's answer
 */
import { Router } from 'express';
import type { Page } from '@common/marketplace';
import { friendshipSchema, noticeReadSchema, type Notice } from '@common/notices';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { actorOf, requireActiveUser } from '../../http/access';
import { optionalJsonBody, queryCursor } from '../../http/params';
import { validateBody } from '../../http/validate';
import { NOTICE_CURSOR, markRead, noticesOf, setFriendship } from './service';

export function noticeRoutes(deps: Deps, _config: Config): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.get('/liff/notices', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const body: Page<Notice> = await noticesOf(deps, uid, queryCursor(req, NOTICE_CURSOR));
    res.json(body);
  });

  router.post('/liff/notices/read', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    // No body at all reads as {}: every unread notice.
    const dto = await validateBody(noticeReadSchema, optionalJsonBody(req));
    const body: { unread: number } = await markRead(deps, uid, dto.ids);
    res.json(body);
  });

  router.post('/liff/line/friendship', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const dto = await validateBody(friendshipSchema, req.body);
    const body: { friend: boolean } = await setFriendship(deps, uid, dto.friend);
    res.json(body);
  });

  return router;
}
