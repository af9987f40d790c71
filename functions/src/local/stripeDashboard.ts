/**
 * The local stand-in of the platform operator's Stripe Dashboard: what the operator (refunds,
 * deleting a connected account) and a card holder (a dispute) do in Stripe, outside the app, so
 * that a local try-out can play them. Served by the local server only (local/server.ts), never by
 * the deployed function.
 *
 *   GET  /_local/stripe/payments                       the platform's charges, newest first (amount,
 *        date in JST, contract, card, refunds, dispute), and the connected accounts
 *   POST /_local/stripe/payments/:chargeId/refund      amount=<whole yen, 1..what is left>: a partial refund
 *   POST /_local/stripe/payments/:chargeId/refund-all  a full refund (of what is left)
 *   POST /_local/stripe/payments/:chargeId/dispute     the card holder disputes the charge
 *   POST /_local/stripe/accounts/:accountId/delete     the platform deletes a connected account
 *   POST /_local/stripe/accounts/:accountId/payout     the account's automatic payout, now: its available
 *        balance to its bank (payout.created; arrival the next business day)
 *   POST /_local/stripe/payouts/:payoutId/paid         the bank took the payout (payout.paid)
 *   POST /_local/stripe/payouts/:payoutId/failed       the bank refused it (payout.failed; the money goes
 *        back to the account's balance and rides its next payout)
 * Each action sends the event Stripe would send (charge.refunded, charge.dispute.created, payout.*) to
 * the app's webhook and waits for its answer, then 303 back to the list. Bad input, or an action the
 * stand-in refuses as Stripe would, is a 400: the list again with a Japanese alert; nothing changes.
 * A POST from another site (Origin / Sec-Fetch-Site) is refused (403).
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import {
  LocalStripe,
  LocalStripeError,
  type LocalCharge,
  type LocalPayout,
  type LocalStripeAccount,
} from '../adapters/stripe/local';
import type { BankPayoutStatus } from '../ports/stripe';
import { localReturnUrl } from './stripeOnboarding';
import { jstFormat } from '@common/dates';
import { escape, jst, localPage, yen } from './pageKit';

export const PAYMENTS_PATH = '/_local/stripe/payments';

/** The stand-in's ids (ch_/acct_ + hex) and the demo seed's (ch_democontract07, acct_1DemoSatoKenta0). */
const CHARGE_ID = /^ch_[A-Za-z0-9]{1,64}$/;
const ACCOUNT_ID = /^acct_[A-Za-z0-9]{1,64}$/;
const PAYOUT_ID = /^po_[A-Za-z0-9]{1,64}$/;

/** A connected account with its balance and bank payouts, as the page lists it. */
type Account = LocalStripeAccount & { id: string; available: number; pending: number; payouts: LocalPayout[] };

const PAYOUT_LABEL: Record<BankPayoutStatus, string> = {
  pending: '入金準備中',
  in_transit: '銀行へ送金中',
  paid: '入金済み',
  failed: '入金失敗',
  canceled: '取り消し',
};

const day = jstFormat({ year: 'numeric', month: 'long', day: 'numeric' });

const BRAND: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
  discover: 'Discover',
};

const left = (c: LocalCharge) => c.amount - c.amount_refunded;

export const MESSAGES = {
  chargeMissing: '支払いが見つかりません。一覧を更新してください。',
  accountMissing: '連結アカウントが見つかりません（削除済みの可能性があります）。',
  amount: '返金額は1円以上の整数（半角数字、円単位）で入力してください。',
  tooLarge: (max: number) => `返金額は返金できる残りの金額（${yen(max)}）以内で入力してください。`,
  alreadyRefunded: 'この支払いはすでに全額返金されています。',
  disputedRefund: '異議申し立て中の支払いは返金できません。',
  alreadyDisputed: 'この支払いはすでに異議申し立て中です。',
  refundedDispute: '全額返金済みの支払いには異議申し立てを発生させられません。',
  noFunds: '入金できる残高がありません。',
  payoutsDisabled: 'このアカウントはまだ入金を受け取れません（登録未完了）。',
  payoutMissing: '入金が見つかりません。一覧を更新してください。',
  payoutDone: 'この入金の状態はもう変えられません。',
  crossSite: '他のサイトからの操作は受け付けません。',
  badForm: 'フォームの内容を読み取れませんでした。',
  failed: (code: string) => `操作できませんでした（${code}）。`,
};

