/**
 * ユーザー (docs/product/admin.md#users-and-suspension): the search sends its filters and keeps them in
 * the address, rows open the user's page; the user page shows every section from the API's answer, and
 * its actions (suspend, reinstate, revoke, stop a job) ask a reason, confirm, post it, say the outcome
 * and fetch the page again; an unknown user is said with a way back.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api/client';
import { openConsole, setUpConsoleTests } from '../testing';
import { usersApi } from './api';
import { detail, item } from './fixtures';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../../lib/api/admin', () => ({
  ...jest.requireActual('../../../lib/api/admin'),
  adminApi: { me: jest.fn() },
}));
jest.mock('./api', () => ({
  usersApi: {
    search: jest.fn(),
    get: jest.fn(),
    suspend: jest.fn(),
    reinstate: jest.fn(),
    revokeWorker: jest.fn(),
    stopJob: jest.fn(),
    stopListing: jest.fn(),
  },
}));

const api = jest.mocked(usersApi);
const page = <T,>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });

setUpConsoleTests();

const open = (path: string) => openConsole(path);

const row = (name: string) => screen.findByRole('article', { name });
const dialog = () => screen.findByRole('alertdialog');

describe('ユーザー検索', () => {
  it('lists users with their side, state and registration, each linked to its page', async () => {
    api.search.mockResolvedValue(
      page([
        item(),
        item({ id: 'U200', name: null, lineDisplayName: 'たろう', type: 'worker', suspended: true, company: null, email: null }),
        item({ id: 'U300', name: null, lineDisplayName: 'みどり', type: null, isActive: false, company: null, email: null }),
      ]),
    );
    open('/console/users');
    const hanako = await row('山田花子');
    expect(api.search).toHaveBeenCalledWith({ q: undefined, type: undefined, status: undefined }, null, expect.any(AbortSignal));
    expect(within(hanako).getByRole('link', { name: '山田花子' }).getAttribute('href')).toBe('/console/users/U100');
    expect(within(hanako).getByText('LINE：はなこLINE')).toBeTruthy();
    expect(within(hanako).getByText('発注者')).toBeTruthy();
    expect(within(hanako).getByText('hanako@salon.example.jp')).toBeTruthy();
    expect(within(hanako).getByText('登録：2026年10月1日')).toBeTruthy();
    const taro = await row('たろう');
    expect(within(taro).getByText('利用停止中')).toBeTruthy();
    expect(within(taro).getByText('受注者')).toBeTruthy();
    expect(within(taro).getByRole('link', { name: 'たろう' }).getAttribute('href')).toBe('/console/users/U200');
    const midori = await row('みどり');
    expect(within(midori).getByText('未認証')).toBeTruthy();
    expect(within(midori).getByText('未選択')).toBeTruthy();
  });

  it('sends the words, side and status typed, keeps them in the address, and goes back to the previous search', async () => {
    api.search.mockImplementation((f) => Promise.resolve(page(f.q ? [item({ name: '検索結果の人' })] : [item()])));
    open('/console/users');
    await row('山田花子');
    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: ' 花子 サロン ' } });
    fireEvent.change(screen.getByLabelText('区分'), { target: { value: 'client' } });
    fireEvent.change(screen.getByLabelText('状態'), { target: { value: 'suspended' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '検索' })));
    expect(await row('検索結果の人')).toBeTruthy();
    expect(api.search).toHaveBeenLastCalledWith(
      { q: '花子 サロン', type: 'client', status: 'suspended' },
      null,
      expect.any(AbortSignal),
    );
    const params = new URLSearchParams(window.location.search);
    expect([params.get('q'), params.get('type'), params.get('status')]).toEqual(['花子 サロン', 'client', 'suspended']);

    await act(async () => window.history.back());
    expect(await row('山田花子')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('キーワード') as HTMLInputElement).value).toBe(''));
  });

  it('opens with the search of the address, shown in the form', async () => {
    api.search.mockResolvedValue(page([item()]));
    open('/console/users?q=U100&type=worker&status=unverified');
    await row('山田花子');
    expect(api.search).toHaveBeenCalledWith({ q: 'U100', type: 'worker', status: 'unverified' }, null, expect.any(AbortSignal));
    expect((screen.getByLabelText('キーワード') as HTMLInputElement).value).toBe('U100');
    expect((screen.getByLabelText('区分') as HTMLSelectElement).value).toBe('worker');
    expect((screen.getByLabelText('状態') as HTMLSelectElement).value).toBe('unverified');
  });

  it('loads more, and says when nobody matches', async () => {
    api.search.mockResolvedValueOnce(page([item()], 'c1')).mockResolvedValueOnce(page([item({ id: 'U2', name: '次の人' })]));
    open('/console/users');
    await row('山田花子');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'もっと見る' })));
    expect(await row('次の人')).toBeTruthy();
    expect(api.search).toHaveBeenLastCalledWith(expect.anything(), 'c1', expect.any(AbortSignal));

    api.search.mockResolvedValue(page([]));
    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: '誰もいない' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '検索' })));
    expect(await screen.findByText('該当するユーザーはいません')).toBeTruthy();
  });
});

const section = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;

/** Opens the action's reason form (unless open), types the reason, submits it; answers the confirmation dialog. */
async function askWithReason(scope: HTMLElement, label: string, reason: string) {
  if (!within(scope).queryByRole('form')) fireEvent.click(within(scope).getByRole('button', { name: label }));
  const form = await within(scope).findByRole('form');
  fireEvent.change(within(form).getByLabelText('理由'), { target: { value: reason } });
  fireEvent.click(within(form).getByRole('button', { name: label }));
  return dialog();
}

