/**
 * The local hosted checkout page (docs/product/admin.md#local-operator-pages): what Stripe Checkout is in
 * production, served by the local server only (local/server.ts), never by the deployed function.
 *
 *   GET  /_local/stripe/checkout/:sessionId   a small Japanese card form for the session
 *   POST /_local/stripe/checkout/:sessionId   card=<number>: 4242 4242 4242 4242 pays (the fake sends
 *        checkout.session.completed to the webhook and waits for its answer, then 303 to the
 *        success URL); 4000 0000 0000 0002 is declined (402, the form again with the error)
 */
import express, { Router } from 'express';
import { LocalStripe, type LocalCheckoutSession } from '../adapters/stripe/local';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

function page(s: LocalCheckoutSession, error?: string): string {
  const open = s.status === 'open';
  const body = open
    ? `<form method="post">
  <label for="card">カード番号</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required maxlength="23">
  ${error ? `<p role="alert" class="error">${escape(error)}</p>` : ''}
  <button type="submit">${escape(yen(s.amount_total))}を支払う</button>
</form>
<p class="hint">テスト用カード：4242 4242 4242 4242（成功）／4000 0000 0000 0002（拒否）。有効期限・セキュリティコードは不要です。</p>
<p><a href="${escape(s.cancel_url)}">支払わずに戻る</a></p>`
    : `<p role="alert" class="error">${s.status === 'complete' ? 'このお支払いは完了しています。' : 'このお支払いページは有効期限が切れました。アプリからもう一度お試しください。'}</p>
<p><a href="${escape(s.status === 'complete' ? s.success_url : s.cancel_url)}">アプリに戻る</a></p>`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>お支払い（ローカル）</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 28rem; padding: 1rem; color: #1a1a1a; }
  .note { color: #555; font-size: .875rem; }
  .amount { font-size: 1.75rem; font-weight: bold; margin: .25rem 0 1rem; }
  label { display: block; font-size: .875rem; margin-bottom: .25rem; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; font-size: 1rem; padding: .5rem; border: 1px solid #bbb; border-radius: .375rem; }
  button { width: 100%; min-height: 44px; margin-top: 1rem; font-size: 1rem; color: #fff; background: #635bff; border: 0; border-radius: .375rem; }
  .error { color: #c0262d; font-weight: bold; }
  .hint { color: #555; font-size: .8125rem; }
  a { display: inline-block; min-height: 44px; line-height: 44px; }
</style>
</head>
<body>
<p class="note">ローカル環境のお支払いページです（実際の決済は行われません）。</p>
<h1>${escape(s.product_name)}</h1>
<p class="amount">${escape(yen(s.amount_total))}</p>
${body}
</body>
</html>`;
}

export function localCheckoutRoutes(stripe: LocalStripe): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  const load = async (id: string) => {
    try {
      return await stripe.session(id);
    } catch {
      return null;
    }
  };

  router.get('/_local/stripe/checkout/:id', async (req, res) => {
    const s = await load(req.params.id);
    if (!s) return void res.status(404).type('html').send('<p>お支払いページが見つかりません</p>');
    res.type('html').send(page(s));
  });

  router.post('/_local/stripe/checkout/:id', form, async (req, res) => {
    const card = typeof req.body?.card === 'string' ? (req.body.card as string) : '';
    const r = await stripe.payCheckoutSession(req.params.id, card);
    if (r.ok) {
      // As with Stripe, the webhook lands (here: is answered) before the browser is back.
      await stripe.flush();
      return void res.redirect(303, r.session.success_url);
    }
    const s = await load(req.params.id);
    if (!s) return void res.status(404).type('html').send('<p>お支払いページが見つかりません</p>');
    res.status(402).type('html').send(page(s, r.message));
  });
  return router;
}
