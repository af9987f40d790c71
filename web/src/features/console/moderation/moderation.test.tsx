/**
 * モデレーション (docs/product/admin.md#moderation): each panel says what the owner or parties will see,
 * asks for the ids and a reason, confirms, posts, and says the outcome or the API's refusal (404, 409).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api/client';
import { openConsole, setUpConsoleTests } from '../testing';
import { moderationApi } from './api';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../../lib/api/admin', () => ({
  ...jest.requireActual('../../../lib/api/admin'),
  adminApi: { me: jest.fn() },
}));
jest.mock('./api', () => ({
  moderationApi: { stopJob: jest.fn(), stopListing: jest.fn(), hideMessage: jest.fn(), hideReview: jest.fn() },
}));

const api = jest.mocked(moderationApi);
const AT = '2026-11-26T01:30:00.000Z';

setUpConsoleTests();

const open = () => openConsole('/console/moderation');

const panel = (name: string) => screen.findByRole('form', { name });
const type = (f: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(f).getByLabelText(label), { target: { value } });
const dialog = () => screen.findByRole('alertdialog');
const confirm = async (label: string) => {
  const d = await dialog();
  await act(async () => fireEvent.click(within(d).getByRole('button', { name: label })));
  return d;
};

describe('モデレーション', () => {
  it('explains that jobs and listings can also be stopped from a user page', async () => {
    open();
    await panel('案件の掲載を停止');
    expect(screen.getByText(/ユーザー検索から開く各ユーザーのページ（案件・出品の一覧）からも停止できます/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ユーザー検索を開く' }).getAttribute('href')).toBe('/console/users');
  });

  it('stops a job: says what the client sees, asks for a reason, confirms, posts and says the outcome', async () => {
    api.stopJob.mockResolvedValue({ id: 'job1', status: 'stopped', moderation: { reason: '規約違反', at: AT } });
    open();
    const f = await panel('案件の掲載を停止');
    expect(within(f).getByText(/「運営により案件の掲載を停止しました」というお知らせ/)).toBeTruthy();
    expect(within(f).getByText(/発注者は自分で再開できません/)).toBeTruthy();
    fireEvent.click(within(f).getByRole('button', { name: '掲載を停止する' }));
    expect(within(f).getByText('案件IDを入力してください')).toBeTruthy();
    expect(within(f).getByText('理由を入力してください')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    type(f, '案件ID', ' job1 ');
    type(f, '理由', ' 規約違反 ');
    expect(within(f).getByLabelText('理由').getAttribute('placeholder')).toBe('理由（監査ログに残ります）');
    fireEvent.click(within(f).getByRole('button', { name: '掲載を停止する' }));
    const d = await dialog();
    expect(within(d).getByText('案件 job1 の掲載を停止しますか？')).toBeTruthy();
    expect(within(d).getByText('規約違反')).toBeTruthy();
    expect(api.stopJob).not.toHaveBeenCalled();
    await confirm('掲載を停止する');
    expect(api.stopJob).toHaveBeenCalledWith('job1', '規約違反');
    expect(await within(f).findByText('案件 job1 の掲載を停止しました（2026年11月26日 10:30）')).toBeTruthy();
    expect((within(f).getByLabelText('案件ID') as HTMLInputElement).value).toBe('');
  });

  it("shows the API's 409 for a job already stopped, and keeps what was typed", async () => {
    api.stopJob.mockRejectedValue(new ApiRequestError(409, 'conflict', 'この案件はすでに運営により停止されています'));
    open();
    const f = await panel('案件の掲載を停止');
    type(f, '案件ID', 'job1');
    type(f, '理由', '重複');
    fireEvent.click(within(f).getByRole('button', { name: '掲載を停止する' }));
    await confirm('掲載を停止する');
    expect(await within(f).findByText('この案件はすでに運営により停止されています')).toBeTruthy();
    expect((within(f).getByLabelText('案件ID') as HTMLInputElement).value).toBe('job1');
  });

  it('stops a listing and says the outcome; a 404 is said too', async () => {
    api.stopListing
      .mockRejectedValueOnce(new ApiRequestError(404, 'not_found', '出品が見つかりません'))
      .mockResolvedValueOnce({ id: 'lst1', status: 'stopped', moderation: { reason: '不適切な画像', at: AT } });
    open();
    const f = await panel('出品の掲載を停止');
    expect(within(f).getByText(/「運営により出品の掲載を停止しました」というお知らせ/)).toBeTruthy();
    type(f, '出品ID', 'lstX');
    type(f, '理由', '不適切な画像');
    fireEvent.click(within(f).getByRole('button', { name: '掲載を停止する' }));
    expect(within(await dialog()).getByText('出品 lstX の掲載を停止しますか？')).toBeTruthy();
    await confirm('掲載を停止する');
    expect(await within(f).findByText('出品が見つかりません')).toBeTruthy();
    type(f, '出品ID', 'lst1');
    fireEvent.click(within(f).getByRole('button', { name: '掲載を停止する' }));
    await confirm('掲載を停止する');
    expect(api.stopListing).toHaveBeenLastCalledWith('lst1', '不適切な画像');
    expect(await within(f).findByText('出品 lst1 の掲載を停止しました（2026年11月26日 10:30）')).toBeTruthy();
  });

  it('hides a message by room and number: checks the number, posts it and says what the parties read', async () => {
    api.hideMessage.mockResolvedValue({
      roomId: 'c1',
      seq: 12,
      hidden: true,
      text: 'このメッセージは運営により非表示になりました',
    });
    open();
    const f = await panel('メッセージを非表示');
    expect(within(f).getByText(/当事者へのお知らせは送られません/)).toBeTruthy();
    type(f, 'ルームID（契約ID）', 'c1');
    type(f, 'メッセージ番号', '0');
    type(f, '理由', '個人の連絡先');
    fireEvent.click(within(f).getByRole('button', { name: '非表示にする' }));
    expect(within(f).getByText('メッセージ番号は1以上の整数で入力してください')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    type(f, 'メッセージ番号', '12');
    fireEvent.click(within(f).getByRole('button', { name: '非表示にする' }));
    expect(within(await dialog()).getByText('ルーム c1 のメッセージ 12 を非表示にしますか？')).toBeTruthy();
    await confirm('非表示にする');
    expect(api.hideMessage).toHaveBeenCalledWith('c1', 12, '個人の連絡先');
    expect(
      await within(f).findByText(
        'ルーム c1 のメッセージ 12 を非表示にしました。当事者には「このメッセージは運営により非表示になりました」と表示されます',
      ),
    ).toBeTruthy();
  });

  it("shows the API's 409 for a system message", async () => {
    api.hideMessage.mockRejectedValue(new ApiRequestError(409, 'conflict', 'システムメッセージは非表示にできません'));
    open();
    const f = await panel('メッセージを非表示');
    type(f, 'ルームID（契約ID）', 'c1');
    type(f, 'メッセージ番号', '1');
    type(f, '理由', '確認');
    fireEvent.click(within(f).getByRole('button', { name: '非表示にする' }));
    await confirm('非表示にする');
    expect(await within(f).findByText('システムメッセージは非表示にできません')).toBeTruthy();
  });

  it('hides a review by its id: checks the id, says what the parties see, posts it and says the outcome', async () => {
    api.hideReview.mockResolvedValue({ id: 'c1_client', hidden: true, moderation: { reason: '個人への中傷', at: AT } });
    open();
    const f = await panel('評価を非表示');
    expect(within(f).getByText(/平均と件数からも外れます/)).toBeTruthy();
    type(f, '評価ID', 'c1');
    type(f, '理由', '個人への中傷');
    fireEvent.click(within(f).getByRole('button', { name: '非表示にする' }));
    expect(within(f).getByText(/評価IDは「契約ID_client」/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    type(f, '評価ID', 'c1_client');
    fireEvent.click(within(f).getByRole('button', { name: '非表示にする' }));
    expect(within(await dialog()).getByText('評価 c1_client を非表示にしますか？')).toBeTruthy();
    await confirm('非表示にする');
    expect(api.hideReview).toHaveBeenCalledWith('c1_client', '個人への中傷');
    expect(await within(f).findByText(/^評価 c1_client を非表示にしました（/)).toBeTruthy();
  });

  it("shows the API's 409 for a review hidden already", async () => {
    api.hideReview.mockRejectedValue(new ApiRequestError(409, 'conflict', 'この評価はすでに非表示です'));
    open();
    const f = await panel('評価を非表示');
    type(f, '評価ID', 'c1_worker');
    type(f, '理由', '確認');
    fireEvent.click(within(f).getByRole('button', { name: '非表示にする' }));
    await confirm('非表示にする');
    expect(await within(f).findByText('この評価はすでに非表示です')).toBeTruthy();
  });
});
