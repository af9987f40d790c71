/**
 * What the local LINE stand-in pushed (docs/product/admin.md#local-operator-pages), shown as LINE would:
 * served by the local server only (local/server.ts), never by the deployed function. The pushes are the
 * stand-in's records in _lineLocal (adapters/line/local.ts), so they survive restarts.
 *
 *   GET /_local/line/pushes              users who received pushes (newest activity first)
 *   GET /_local/line/pushes?user=<uid>   that user's chat with the official account, newest last:
 *                                        each Flex bubble drawn from its JSON (title, body, amount, button)
 *   GET /_local/line/pushes.json?user=   {pushes: [{userId, retryKey, at, messages}]} (oldest first)
 *
 * A button's LIFF permanent link (https://liff.line.me/<liffId>/<path>) opens the local web app at
 * <path> as that demo user (?mockUser=<uid>); the real link is shown under the button.
 */
import { Router } from 'express';
import { BRAND_DEFAULTS } from '@common/brand';
import { jstFormat } from '@common/dates';
import type { DocumentStore, FlexComponent, LineMessage } from '../ports';
import { LOCAL_PUSHES, type LocalPush } from '../adapters/line/local';
import { isLocalLineUserId } from '../ids';
import { users } from '../documents/users';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const time = jstFormat({
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const colour = (c: string | undefined) => (c && COLOUR.test(c) ? ` style="color:${c}"` : '');

export interface LinePushPageSettings {
  /** The LIFF permanent link base (config.notify.liffUrl). */
  liffUrl: string;
  /** The local web app (config.stripe.returnBase: WEB_ORIGIN, http://127.0.0.1:5173 by default). */
  webOrigin: string;
}

/** The local web app's address for a LIFF permanent link, as the demo user; other links as they are. */
function localHref(uri: string, userId: string, s: LinePushPageSettings): string {
  const base = s.liffUrl.replace(/\/+$/, '');
  if (uri !== base && !uri.startsWith(`${base}/`)) return /^https?:\/\//.test(uri) ? uri : '#';
  const url = new URL(uri.slice(base.length) || '/', s.webOrigin);
  url.searchParams.set('mockUser', userId);
  return url.toString();
}

function component(c: FlexComponent, userId: string, s: LinePushPageSettings): string {
  switch (c.type) {
    case 'box':
      return `<div class="box ${c.layout}">${c.contents.map((x) => component(x, userId, s)).join('')}</div>`;
    case 'text': {
      const cls = [
        'text',
        `size-${c.size ?? 'md'}`,
        c.weight === 'bold' ? 'bold' : '',
        c.align === 'end' ? 'end' : '',
        c.flex === 0 ? 'fixed' : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `<p class="${cls}"${colour(c.color)}>${escape(c.text)}</p>`;
    }
    case 'button': {
      const bg = c.color && COLOUR.test(c.color) ? ` style="background:${c.color}"` : '';
      return `<a class="button" href="${escape(localHref(c.action.uri, userId, s))}"${bg}>${escape(c.action.label)}</a>
<p class="link">${escape(c.action.uri)}</p>`;
    }
    case 'separator':
      return '<hr>';
  }
}

function message(m: LineMessage, userId: string, s: LinePushPageSettings): string {
  if (m.type === 'text') return `<div class="bubble text-message">${escape(m.text)}</div>`;
  const b = m.contents;
  const parts = [b.header, b.body, b.footer].filter((x) => !!x);
  return `<div class="bubble flex" title="altText: ${escape(m.altText)}">${parts
    .map((p, i) => `<div class="section s${i}">${component(p, userId, s)}</div>`)
    .join('')}</div>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  * { box-sizing: border-box; }
  body { font-family: system-ui, 'Noto Sans CJK JP', sans-serif; margin: 0; color: #1a1a1a; background: #8cabd8; }
  header { position: sticky; top: 0; background: #2b3a55; color: #fff; padding: .75rem 1rem; z-index: 1; }
  header h1 { font-size: 1rem; margin: 0; }
  header p { font-size: .75rem; margin: .25rem 0 0; opacity: .85; }
  header a { color: #fff; }
  main { max-width: 40rem; margin: 0 auto; padding: .75rem .75rem 2rem; }
  .row { display: flex; gap: .5rem; align-items: flex-start; margin: 1rem 0; }
  .avatar { flex: 0 0 2.25rem; height: 2.25rem; border-radius: 50%; background: #06c755; color: #fff; display: grid; place-items: center; font-size: .75rem; font-weight: bold; }
  .who { font-size: .75rem; color: #fff; margin: 0 0 .25rem; }
  .stack { min-width: 0; flex: 1; max-width: 19rem; }
  .bubble { background: #fff; border-radius: 1rem; overflow: hidden; overflow-wrap: anywhere; }
  .text-message { padding: .6rem .8rem; white-space: pre-wrap; font-size: .9rem; }
  .section { padding: 1rem; }
  .section.s1, .section.s2 { padding-top: 0; }
  .box.vertical > * + * { margin-top: .5rem; }
  .box.baseline, .box.horizontal { display: flex; align-items: baseline; gap: .5rem; }
  .box.baseline > .text:not(.fixed), .box.horizontal > .text:not(.fixed) { flex: 1; }
  .text { margin: 0; white-space: pre-wrap; }
  .size-xs { font-size: .7rem; } .size-sm { font-size: .8rem; } .size-md { font-size: .95rem; } .size-lg { font-size: 1.1rem; }
  .bold { font-weight: bold; } .end { text-align: end; }
  hr { border: 0; border-top: 1px solid #e5e5e5; margin: .75rem 0; }
  .button { display: block; min-height: 44px; line-height: 44px; border-radius: .5rem; background: #06c755; color: #fff; text-align: center; text-decoration: none; font-weight: bold; font-size: .9rem; }
  .link { font-size: .65rem; color: #888; margin: .25rem 0 0; overflow-wrap: anywhere; }
  .meta { font-size: .65rem; color: #f4f6fa; margin: .25rem 0 0; }
  .users { list-style: none; padding: 0; margin: 0; background: #fff; border-radius: .75rem; overflow: hidden; }
  .users li + li { border-top: 1px solid #eee; }
  .users a { display: block; min-height: 44px; padding: .75rem 1rem; color: inherit; text-decoration: none; }
  .users strong { display: block; overflow-wrap: anywhere; }
  .users span { font-size: .75rem; color: #666; }
  .empty { background: #fff; border-radius: .75rem; padding: 1rem; }
  .back { display: inline-block; min-height: 44px; line-height: 44px; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

async function pushesOf(store: DocumentStore, userId?: string): Promise<LocalPush[]> {
  const docs = await store.query<LocalPush>(LOCAL_PUSHES, {
    ...(userId ? { where: [['userId', '==', userId]] } : {}),
    orderBy: [['at', 'asc']],
  });
  return docs.map((d) => d.data);
}

async function chat(store: DocumentStore, userId: string, s: LinePushPageSettings): Promise<string> {
  const [pushes, user] = await Promise.all([pushesOf(store, userId), users.get(store, userId)]);
  const who = user?.lineDisplayName || userId;
  const items = pushes.length
    ? pushes
        .map(
          (p) => `<div class="row">
  <div class="avatar" aria-hidden="true">SW</div>
  <div class="stack">
    <p class="who">${escape(BRAND_DEFAULTS.serviceName)}</p>
    ${p.messages.map((m) => message(m, userId, s)).join('\n')}
    <p class="meta"><time datetime="${p.at.toISOString()}">${escape(time(p.at))}</time> · X-Line-Retry-Key ${escape(p.retryKey)}</p>
  </div>
</div>`,
        )
        .join('\n')
    : '<p class="empty">このユーザーへのプッシュはまだありません。</p>';
  return page(
    `${who} のLINE（ローカル）`,
    `<header>
  <h1>${escape(BRAND_DEFAULTS.serviceName)}（${escape(who)} さんのトーク）</h1>
  <p>ローカルのLINEが受け取ったプッシュ ${pushes.length}件（古い順）。実際には送信されていません。<a href="/_local/line/pushes">ユーザー一覧</a> · <a href="">再読み込み</a></p>
</header>
<main>
${items}
</main>
<script>window.scrollTo(0, document.body.scrollHeight);</script>`,
  );
}

async function index(store: DocumentStore): Promise<string> {
  const pushes = await pushesOf(store);
  const byUser = new Map<string, { count: number; last: LocalPush }>();
  for (const p of pushes) byUser.set(p.userId, { count: (byUser.get(p.userId)?.count ?? 0) + 1, last: p });
  const rows = [...byUser.entries()].sort((a, b) => b[1].last.at.getTime() - a[1].last.at.getTime());
  const names = await users.getMany(
    store,
    rows.map(([uid]) => uid),
  );
  const items = rows.length
    ? `<ul class="users">${rows
        .map(([uid, { count, last }], i) => {
          const name = names[i]?.lineDisplayName || uid;
          const alt = last.messages.map((m) => (m.type === 'flex' ? m.altText : m.text)).join(' / ');
          return `<li><a href="/_local/line/pushes?user=${encodeURIComponent(uid)}"><strong>${escape(name)}</strong>
<span>${escape(uid)} · ${count}件 · 最新 ${escape(time(last.at))}「${escape(alt)}」</span></a></li>`;
        })
        .join('\n')}</ul>`
    : '<p class="empty">まだプッシュはありません。お知らせが届く操作（応募、採用、仮払い、納品など）をすると、ここに表示されます。</p>';
  return page(
    'ローカルLINEのプッシュ',
    `<header>
  <h1>ローカルLINEのプッシュ</h1>
  <p>ローカル環境でLINEに送られたプッシュ（ユーザー別、新しい順）。実際には送信されていません。<a href="">再読み込み</a></p>
</header>
<main>
${items}
</main>`,
  );
}

export function localLinePushRoutes(store: DocumentStore, settings: LinePushPageSettings): Router {
  const router = Router();
  const userOf = (q: unknown) => (typeof q === 'string' && isLocalLineUserId(q) ? q : undefined);
  router.get('/_local/line/pushes', async (req, res) => {
    const user = userOf(req.query.user);
    if (req.query.user !== undefined && !user) {
      res
        .status(404)
        .type('html')
        .send(
          page(
            '見つかりません',
            '<main><p class="empty">ユーザーが見つかりません。<a class="back" href="/_local/line/pushes">ユーザー一覧へ</a></p></main>',
          ),
        );
      return;
    }
    res.type('html').send(user ? await chat(store, user, settings) : await index(store));
  });
  router.get('/_local/line/pushes.json', async (req, res) => {
    const user = userOf(req.query.user);
    res.json({ pushes: req.query.user !== undefined && !user ? [] : await pushesOf(store, user) });
  });
  return router;
}
