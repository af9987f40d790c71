/**
 * The local Stripe pages of the payout account (docs/product/admin.md#local-operator-pages): what Stripe's
 * Express onboarding and the Express dashboard are in production, served by the local server only
 * (local/server.ts), never by the deployed function.
 *
 *   GET  /_local/stripe/onboarding/:accountId?return_url=&refresh_url=   a Japanese form imitating
 *        Stripe's onboarding (氏名, 銀行名, 支店コード, 口座番号, 口座名義), prefilled with demo values
 *   POST the same URL: checks the form (400, the form again with the errors), completes the
 *        onboarding (the fake sends account.updated to the webhook and waits for its answer), then
 *        303 to return_url when it is a local address (http(s)://127.0.0.1 or localhost); any other
 *        return_url is not followed: a success page without a link
 *   GET  /_local/stripe/dashboard/:accountId?return=   a stand-in of the Express dashboard: status,
 *        the bank account (masked), the transfers to the account, 「アプリに戻る」
 * An unknown account is a 404 page.
 */
import express, { Router, type Request } from 'express';
import { CONNECT_STATUS_LABEL } from '@common/deal';
import type { BankAccountSummary, ConnectedAccount } from '../ports/stripe';
import { LocalStripe, type LocalTransfer } from '../adapters/stripe/local';
import { escape, jst, localPage, yen } from './pageKit';

/** A return address the local pages may send the browser to: the local web app only. */
export function localReturnUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return null;
  if (url.username || url.password) return null;
  return url.toString();
}

const ACCOUNT_ID = /^acct_[A-Za-z0-9]{1,64}$/;

export interface OnboardingForm {
  name: string;
  bankName: string;
  branchCode: string;
  accountNumber: string;
  holder: string;
}

type Field = keyof OnboardingForm;

/** Demo values, so that a click-through of the demo is one tap. */
export const DEMO_ONBOARDING: OnboardingForm = {
  name: '山田 花子',
  bankName: 'サンプル銀行',
  branchCode: '001',
  accountNumber: '1234567',
  holder: 'ヤマダ ハナコ',
};

const FIELDS: { key: Field; label: string; hint?: string; inputmode?: string; maxlength: number; autocomplete?: string }[] = [
  { key: 'name', label: '氏名', maxlength: 50, autocomplete: 'name' },
  { key: 'bankName', label: '銀行名', maxlength: 40 },
  { key: 'branchCode', label: '支店コード', hint: '3桁の数字', inputmode: 'numeric', maxlength: 3 },
  { key: 'accountNumber', label: '口座番号（普通）', hint: '7桁の数字', inputmode: 'numeric', maxlength: 7 },
  { key: 'holder', label: '口座名義（カナ）', hint: '例：ヤマダ ハナコ', maxlength: 40 },
];

/** Trimmed, NFKC (full-width digits and half-width kana become the usual forms); anything but a string is empty. */
const field = (body: unknown, key: Field): string => {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v.normalize('NFKC').trim().replace(/\s+/g, ' ') : '';
};

/** The form's values and its errors (Japanese, per field); no errors means valid. */
export function readOnboardingForm(body: unknown): { form: OnboardingForm; errors: Partial<Record<Field, string>> } {
  const form: OnboardingForm = {
    name: field(body, 'name'),
    bankName: field(body, 'bankName'),
    branchCode: field(body, 'branchCode'),
    accountNumber: field(body, 'accountNumber'),
    holder: field(body, 'holder'),
  };
  const errors: Partial<Record<Field, string>> = {};
  if (!form.name) errors.name = '氏名を入力してください';
  else if (form.name.length > 50) errors.name = '氏名は50文字以内で入力してください';
  if (!form.bankName) errors.bankName = '銀行名を入力してください';
  else if (form.bankName.length > 40) errors.bankName = '銀行名は40文字以内で入力してください';
  if (!/^\d{3}$/.test(form.branchCode)) errors.branchCode = '支店コードは3桁の数字で入力してください';
  if (!/^\d{7}$/.test(form.accountNumber)) errors.accountNumber = '口座番号は7桁の数字で入力してください';
  if (!form.holder) errors.holder = '口座名義を入力してください';
  else if (!/^[ァ-ヴー・ ().\-/]+$/.test(form.holder) || !/[ァ-ヴ]/.test(form.holder))
    errors.holder = '口座名義はカタカナで入力してください';
  else if (form.holder.length > 40) errors.holder = '口座名義は40文字以内で入力してください';
  return { form, errors };
}

