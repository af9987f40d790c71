/**
 * お知らせ (docs/product/admin.md#notices): the list of broadcasts with status, audience, when and
 * count; composing with a preview and a confirmation that says whether LINE is used; the body posted
 * with its Idempotency-Key (the same key on a retry after a failure, a new one after success); the
 * scheduled time's rules; cancelling a scheduled one (and its 409).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Broadcast } from '@common/admin';
import { ApiRequestError } from '../../../lib/api/client';
import { openConsole, setUpConsoleTests } from '../testing';
import { noticesApi } from './api';
import { jstLocal } from './model';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../../lib/api/admin', () => ({
  ...jest.requireActual('../../../lib/api/admin'),
  adminApi: { me: jest.fn() },
}));
jest.mock('./api', () => ({ noticesApi: { list: jest.fn(), send: jest.fn(), cancel: jest.fn() } }));

const api = jest.mocked(noticesApi);

const broadcast = (more: Partial<Broadcast> = {}): Broadcast => ({
  id: 'b1',
  status: 'sent',
  queued: 1234,
  audience: 'all',
  userId: null,
  title: 'メンテナンスのお知らせ',
  body: '12月1日 2:00〜4:00 はご利用いただけません。',
  path: null,
  important: true,
  adminId: 'Uadmin',
  createdAt: '2026-11-20T01:00:00.000Z',
  sendAt: null,
  sentAt: '2026-11-20T01:00:05.000Z',
  cancelledAt: null,
  ...more,
});
const SCHEDULED = broadcast({
  id: 'b2',
  status: 'scheduled',
  queued: 0,
  audience: 'workers',
  title: '年末年始の営業について',
  important: false,
  sendAt: '2026-12-01T00:00:00.000Z',
  sentAt: null,
});
const page = (items: Broadcast[], nextCursor: string | null = null) => ({ items, nextCursor });

setUpConsoleTests();

const open = () => openConsole('/console/notices');

const form = () => screen.findByRole('form', { name: 'お知らせを作成' });
const dialog = () => screen.findByRole('alertdialog');
const field = (f: HTMLElement, name: RegExp) => within(f).getByRole('textbox', { name });

/** Taps a card and waits for the radio group to take it. */
async function pick(f: HTMLElement, label: string) {
  fireEvent.click(within(f).getByRole('radio', { name: label }));
  await waitFor(() => expect((within(f).getByRole('radio', { name: label }) as HTMLInputElement).checked).toBe(true));
}

async function compose(values: { title?: string; body?: string; path?: string; audience?: string; important?: boolean }) {
  const f = await form();
  if (values.audience) await pick(f, values.audience);
  fireEvent.change(field(f, /タイトル/), { target: { value: values.title ?? '新機能のお知らせ' } });
  fireEvent.change(field(f, /本文/), { target: { value: values.body ?? '作品集が登録できるようになりました。' } });
  if (values.path !== undefined) fireEvent.change(field(f, /開くページ/), { target: { value: values.path } });
  if (values.important) {
    const box = within(f).getByRole('checkbox', { name: '重要（LINEにも送る）' }) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
  }
  return f;
}
const submit = async (f: HTMLElement, name = '送信する') => {
  await act(async () => fireEvent.click(within(f).getByRole('button', { name })));
};
const confirmIn = async (name = '送信する') => {
  const d = await dialog();
  await act(async () => fireEvent.click(within(d).getByRole('button', { name })));
  return d;
};

