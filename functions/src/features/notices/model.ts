/** A stored notification as the browser sees it (common/src/notices.ts Notice): no push bookkeeping. */
import type { Notice } from '@common/notices';
import type { NotificationDoc } from '../../documents/notifications';

export const toNotice = (d: NotificationDoc): Notice => ({
  id: d.id,
  kind: d.kind,
  title: d.title,
  body: d.body,
  path: d.path,
  ...(typeof d.amount === 'number' ? { amount: d.amount } : {}),
  createdAt: d.createdAt.toISOString(),
  readAt: d.readAt ? d.readAt.toISOString() : null,
});