const STYLE = `<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 28rem; padding: 1rem; color: #1a1a1a; }
  .note { color: #555; font-size: .875rem; }
  h1 { font-size: 1.375rem; }
  h2 { font-size: 1.0625rem; margin-top: 1.5rem; }
  label { display: block; font-size: .875rem; margin: 1rem 0 .25rem; }
  .field-hint { color: #555; font-size: .8125rem; margin-left: .25rem; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; font-size: 1rem; padding: .5rem; border: 1px solid #bbb; border-radius: .375rem; }
  input[aria-invalid="true"] { border-color: #c0262d; }
  button { width: 100%; min-height: 44px; margin-top: 1.25rem; font-size: 1rem; color: #fff; background: #635bff; border: 0; border-radius: .375rem; }
  button.secondary { color: #635bff; background: #fff; border: 1px solid #635bff; }
  .error { color: #c0262d; font-weight: bold; }
  .field-error { color: #c0262d; font-size: .875rem; margin: .25rem 0 0; }
  .hint { color: #555; font-size: .8125rem; }
  .ok { color: #1a7f37; font-weight: bold; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0; }
  dt { color: #555; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ul.list { list-style: none; padding: 0; margin: 0; }
  ul.list li { border-bottom: 1px solid #e5e5e5; padding: .75rem 0; }
  .amount { font-weight: bold; }
  a { display: inline-block; min-height: 44px; line-height: 44px; }
</style>`;

const html = (title: string, body: string) => localPage(title, STYLE, body);

const notFound = () => html('見つかりません', '<p role="alert" class="error">口座が見つかりません</p>');

function onboardingPage(
  account: ConnectedAccount,
  form: OnboardingForm,
  errors: Partial<Record<Field, string>>,
  back: string | null,
): string {
  const failed = Object.keys(errors).length > 0;
  const inputs = FIELDS.map((f) => {
    const error = errors[f.key];
    const describedBy = error ? ` aria-invalid="true" aria-describedby="${f.key}-error"` : '';
    return `<label for="${f.key}">${escape(f.label)}${f.hint ? `<span class="field-hint">${escape(f.hint)}</span>` : ''}</label>
  <input id="${f.key}" name="${f.key}" value="${escape(form[f.key])}" maxlength="${f.maxlength}" required${
    f.inputmode ? ` inputmode="${f.inputmode}"` : ''
  }${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''}${describedBy}>
  ${error ? `<p id="${f.key}-error" class="field-error">${escape(error)}</p>` : ''}`;
  }).join('\n  ');
  return html(
    '受取口座の登録',
    `<p class="note">ローカル環境の口座登録ページです（Stripe の本人確認・口座登録の代わり。実際の登録は行われません）。</p>
<h1>受取口座の登録</h1>
${account.detailsSubmitted ? '<p class="hint">この口座はすでに登録されています。送信すると受取口座を更新します。</p>' : ''}
${failed ? '<p role="alert" class="error">入力内容を確認してください</p>' : ''}
<form method="post" novalidate>
  ${inputs}
  <button type="submit">登録する</button>
</form>
${failed ? '' : '<p class="hint">デモ用の値が入力済みです。そのまま「登録する」を押すと登録が完了します。</p>'}
${back ? `<p><a href="${escape(back)}">登録せずにアプリに戻る</a></p>` : ''}`,
  );
}

function donePage(): string {
  return html(
    '受取口座の登録',
    `<h1>受取口座の登録</h1>
<p role="status" class="ok">受取口座を登録しました。</p>
<p>アプリに戻って画面を更新してください。</p>`,
  );
}

const mask = (b: BankAccountSummary) =>
  `${b.bankName} 支店コード${b.branchCode} 普通 ****${b.last4}${b.isDefault ? '（既定）' : ''}`;