describe('お知らせ', () => {
  it('lists the notices newest first with status, audience, when and the count', async () => {
    api.list.mockResolvedValue(
      page([
        SCHEDULED,
        broadcast(),
        broadcast({
          id: 'b3',
          status: 'cancelled',
          audience: 'user',
          userId: 'U9',
          cancelledAt: '2026-11-19T03:00:00.000Z',
          title: '個別のお知らせ',
        }),
      ]),
    );
    open();
    const sched = await screen.findByRole('article', { name: '年末年始の営業について' });
    expect(within(sched).getByText('予約中')).toBeTruthy();
    expect(within(sched).getByText('予約：2026年12月1日 09:00')).toBeTruthy();
    expect(within(sched).getByText(/受注者全員/)).toBeTruthy();
    expect(within(sched).getByRole('button', { name: '予約を取り消す' })).toBeTruthy();
    const sent = screen.getByRole('article', { name: 'メンテナンスのお知らせ' });
    expect(within(sent).getByText('送信済み')).toBeTruthy();
    expect(within(sent).getByText('LINEにも送信')).toBeTruthy();
    expect(within(sent).getByText('配信数：1,234件')).toBeTruthy();
    expect(within(sent).getByText('送信：2026年11月20日 10:00')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: '予約を取り消す' })).toBeNull();
    const one = screen.getByRole('article', { name: '個別のお知らせ' });
    expect(within(one).getByText('取り消し')).toBeTruthy();
    expect(within(one).getByRole('link', { name: 'U9' }).getAttribute('href')).toBe('/console/users/U9');
    const titles = screen.getAllByTestId('broadcast').map((e) => e.getAttribute('aria-label'));
    expect(titles).toEqual(['年末年始の営業について', 'メンテナンスのお知らせ', '個別のお知らせ']);
  });

  it('previews, confirms saying LINE is used, posts the body with a key, says the result and refreshes the list', async () => {
    api.list.mockResolvedValueOnce(page([])).mockResolvedValue(page([broadcast({ id: 'b9', title: '新機能のお知らせ' })]));
    api.send.mockResolvedValue({ id: 'b9', status: 'sent', queued: 12 });
    open();
    const f = await compose({ audience: '発注者全員', path: ' /client/portfolio ', important: true });
    const preview = within(f).getByTestId('notice-preview');
    expect(within(preview).getByText('新機能のお知らせ')).toBeTruthy();
    expect(within(preview).getByText('作品集が登録できるようになりました。')).toBeTruthy();
    expect(within(f).getByText(/「\/client\/portfolio」が開きます。LINEにも「運営からのお知らせ」として届きます/)).toBeTruthy();
    await submit(f);
    const d = await dialog();
    expect(within(d).getByText('発注者全員に送信しますか？')).toBeTruthy();
    expect(within(d).getByText('アプリのお知らせに加えて、LINEにも送ります。')).toBeTruthy();
    expect(within(d).getByText('今すぐ送信します。')).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
    await confirmIn();
    expect(api.send).toHaveBeenCalledTimes(1);
    const [body, key] = api.send.mock.calls[0];
    expect(body).toEqual({
      audience: 'clients',
      title: '新機能のお知らせ',
      body: '作品集が登録できるようになりました。',
      path: '/client/portfolio',
      important: true,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('送信しました（12件）')).toBeTruthy();
    expect(await screen.findByRole('article', { name: '新機能のお知らせ' })).toBeTruthy();
    expect(api.list).toHaveBeenCalledTimes(2);
    expect((field(f, /タイトル/) as HTMLInputElement).value).toBe('');
  });

  it('says when LINE is not used, and leaves out an empty path', async () => {
    api.list.mockResolvedValue(page([]));
    api.send.mockResolvedValue({ id: 'b9', status: 'sending', queued: 400 });
    open();
    const f = await compose({});
    await submit(f);
    const d = await dialog();
    expect(within(d).getByText('全員に送信しますか？')).toBeTruthy();
    expect(within(d).getByText('アプリのお知らせにだけ表示します（LINEには送りません）。')).toBeTruthy();
    await confirmIn();
    expect(api.send.mock.calls[0][0]).toEqual({
      audience: 'all',
      title: '新機能のお知らせ',
      body: '作品集が登録できるようになりました。',
      important: false,
    });
    expect(await screen.findByText('送信を始めました（これまでに400件。残りは自動で送られます）')).toBeTruthy();
  });

  it('resends with the same key after a failure, and uses a new key for the next notice', async () => {
    api.list.mockResolvedValue(page([]));
    api.send
      .mockRejectedValueOnce(new TypeError('通信に失敗しました'))
      .mockResolvedValueOnce({ id: 'b9', status: 'sent', queued: 3 })
      .mockResolvedValueOnce({ id: 'b10', status: 'sent', queued: 3 });
    open();
    const f = await compose({});
    await submit(f);
    await confirmIn();
    expect(await screen.findByText('通信に失敗しました')).toBeTruthy();
    expect((field(f, /タイトル/) as HTMLInputElement).value).toBe('新機能のお知らせ');
    await submit(f);
    await confirmIn();
    expect(await screen.findByText('送信しました（3件）')).toBeTruthy();
    await compose({ title: '次のお知らせ' });
    await submit(f);
    await confirmIn();
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(3));
    const keys = api.send.mock.calls.map((c) => c[1]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(api.send.mock.calls[1][0]).toEqual(api.send.mock.calls[0][0]);
  });

  it('keeps the key when the form is not cleared, and takes a new one when it is', async () => {
    api.list.mockResolvedValue(page([]));
    api.send.mockRejectedValue(new ApiRequestError(409, 'conflict', 'このIdempotency-Keyは別の内容のお知らせに使われています'));
    open();
    let f = await compose({});
    await submit(f);
    await confirmIn();
    expect(await screen.findByText('このIdempotency-Keyは別の内容のお知らせに使われています')).toBeTruthy();
    fireEvent.click(within(f).getByRole('button', { name: '入力をクリア' }));
    f = await compose({});
    await submit(f);
    await confirmIn();
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(2));
    expect(api.send.mock.calls[1][1]).not.toBe(api.send.mock.calls[0][1]);
  });

  it('checks the fields before sending: required, length and the app path', async () => {
    api.list.mockResolvedValue(page([]));
    open();
    const f = await form();
    await submit(f);
    expect(await within(f).findByText('タイトルを入力してください')).toBeTruthy();
    expect(within(f).getByText('本文を入力してください')).toBeTruthy();
    await compose({ title: 'あ'.repeat(61), path: 'https://example.com' });
    await submit(f);
    expect(await within(f).findByText('60文字以内で入力してください')).toBeTruthy();
    expect(within(f).getByText('/client/ または /worker/ で始まるアプリ内のパスを入力してください')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('warns when the path is of the other side than the audience', async () => {
    api.list.mockResolvedValue(page([]));
    open();
    const f = await compose({ audience: '受注者全員', path: '/client/jobs' });
    expect(within(f).getByText(/受注者全員宛てですが、もう一方の区分の画面です/)).toBeTruthy();
  });

  it('schedules only a Japan time a few minutes ahead and within 90 days, and says when it will go', async () => {
    api.list.mockResolvedValue(page([]));
    api.send.mockResolvedValue({ id: 'b9', status: 'scheduled', queued: 0 });
    open();
    const f = await compose({ audience: '受注者全員' });
    await pick(f, '日時を指定');
    const at = () => within(f).getByLabelText(/送信日時（日本時間）/);
    await submit(f, '送信を予約する');
    expect(await within(f).findByText('送信日時を入力してください')).toBeTruthy();
    fireEvent.change(at(), { target: { value: jstLocal(Date.now() + 60_000) } });
    await submit(f, '送信を予約する');
    expect(await within(f).findByText('送信日時は現在から5分以上先を指定してください')).toBeTruthy();
    fireEvent.change(at(), { target: { value: jstLocal(Date.now() + 91 * 86_400_000) } });
    await submit(f, '送信を予約する');
    expect(await within(f).findByText('送信日時は90日以内で指定してください')).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
    fireEvent.change(at(), { target: { value: '2099-01-01T09:00' } });
    await submit(f, '送信を予約する');
    expect(await within(f).findByText('送信日時は90日以内で指定してください')).toBeTruthy();
    const local = jstLocal(Date.now() + 3 * 86_400_000);
    fireEvent.change(at(), { target: { value: local } });
    await submit(f, '送信を予約する');
    const [y, mo, d, h, mi] = local.split(/[-T:]/).map(Number);
    const label = `${y}年${mo}月${d}日 ${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
    const dlg = await dialog();
    expect(within(dlg).getByText('受注者全員に送信しますか？')).toBeTruthy();
    expect(within(dlg).getByText(`${label}（日本時間）に送信します。`)).toBeTruthy();
    await confirmIn('予約する');
    expect(api.send.mock.calls[0][0]).toMatchObject({ audience: 'workers', sendAt: `${local}:00+09:00` });
    expect(await screen.findByText(`${label}に予約しました（受注者全員）`)).toBeTruthy();
  });

  it("shows the API's field message for a time that passed meanwhile", async () => {
    api.list.mockResolvedValue(page([]));
    api.send.mockRejectedValue(
      new ApiRequestError(400, 'invalid_argument', '入力内容を確認してください', {
        sendAt: '送信日時には現在より後の日時を指定してください',
      }),
    );
    open();
    const f = await compose({});
    await pick(f, '日時を指定');
    fireEvent.change(await within(f).findByLabelText(/送信日時（日本時間）/), {
      target: { value: jstLocal(Date.now() + 86_400_000) },
    });
    await submit(f, '送信を予約する');
    await confirmIn('予約する');
    expect(await within(f).findByText('送信日時には現在より後の日時を指定してください')).toBeTruthy();
  });

  it('cancels a scheduled notice after a confirmation and refreshes the list', async () => {
    api.list
      .mockResolvedValueOnce(page([SCHEDULED]))
      .mockResolvedValue(page([{ ...SCHEDULED, status: 'cancelled', cancelledAt: '2026-11-21T00:00:00.000Z' }]));
    api.cancel.mockResolvedValue({ ...SCHEDULED, status: 'cancelled' });
    open();
    const row = await screen.findByRole('article', { name: '年末年始の営業について' });
    fireEvent.click(within(row).getByRole('button', { name: '予約を取り消す' }));
    const d = await dialog();
    expect(within(d).getByText('この予約を取り消しますか？')).toBeTruthy();
    expect(api.cancel).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '予約を取り消す' })));
    expect(api.cancel).toHaveBeenCalledWith('b2');
    expect(await screen.findByText('予約を取り消しました')).toBeTruthy();
    expect(await within(row).findByText('取り消し')).toBeTruthy();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('shows the 409 of a notice that started sending meanwhile', async () => {
    api.list.mockResolvedValue(page([SCHEDULED]));
    api.cancel.mockRejectedValue(
      new ApiRequestError(409, 'conflict', 'このお知らせはすでに送信を始めているため、取り消せません'),
    );
    open();
    const row = await screen.findByRole('article', { name: '年末年始の営業について' });
    fireEvent.click(within(row).getByRole('button', { name: '予約を取り消す' }));
    await act(async () => fireEvent.click(within(await dialog()).getByRole('button', { name: '予約を取り消す' })));
    expect(await within(row).findByText('このお知らせはすでに送信を始めているため、取り消せません')).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });
});