const STYLE = `<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 36rem; padding: 1rem; color: #1a1a1a; }
  .note { color: #555; font-size: .875rem; }
  h1 { font-size: 1.375rem; }
  h2 { font-size: 1.0625rem; margin-top: 1.75rem; }
  label { display: block; font-size: .875rem; margin: .75rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; font-size: 1rem; padding: .5rem; border: 1px solid #bbb; border-radius: .375rem; }
  button { width: 100%; min-height: 44px; margin-top: .5rem; font-size: 1rem; color: #fff; background: #635bff; border: 0; border-radius: .375rem; }
  button.secondary { color: #635bff; background: #fff; border: 1px solid #635bff; }
  button.danger { color: #c0262d; background: #fff; border: 1px solid #c0262d; }
  .row { display: flex; gap: .5rem; align-items: flex-end; }
  .row > input { flex: 1; }
  .row > button { width: auto; flex: none; padding: 0 1rem; }
  .error { color: #c0262d; font-weight: bold; }
  .hint { color: #555; font-size: .8125rem; }
  .badge { display: inline-block; font-size: .8125rem; font-weight: bold; padding: .125rem .5rem; border-radius: 1rem; margin-right: .25rem; }
  .badge.warn { color: #8a4b00; background: #fff3d6; }
  .badge.gray { color: #444; background: #eee; }
  .badge.ok { color: #1a7f37; background: #e6f4ea; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: .5rem 0; }
  dt { color: #555; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ul.list { list-style: none; padding: 0; margin: 0; }
  ul.list > li { border-bottom: 1px solid #e5e5e5; padding: 1rem 0; }
  .amount { font-size: 1.25rem; font-weight: bold; }
  a { display: inline-block; min-height: 44px; line-height: 44px; }
  h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
  .payout { border-top: 1px dashed #ddd; padding: .5rem 0; }
</style>`;

const html = (title: string, body: string) => localPage(title, STYLE, body);

function chargeItem(c: LocalCharge): string {
  const remaining = left(c);
  const contract = c.metadata?.contractId ?? c.transfer_group;
  const card = c.payment_method_details?.card;
  const badges = [
    c.disputed ? '<span class="badge warn">異議申し立て中</span>' : '',
    c.refunded ? '<span class="badge gray">全額返金済み</span>' : '',
  ].join('');
  const base = `${PAYMENTS_PATH}/${encodeURIComponent(c.id)}`;
  let actions: string;
  if (c.refunded) actions = '';
  else if (c.disputed) actions = '<p class="hint">異議申し立て中のため返金できません。</p>';
  else {
    actions = `<form method="post" action="${escape(base)}/refund">
  <label for="amount-${escape(c.id)}">一部返金（円、1〜${escape(remaining.toLocaleString('ja-JP'))}）</label>
  <div class="row">
    <input id="amount-${escape(c.id)}" name="amount" type="number" inputmode="numeric" min="1" max="${remaining}" step="1" required>
    <button type="submit">一部返金</button>
  </div>
</form>
<form method="post" action="${escape(base)}/refund-all" onsubmit="return confirm('${escape(yen(remaining))}を返金しますか？')">
  <button type="submit" class="secondary">全額返金（${escape(yen(remaining))}）</button>
</form>
<form method="post" action="${escape(base)}/dispute">
  <button type="submit" class="danger">異議申し立てを発生させる</button>
</form>`;
  }
  return `<li>
${badges ? `<div>${badges}</div>` : ''}
<p class="amount">${escape(yen(c.amount))}</p>
<dl>
  <dt>日時</dt><dd>${escape(jst(new Date(c.created * 1000)))}</dd>
  <dt>契約</dt><dd>${escape(contract ?? '―')}</dd>
  <dt>カード</dt><dd>${card ? `${escape(BRAND[card.brand] ?? card.brand)} •••• ${escape(card.last4)}` : '―'}</dd>
  <dt>返金済み</dt><dd>${escape(yen(c.amount_refunded))}</dd>
  <dt>ID</dt><dd>${escape(c.id)}</dd>
</dl>
${actions}
</li>`;
}

/** One bank payout of an account (a div: the page's list items are the charges and accounts). */
function payoutItem(p: LocalPayout): string {
  const base = `/_local/stripe/payouts/${escape(encodeURIComponent(p.id))}`;
  const badge = p.status === 'paid' ? 'ok' : p.status === 'failed' || p.status === 'canceled' ? 'warn' : 'gray';
  const actions = [
    p.status === 'pending' || p.status === 'in_transit'
      ? `<form method="post" action="${base}/paid"><button type="submit" class="secondary">入金完了にする</button></form>`
      : '',
    // Stripe reports some payouts paid that the bank refuses later.
    p.status === 'pending' || p.status === 'in_transit' || p.status === 'paid'
      ? `<form method="post" action="${base}/failed"><button type="submit" class="danger">入金失敗にする（口座解約）</button></form>`
      : '',
  ].join('');
  return `<div class="payout" data-payout="${escape(p.id)}">
<div><span class="badge ${badge}">${escape(PAYOUT_LABEL[p.status])}</span> ${escape(yen(p.amount))}</div>
<dl>
  <dt>入金予定日</dt><dd>${escape(day(new Date(p.arrival_date * 1000)))}</dd>
  <dt>入金 ID</dt><dd>${escape(p.id)}</dd>
</dl>
${actions}
</div>`;
}