function dashboardPage(
  accountId: string,
  account: ConnectedAccount,
  banks: BankAccountSummary[],
  transfers: LocalTransfer[],
  back: string | null,
): string {
  const status = account.payoutsEnabled && account.detailsSubmitted ? 'success' : 'pending';
  const bankList = banks.length
    ? `<ul class="list">${banks.map((b) => `<li>${escape(mask(b))}</li>`).join('')}</ul>`
    : '<p class="hint">受取口座は登録されていません。</p>';
  const transferList = transfers.length
    ? `<ul class="list">${transfers
        .map((t) => {
          const reversed = t.amount_reversed ? `<br><span class="error">取消 ${escape(yen(t.amount_reversed))}</span>` : '';
          return `<li><span class="amount">${escape(yen(t.amount))}</span> ${escape(jst(new Date(t.created * 1000)))}<br><span class="hint">契約 ${escape(t.transfer_group)}</span>${reversed}</li>`;
        })
        .join('')}</ul>`
    : '<p class="hint">まだ入金はありません。</p>';
  const editQuery = back ? `?${new URLSearchParams({ return_url: back, refresh_url: back }).toString()}` : '';
  return html(
    'Express ダッシュボード',
    `<p class="note">ローカル環境の Stripe Express ダッシュボードの代わりです。</p>
<h1>Express ダッシュボード</h1>
<dl>
  <dt>状態</dt><dd>${escape(CONNECT_STATUS_LABEL[status])}${account.payoutsEnabled ? '（入金可能）' : ''}</dd>
  <dt>アカウント</dt><dd>${escape(accountId)}</dd>
</dl>
<h2>受取口座</h2>
${bankList}
<p><a href="/_local/stripe/onboarding/${escape(accountId)}${escape(editQuery)}">受取口座を変更する</a></p>
<h2>入金（送金）</h2>
${transferList}
${
  back
    ? `<p><a href="${escape(back)}">アプリに戻る</a></p>`
    : '<button type="button" class="secondary" onclick="history.back()">アプリに戻る</button>'
}`,
  );
}

export function localOnboardingRoutes(stripe: LocalStripe): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  const load = async (id: string): Promise<ConnectedAccount | null> => {
    if (!ACCOUNT_ID.test(id)) return null;
    try {
      return await stripe.retrieveAccount(id);
    } catch {
      return null;
    }
  };
  const query = (req: Request, name: string) => localReturnUrl(req.query[name]);

  router.get('/_local/stripe/onboarding/:id', async (req, res) => {
    const account = await load(req.params.id);
    if (!account) return void res.status(404).type('html').send(notFound());
    res.type('html').send(onboardingPage(account, DEMO_ONBOARDING, {}, query(req, 'return_url')));
  });

  router.post('/_local/stripe/onboarding/:id', form, async (req, res) => {
    const id = req.params.id;
    const account = await load(id);
    if (!account) return void res.status(404).type('html').send(notFound());
    const back = query(req, 'return_url');
    const { form: values, errors } = readOnboardingForm(req.body);
    if (Object.keys(errors).length)
      return void res
        .status(400)
        .type('html')
        .send(onboardingPage(account, values, errors, back));
    try {
      await stripe.completeOnboarding(id, {
        bankName: values.bankName,
        branchCode: values.branchCode,
        last4: values.accountNumber.slice(-4),
      });
    } catch {
      return void res.status(404).type('html').send(notFound());
    }
    // As with Stripe, account.updated lands (here: is answered) before the browser is back.
    await stripe.flush();
    if (!back) return void res.type('html').send(donePage());
    res.redirect(303, back);
  });

  router.get('/_local/stripe/dashboard/:id', async (req, res) => {
    const id = req.params.id;
    const account = await load(id);
    if (!account) return void res.status(404).type('html').send(notFound());
    const [banks, transfers] = await Promise.all([stripe.listBankAccounts(id), stripe.transfersTo(id)]);
    res.type('html').send(dashboardPage(id, account, banks, transfers, query(req, 'return')));
  });
  return router;
}