describe('ユーザーの詳細', () => {
  it('shows every section of the answer', async () => {
    api.get.mockResolvedValue(detail());
    open('/console/users/U100');
    expect(await screen.findByRole('heading', { name: '山田花子', level: 1 })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('U100', expect.any(AbortSignal));
    expect(screen.getByTestId('user-id').textContent).toBe('U100');
    expect(screen.getByRole('button', { name: 'IDをコピー' })).toBeTruthy();
    expect(screen.getByText('受注者承認済み')).toBeTruthy();

    const profile = section('プロフィール');
    expect(within(profile).getByText('はなこLINE')).toBeTruthy();
    expect(within(profile).getByText('株式会社花')).toBeTruthy();
    expect(within(profile).getByText('法人')).toBeTruthy();
    expect(within(profile).getByText(/一行目\s*二行目/)).toBeTruthy();
    expect(within(profile).getByText('人物、商品')).toBeTruthy();
    expect(within(profile).getByText('女性')).toBeTruthy();
    expect(within(section('受注者申請')).getByText('承認済み（2026年10月3日 09:00）')).toBeTruthy();

    const jobs = section('案件');
    const open1 = within(jobs).getByRole('article', { name: '案件「ヘアカタログ撮影」' });
    expect(within(open1).getByText('募集中')).toBeTruthy();
    expect(within(open1).getByText(/報酬 ¥30,000/)).toBeTruthy();
    expect(within(open1).getByRole('button', { name: '掲載を停止' })).toBeTruthy();
    const stopped = within(jobs).getByRole('article', { name: '案件「店内撮影」' });
    expect(within(stopped).getByText(/運営により停止.*規約違反の募集内容/)).toBeTruthy();
    expect(within(stopped).queryByRole('button', { name: '掲載を停止' })).toBeNull();
    expect(within(jobs).getByText('最新50件を表示しています')).toBeTruthy();
    expect(within(section('出品')).getByRole('button', { name: '掲載を停止' })).toBeTruthy();
    expect(within(section('出品')).queryByText('最新50件を表示しています')).toBeNull();
    expect(within(section('応募')).getByRole('link', { name: 'U900' }).getAttribute('href')).toBe('/console/users/U900');

    const contract = within(section('契約')).getByRole('article', { name: '契約「ヘアカタログ撮影」' });
    expect(within(contract).getByText('発注者として')).toBeTruthy();
    expect(within(contract).getByText('納品済み・検収待ち')).toBeTruthy();
    expect(within(contract).getByRole('link', { name: 'U200' }).getAttribute('href')).toBe('/console/users/U200');
    expect(within(contract).getByText('保留中')).toBeTruthy();
    expect(within(contract).getByRole('link', { name: 'お金の確認で判断する' }).getAttribute('href')).toBe('/console/money');
    const payments = section('支払い');
    expect(within(payments).getByText(/金額 ¥30,000/)).toBeTruthy();
    expect(within(payments).getByText('失敗 2回・最後のエラー：card_declined')).toBeTruthy();
    const payouts = section('送金');
    expect(within(payouts).getByText('口座の準備待ち')).toBeTruthy();
    expect(within(payouts).getByText(/報酬 ¥30,000 − 手数料 ¥3,000 = 送金額 ¥27,000/)).toBeTruthy();
    expect(within(payouts).getByText('失敗 1回・最後のエラー：account not ready')).toBeTruthy();
    expect(within(section('監査ログ')).getByText('受注者の承認')).toBeTruthy();
  });

  it('suspends with a reason after saying what happens, says what stopped, and fetches the page again', async () => {
    const suspendedAt = '2026-11-26T01:00:00.000Z';
    api.get
      .mockResolvedValueOnce(detail())
      .mockResolvedValue(detail({ suspended: true, suspension: { reason: '規約違反', at: suspendedAt, by: 'Uadmin' } }));
    api.suspend.mockResolvedValue({
      userId: 'U100',
      suspended: true,
      suspension: { reason: '規約違反', at: suspendedAt, by: 'Uadmin' },
      jobsStopped: 2,
      listingsStopped: 1,
    });
    open('/console/users/U100');
    await screen.findByRole('heading', { name: '山田花子', level: 1 });
    const actions = section('操作');
    fireEvent.click(within(actions).getByRole('button', { name: '利用停止' }));
    fireEvent.click(within(await within(actions).findByRole('form')).getByRole('button', { name: '利用停止' }));
    expect(await within(actions).findByText('理由を入力してください')).toBeTruthy();
    const d = await askWithReason(actions, '利用停止', ' 規約違反 ');
    expect(
      within(d).getByText('公開中の案件と出品は停止され、アプリは使えなくなります。納品済みの仕事の報酬は支払われます。'),
    ).toBeTruthy();
    expect(within(d).getByText('規約違反')).toBeTruthy();
    expect(api.suspend).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '利用停止' })));
    expect(api.suspend).toHaveBeenCalledWith('U100', '規約違反');
    expect(await screen.findByText('利用停止にしました（案件2件・出品1件を停止）')).toBeTruthy();
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(await within(section('操作')).findByRole('button', { name: '利用再開' })).toBeTruthy();
    expect(screen.getByTestId('suspension').textContent).toContain('理由：規約違反');
    expect(screen.getByText('利用停止にしました（案件2件・出品1件を停止）')).toBeTruthy();
  });

  it('reinstates a suspended user', async () => {
    api.get.mockResolvedValueOnce(
      detail({ suspended: true, suspension: { reason: '規約違反', at: '2026-11-20T00:00:00.000Z', by: 'Uadmin' } }),
    );
    api.get.mockResolvedValue(detail());
    api.reinstate.mockResolvedValue({ userId: 'U100', suspended: false, suspension: null, jobsStopped: 0, listingsStopped: 0 });
    open('/console/users/U100');
    await screen.findByRole('heading', { name: '山田花子', level: 1 });
    expect(within(section('操作')).queryByRole('button', { name: '利用停止' })).toBeNull();
    const d = await askWithReason(section('操作'), '利用再開', '確認が取れたため');
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '利用再開' })));
    expect(api.reinstate).toHaveBeenCalledWith('U100', '確認が取れたため');
    expect(await screen.findByText('利用を再開しました')).toBeTruthy();
    expect(await within(section('操作')).findByRole('button', { name: '利用停止' })).toBeTruthy();
  });

  it('revokes an approved worker, and says a refusal', async () => {
    api.get.mockResolvedValue(detail());
    api.revokeWorker
      .mockRejectedValueOnce(new ApiRequestError(409, 'conflict', 'このユーザーは受注者として承認されていません'))
      .mockResolvedValue({ ...detail().workerRequest!, status: 'revoked', declineReason: '作品の無断転載' });
    open('/console/users/U100');
    await screen.findByRole('heading', { name: '山田花子', level: 1 });
    let d = await askWithReason(section('操作'), '受注者の承認を取り消す', '作品の無断転載');
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '受注者の承認を取り消す' })));
    expect(await screen.findByText('このユーザーは受注者として承認されていません')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    d = await askWithReason(section('操作'), '受注者の承認を取り消す', '作品の無断転載');
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '受注者の承認を取り消す' })));
    expect(api.revokeWorker).toHaveBeenLastCalledWith('U100', '作品の無断転載');
    expect(await screen.findByText('受注者の承認を取り消しました')).toBeTruthy();
    expect(api.get.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('offers no revocation to a user who is not an approved worker', async () => {
    api.get.mockResolvedValue(detail({ isWorker: false }));
    open('/console/users/U100');
    await screen.findByRole('heading', { name: '山田花子', level: 1 });
    expect(within(section('操作')).queryByRole('button', { name: '受注者の承認を取り消す' })).toBeNull();
  });

  it('stops a published job with a reason and fetches the page again', async () => {
    const after = detail();
    after.jobs.items[0] = {
      ...after.jobs.items[0],
      status: 'stopped',
      moderated: true,
      moderation: { reason: '不適切な募集', at: '2026-11-26T00:00:00.000Z' },
    };
    api.get.mockResolvedValueOnce(detail()).mockResolvedValue(after);
    api.stopJob.mockResolvedValue({
      id: 'J1',
      status: 'stopped',
      moderation: { reason: '不適切な募集', at: '2026-11-26T00:00:00.000Z' },
    });
    open('/console/users/U100');
    await screen.findByRole('heading', { name: '山田花子', level: 1 });
    const job = within(section('案件')).getByRole('article', { name: '案件「ヘアカタログ撮影」' });
    const d = await askWithReason(job, '掲載を停止', '不適切な募集');
    expect(within(d).getByText('案件「ヘアカタログ撮影」の掲載を停止しますか？')).toBeTruthy();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '掲載を停止' })));
    expect(api.stopJob).toHaveBeenCalledWith('J1', '不適切な募集');
    expect(await screen.findByText('案件「ヘアカタログ撮影」の掲載を停止しました')).toBeTruthy();
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    const stopped = within(section('案件')).getByRole('article', { name: '案件「ヘアカタログ撮影」' });
    expect(await within(stopped).findByText(/運営により停止.*不適切な募集/)).toBeTruthy();
    expect(within(stopped).queryByRole('button', { name: '掲載を停止' })).toBeNull();
    expect(within(stopped).getByText('案件「ヘアカタログ撮影」の掲載を停止しました')).toBeTruthy();
  });

  it('says an unknown user is not found, with a way back to the search', async () => {
    api.get.mockRejectedValue(new ApiRequestError(404, 'not_found', 'ユーザーが見つかりません'));
    open('/console/users/Unobody');
    expect(await screen.findByText('ユーザーが見つかりません')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ユーザー検索へ戻る' }).getAttribute('href')).toBe('/console/users');
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