function accountItem(a: Account): string {
  const state = a.deleted
    ? '<span class="badge gray">削除済み</span>'
    : a.payoutsEnabled
      ? '<span class="badge ok">入金可能</span>'
      : '<span class="badge warn">登録未完了</span>';
  const id = escape(encodeURIComponent(a.id));
  const payNow =
    a.deleted || !a.payoutsEnabled || a.available <= 0
      ? ''
      : `<form method="post" action="/_local/stripe/accounts/${id}/payout">
  <button type="submit">今すぐ銀行口座へ入金（${escape(yen(a.available))}）</button>
</form>
<p class="hint">入金スケジュールによる自動入金を、今すぐ行います（入金予定日は翌営業日）。</p>`;
  const form = a.deleted
    ? ''
    : `<form method="post" action="/_local/stripe/accounts/${id}/delete" onsubmit="return confirm('このアカウントを削除しますか？')">
  <button type="submit" class="danger">アカウントを削除</button>
</form>`;
  return `<li>
<div>${state}</div>
<dl>
  <dt>ID</dt><dd>${escape(a.id)}</dd>
  ${a.metadata?.uid ? `<dt>ユーザー</dt><dd>${escape(a.metadata.uid)}</dd>` : ''}
  ${a.email ? `<dt>メール</dt><dd>${escape(a.email)}</dd>` : ''}
  ${a.created ? `<dt>作成</dt><dd>${escape(jst(new Date(a.created * 1000)))}</dd>` : ''}
  <dt>入金可能残高</dt><dd>${escape(yen(a.available))}</dd>
  ${a.pending ? `<dt>保留中</dt><dd>${escape(yen(a.pending))}</dd>` : ''}
</dl>
${payNow}
${a.payouts.length ? `<h3>銀行口座への入金</h3>\n${a.payouts.map(payoutItem).join('\n')}` : ''}
${form}
</li>`;
}

function page(charges: LocalCharge[], accounts: Account[], alert?: string): string {
  return html(
    'Stripe ダッシュボード（運営）',
    `<p class="note">ローカル環境の Stripe ダッシュボードの代わりです（運営者向け。実際の返金・送金は行われません）。</p>
<h1>Stripe ダッシュボード（運営）</h1>
${alert ? `<p role="alert" class="error">${escape(alert)}</p>` : ''}
<p class="hint">ここでの返金や異議申し立ては、アプリの外で起きたこととして Stripe と同じ Webhook がアプリに届きます。アプリは契約を保留にし、管理者の判断を待ちます。</p>
<h2>支払い</h2>
${charges.length ? `<ul class="list">${charges.map(chargeItem).join('\n')}</ul>` : '<p class="hint">まだ支払いはありません。</p>'}
<h2>連結アカウント</h2>
<p class="hint">報酬の送金はワーカーの連結アカウントの残高に入り、入金スケジュール（日本では毎週金曜日）に銀行口座へ入金されます。ここでは入金を今すぐ行い、その結果（入金完了・失敗）を Stripe と同じ Webhook でアプリに届けられます。</p>
${accounts.length ? `<ul class="list">${accounts.map(accountItem).join('\n')}</ul>` : '<p class="hint">連結アカウントはありません。</p>'}`,
  );
}

/** The refund amount of the form: whole yen, half- or full-width digits; null when it is not one. */
export function readAmount(body: unknown): number | null {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).amount : undefined;
  if (typeof raw !== 'string') return null;
  const v = raw.normalize('NFKC').trim();
  if (!/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 ? n : null;
}

type Kind = 'refund' | 'dispute' | 'account' | 'payout';

/** What the stand-in's refusal means, in Japanese (its own messages are Stripe's, in English). */
function refusal(e: LocalStripeError, kind: Kind, charge?: LocalCharge): string {
  switch (e.code) {
    case 'resource_missing':
      return kind === 'account' ? MESSAGES.accountMissing : kind === 'payout' ? MESSAGES.payoutMissing : MESSAGES.chargeMissing;
    case 'balance_insufficient':
      return MESSAGES.noFunds;
    case 'payouts_not_allowed':
      return MESSAGES.payoutsDisabled;
    case 'payout_not_updatable':
      return MESSAGES.payoutDone;
    case 'charge_already_refunded':
      return MESSAGES.alreadyRefunded;
    case 'charge_disputed':
      return kind === 'dispute' ? MESSAGES.alreadyDisputed : MESSAGES.disputedRefund;
    case 'amount_too_large':
      return charge ? MESSAGES.tooLarge(left(charge)) : MESSAGES.amount;
    default:
      return MESSAGES.failed(e.code);
  }
}

