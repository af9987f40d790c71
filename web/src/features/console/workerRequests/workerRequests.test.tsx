/**
 * 受注者申請 (docs/product/admin.md#worker-approval): the pending queue with who asked and what they
 * wrote; approving confirms and removes the row; declining needs the reason the user reads; the API's
 * refusals (409) are said on the page; the decided requests show the decision.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWorkerRequest } from '@common/workerAccess';
import { ApiRequestError } from '../../../lib/api/client';
import { openConsole, setUpConsoleTests } from '../testing';
import { workerRequestsApi } from './api';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../../lib/api/admin', () => ({
  ...jest.requireActual('../../../lib/api/admin'),
  adminApi: { me: jest.fn() },
}));
jest.mock('./api', () => ({ workerRequestsApi: { list: jest.fn(), approve: jest.fn(), decline: jest.fn() } }));

const api = jest.mocked(workerRequestsApi);

const request = (more: Partial<AdminWorkerRequest> = {}): AdminWorkerRequest => ({
  userId: 'U100',
  lineDisplayName: '山田 花子',
  company: 'サロン花',
  occupation: 'フォトグラファー',
  introduction: 'サロン撮影を5年続けています。\nヘアカタログが得意です。',
  link: 'https://example.com/hanako',
  status: 'pending',
  requestedAt: '2026-11-20T01:30:00.000Z',
  decidedAt: null,
  decidedBy: null,
  declineReason: null,
  ...more,
});
const HANAKO = request();
const TARO = request({ userId: 'U200', lineDisplayName: '佐藤 太郎', link: 'https://instagram.com/taro', company: null });
const page = (items: AdminWorkerRequest[], nextCursor: string | null = null) => ({ items, nextCursor });

setUpConsoleTests();

const open = (path = '/console/worker-requests') => openConsole(path);

const card = (name: string) => screen.findByRole('article', { name: `${name}さんの申請` });
const dialog = () => screen.findByRole('alertdialog');

describe('受注者申請', () => {
  it('lists the pending requests: name to the user page, occupation, the whole introduction, the link in a new tab, the date', async () => {
    api.list.mockResolvedValue(page([HANAKO, TARO]));
    open();
    const row = await card('山田 花子');
    expect(api.list).toHaveBeenCalledWith('pending', null, expect.any(AbortSignal));
    expect(within(row).getByRole('link', { name: '山田 花子' }).getAttribute('href')).toBe('/console/users/U100');
    expect(within(row).getByText('フォトグラファー')).toBeTruthy();
    expect(within(row).getByText('サロン花')).toBeTruthy();
    expect(within(row).getByText(/ヘアカタログが得意です。/).textContent).toBe(HANAKO.introduction);
    const link = within(row).getByRole('link', { name: 'https://example.com/hanako' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(row).getByText('申請：2026年11月20日 10:30')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '承認する' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '見送る' })).toBeTruthy();
    expect(await card('佐藤 太郎')).toBeTruthy();
    expect(screen.getByRole('button', { name: '審査待ち' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads more pages', async () => {
    api.list.mockResolvedValueOnce(page([HANAKO], 'c1')).mockResolvedValueOnce(page([TARO]));
    open();
    await card('山田 花子');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'もっと見る' })));
    expect(await card('佐藤 太郎')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith('pending', 'c1', expect.any(AbortSignal));
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
  });

  it('says when nothing waits', async () => {
    api.list.mockResolvedValue(page([]));
    open();
    expect(await screen.findByText('審査待ちの申請はありません')).toBeTruthy();
  });

  it('approves after the confirmation: posts it, the row leaves the list and the outcome is said', async () => {
    api.list.mockResolvedValueOnce(page([HANAKO, TARO])).mockResolvedValue(page([TARO]));
    api.approve.mockResolvedValue({ ...HANAKO, status: 'approved', decidedAt: '2026-11-26T00:00:00.000Z' });
    open();
    fireEvent.click(within(await card('山田 花子')).getByRole('button', { name: '承認する' }));
    const d = await dialog();
    expect(within(d).getByText('山田 花子さんを受注者として承認しますか？')).toBeTruthy();
    expect(api.approve).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '承認する' })));
    expect(api.approve).toHaveBeenCalledWith('U100');
    expect(await screen.findByText('山田 花子さんを受注者として承認しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: '山田 花子さんの申請' })).toBeNull());
    expect(screen.getByRole('article', { name: '佐藤 太郎さんの申請' })).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it('declines only with a reason, says it is shown to the user, and posts it', async () => {
    api.list.mockResolvedValueOnce(page([HANAKO])).mockResolvedValue(page([]));
    api.decline.mockResolvedValue({ ...HANAKO, status: 'declined', declineReason: '作品を確認できませんでした' });
    open();
    const row = await card('山田 花子');
    fireEvent.click(within(row).getByRole('button', { name: '見送る' }));
    const form = within(row).getByRole('form', { name: '山田 花子さんの申請を見送る' });
    expect(within(form).getByText(/理由は申請者に表示されます/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '見送りを送る' }));
    expect(await within(form).findByText('理由を入力してください')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('理由'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: '見送りを送る' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(within(form).getByLabelText('理由'), { target: { value: ' 作品を確認できませんでした ' } });
    fireEvent.click(within(form).getByRole('button', { name: '見送りを送る' }));
    const d = await dialog();
    expect(within(d).getByText('山田 花子さんの申請を見送りますか？')).toBeTruthy();
    expect(within(d).getByText('作品を確認できませんでした')).toBeTruthy();
    expect(api.decline).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '見送る' })));
    expect(api.decline).toHaveBeenCalledWith('U100', '作品を確認できませんでした');
    expect(await screen.findByText('山田 花子さんの申請を見送りました')).toBeTruthy();
    expect(await screen.findByText('審査待ちの申請はありません')).toBeTruthy();
  });

  it('shows the 409 of a request another admin already decided, and refreshes the list', async () => {
    api.list.mockResolvedValueOnce(page([HANAKO])).mockResolvedValue(page([]));
    api.approve.mockRejectedValue(new ApiRequestError(409, 'conflict', 'この申請は審査待ちではありません'));
    open();
    fireEvent.click(within(await card('山田 花子')).getByRole('button', { name: '承認する' }));
    await act(async () => fireEvent.click(within(await dialog()).getByRole('button', { name: '承認する' })));
    expect(await screen.findByText('山田 花子さん：この申請は審査待ちではありません')).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it('shows the decided ones with the decision, the reason and when', async () => {
    api.list.mockImplementation((status) =>
      Promise.resolve(
        status === 'declined'
          ? page([
              request({
                status: 'declined',
                decidedAt: '2026-11-25T03:00:00.000Z',
                decidedBy: 'Uadmin2',
                declineReason: '作品を確認できませんでした',
              }),
            ])
          : page([]),
      ),
    );
    open();
    expect(await screen.findByText('審査待ちの申請はありません')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '見送り' })));
    const row = await card('山田 花子');
    expect(api.list).toHaveBeenLastCalledWith('declined', null, expect.any(AbortSignal));
    expect(window.location.search).toBe('?status=declined');
    const decision = within(row).getByTestId('decision');
    expect(within(decision).getByText('見送り（2026年11月25日 12:00）')).toBeTruthy();
    expect(within(decision).getByText('理由：作品を確認できませんでした')).toBeTruthy();
    expect(within(decision).getByText('Uadmin2')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '承認する' })).toBeNull();
  });
});
