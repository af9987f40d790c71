/**
 * The local inbox (docs/product/admin.md#local-operator-pages): the mails the local mail stand-in kept,
 * newest first. Served by the local server only (local/server.ts); the deployed function never has these
 * routes.
 *
 *   GET /_local/inbox        an HTML page in Japanese: to, subject, body, time
 *   GET /_local/inbox.json   {mails: [{id, to, subject, text, sentAt}]}, ?to=<address> narrows it
 */
import { Router } from 'express';
import { jstFormat } from '@common/dates';
import { LocalMailbox, type LocalMail } from '../adapters/email/local';
import type { DocumentStore } from '../ports';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const time = jstFormat({ dateStyle: 'medium', timeStyle: 'medium' });

function page(mails: LocalMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article>
  <dl>
    <dt>宛先</dt><dd>${escape(m.to)}</dd>
    <dt>件名</dt><dd>${escape(m.subject)}</dd>
    <dt>送信日時</dt><dd><time datetime="${m.sentAt.toISOString()}">${escape(time(m.sentAt))}</time></dd>
  </dl>
  <pre>${escape(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>まだメールはありません。</p>';
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ローカル受信箱</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1a1a1a; }
  header p { color: #555; font-size: .875rem; }
  article { border: 1px solid #ddd; border-radius: .5rem; padding: .75rem 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: 5rem 1fr; gap: .25rem .5rem; margin: 0 0 .5rem; font-size: .875rem; }
  dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; padding: .75rem; border-radius: .25rem; margin: 0; font: inherit; }
  a { display: inline-block; min-height: 44px; line-height: 44px; }
</style>
</head>
<body>
<header>
  <h1>ローカル受信箱</h1>
  <p>ローカル環境で送信されたメール（${mails.length}件、新しい順）。実際には送信されていません。<a href="">再読み込み</a></p>
</header>
<main>
${items}
</main>
</body>
</html>`;
}

export function localInboxRoutes(store: DocumentStore): Router {
  const mailbox = new LocalMailbox(store);
  const router = Router();
  router.get('/_local/inbox', async (_req, res) => {
    res.type('html').send(page(await mailbox.list()));
  });
  router.get('/_local/inbox.json', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json({ mails: await mailbox.list({ to }) });
  });
  return router;
}