/** The :id of the path (one string; anything else is no id). */
const idParam = (req: Request): string => {
  const v: unknown = req.params.id;
  return typeof v === 'string' ? v : '';
};

/** A browser POST from a page of another site (the page is on this machine only). */
function crossSite(req: Request): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  return origin !== undefined && origin !== 'null' && localReturnUrl(origin) === null;
}

export function localDashboardRoutes(stripe: LocalStripe): Router {
  const router = Router();
  const parse = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 10 });

  const withMoney = async (a: LocalStripeAccount & { id: string }): Promise<Account> => {
    const [balance, payouts] = await Promise.all([stripe.balance(a.id), stripe.payoutsOf(a.id)]);
    return { ...a, ...balance, payouts };
  };
  const send = async (res: Response, status: number, alert?: string) => {
    const [charges, listed] = await Promise.all([stripe.charges(), stripe.accounts()]);
    const accounts = await Promise.all(listed.map(withMoney));
    res
      .status(status)
      .type('html')
      .send(page(charges, accounts, alert));
  };
  // A body too large or with too many fields is bad input too: the page with the alert, not an error.
  const form = (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (err?: unknown) => (err ? void send(res, 400, MESSAGES.badForm).catch(next) : next()));
  const chargeOf = async (id: string) => (await stripe.charges()).find((c) => c.id === id);

  /**
   * Runs one action: its check (a message refuses it), the stand-in's call, then (the webhook
   * answered) 303 to the list; a refusal of the stand-in is the list with the alert, 400.
   */
  const act = async (
    req: Request,
    res: Response,
    kind: Kind,
    run: () => Promise<string | null | void>,
    charge?: () => Promise<LocalCharge | undefined>,
  ) => {
    if (crossSite(req)) return send(res, 403, MESSAGES.crossSite);
    try {
      const refused = await run();
      if (refused) return send(res, 400, refused);
    } catch (e) {
      if (!(e instanceof LocalStripeError)) throw e;
      return send(res, 400, refusal(e, kind, await charge?.()));
    }
    // As with Stripe, the event lands (here: is answered) before the browser is back.
    await stripe.flush();
    res.redirect(303, PAYMENTS_PATH);
  };

  router.get(PAYMENTS_PATH, async (_req, res) => {
    await send(res, 200);
  });

  router.post(`${PAYMENTS_PATH}/:id/refund`, form, async (req, res) => {
    const id = idParam(req);
    await act(
      req,
      res,
      'refund',
      async () => {
        if (!CHARGE_ID.test(id)) return MESSAGES.chargeMissing;
        const amount = readAmount(req.body);
        if (amount === null) return MESSAGES.amount;
        const charge = await chargeOf(id);
        if (!charge) return MESSAGES.chargeMissing;
        if (charge.refunded) return MESSAGES.alreadyRefunded;
        if (charge.disputed) return MESSAGES.disputedRefund;
        if (amount > left(charge)) return MESSAGES.tooLarge(left(charge));
        await stripe.dashboardRefund(id, amount);
      },
      () => chargeOf(id),
    );
  });

  router.post(`${PAYMENTS_PATH}/:id/refund-all`, form, async (req, res) => {
    const id = idParam(req);
    await act(req, res, 'refund', async () => {
      if (!CHARGE_ID.test(id)) return MESSAGES.chargeMissing;
      await stripe.dashboardRefund(id);
    });
  });

  router.post(`${PAYMENTS_PATH}/:id/dispute`, form, async (req, res) => {
    const id = idParam(req);
    await act(req, res, 'dispute', async () => {
      if (!CHARGE_ID.test(id)) return MESSAGES.chargeMissing;
      const charge = await chargeOf(id);
      if (!charge) return MESSAGES.chargeMissing;
      if (charge.refunded) return MESSAGES.refundedDispute;
      await stripe.openDispute(id);
    });
  });

  router.post('/_local/stripe/accounts/:id/delete', form, async (req, res) => {
    const id = idParam(req);
    await act(req, res, 'account', async () => {
      if (!ACCOUNT_ID.test(id)) return MESSAGES.accountMissing;
      await stripe.deleteAccount(id);
    });
  });

  router.post('/_local/stripe/accounts/:id/payout', form, async (req, res) => {
    const id = idParam(req);
    await act(req, res, 'account', async () => {
      if (!ACCOUNT_ID.test(id)) return MESSAGES.accountMissing;
      await stripe.payOut(id);
    });
  });

  for (const outcome of ['paid', 'failed'] as const) {
    router.post(`/_local/stripe/payouts/:id/${outcome}`, form, async (req, res) => {
      const id = idParam(req);
      await act(req, res, 'payout', async () => {
        if (!PAYOUT_ID.test(id)) return MESSAGES.payoutMissing;
        await stripe.settlePayout(id, outcome, 'account_closed');
      });
    });
  }
  return router;
}
