/**
 * パートナー (docs/product/admin.md#partner-directory): a CSV file is previewed (counts, invalid lines,
 * the accounts it changes) and applied after a confirmation; a broken or oversized file cannot be;
 * single accounts are found, renamed and removed with a reason.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerEntry, PartnerImportPreview, PartnerPage } from '@common/partners';
import { ApiRequestError } from '../../../lib/api/client';
import { openConsole, setUpConsoleTests } from '../testing';
import { partnersApi } from './api';
import { FIX_AND_RETRY, PREVIEW_AGAIN } from './ImportPanel';
import { searchTerm } from './SearchPanel';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../../lib/api/admin', () => ({
  ...jest.requireActual('../../../lib/api/admin'),
  adminApi: { me: jest.fn() },
}));
jest.mock('./api', () => ({
  partnersApi: { preview: jest.fn(), apply: jest.fn(), list: jest.fn(), update: jest.fn(), remove: jest.fn() },
}));

const api = jest.mocked(partnersApi);

const HANA: PartnerEntry = {
  key: 'info_40hana_2Ejp',
  email: 'info@hana.jp',
  companyName: 'サロン花',
  updatedAt: '2026-11-20T01:30:00.000Z',
};
const LUMI: PartnerEntry = { key: 'lumi_40example_2Ejp', email: 'lumi@example.jp', companyName: 'ルミエール', updatedAt: null };
const page = (items: PartnerEntry[], nextCursor: string | null = null, total = 2): PartnerPage => ({
  items,
  nextCursor,
  total,
  revision: 3,
});

const preview = (more: Partial<PartnerImportPreview> = {}): PartnerImportPreview => ({
  token: 'imp1',
  expiresAt: '2026-11-26T04:00:00.000Z',
  encoding: 'shift_jis',
  baseRevision: 3,
  added: [{ key: 'new_40a_2Ejp', email: 'new@a.jp', companyName: '新しいサロン' }],
  changed: [
    {
      key: HANA.key,
      email: HANA.email,
      before: { email: HANA.email, companyName: 'サロン花' },
      after: { email: HANA.email, companyName: 'ヘアサロン花' },
    },
  ],
  removed: [{ key: LUMI.key, email: LUMI.email, companyName: LUMI.companyName }],
  invalid: [],
  counts: { current: 10, file: 10, added: 1, changed: 1, removed: 1, unchanged: 8, invalid: 0 },
  truncated: false,
  ...more,
});
const BROKEN = preview({
  token: null,
  expiresAt: null,
  invalid: [
    { line: 3, text: 'taro@,サロン太郎', reason: 'メールアドレスの形式が正しくありません' },
    { line: 7, text: 'a@b.jp', reason: '列の数が違います（2列）' },
  ],
  counts: { current: 10, file: 8, added: 1, changed: 1, removed: 1, unchanged: 5, invalid: 2 },
});

setUpConsoleTests();
beforeEach(() => {
  api.list.mockResolvedValue(page([HANA, LUMI]));
});

const open = () => openConsole('/console/partners');

const csv = (text = 'email,companyName\ninfo@hana.jp,ヘアサロン花\n') => new File([text], 'partners.csv', { type: 'text/csv' });

async function choose(file: File) {
  const input = await screen.findByLabelText('CSVファイル');
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
}

const count = (id: string) => screen.getByTestId(`count-${id}`).textContent;
const applyButton = () => screen.getByRole('button', { name: '反映する' }) as HTMLButtonElement;
const dialog = () => screen.findByRole('alertdialog');

describe('パートナー: CSV取り込み', () => {
  it('previews a file: the counts, the added, changed (before → after) and removed accounts', async () => {
    api.preview.mockResolvedValue(preview());
    open();
    expect(await screen.findByText(/CSVの形式：1行目は見出し「email,companyName」/)).toBeTruthy();
    const file = csv();
    await choose(file);
    expect(api.preview).toHaveBeenCalledWith(file);
    await screen.findByTestId('partner-preview');
    expect(count('added')).toBe('追加1件');
    expect(count('changed')).toBe('変更1件');
    expect(count('removed')).toBe('削除1件');
    expect(count('unchanged')).toBe('変更なし8件');
    expect(screen.getByText(/文字コード：Shift_JIS/)).toBeTruthy();
    expect(screen.getByText('追加される 1件')).toBeTruthy();
    expect(screen.getByText('新しいサロン')).toBeTruthy();
    expect(screen.getByTestId('changed-row').textContent).toContain('サロン花 → ヘアサロン花');
    expect(screen.getByText('削除される（ファイルにない） 1件')).toBeTruthy();
    expect(applyButton().disabled).toBe(false);
    expect(screen.queryByText(FIX_AND_RETRY)).toBeNull();
  });

  it('lists every invalid line with its number and reason, and cannot apply such a file', async () => {
    api.preview.mockResolvedValue(BROKEN);
    open();
    await choose(csv());
    const lines = await screen.findAllByTestId('invalid-line');
    expect(lines.map((l) => l.textContent)).toEqual([
      '3行目：メールアドレスの形式が正しくありませんtaro@,サロン太郎',
      '7行目：列の数が違います（2列）a@b.jp',
    ]);
    expect(count('invalid')).toBe('エラーのある行2件');
    expect(applyButton().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(FIX_AND_RETRY);
    fireEvent.click(applyButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.apply).not.toHaveBeenCalled();
  });

  it('applies after a confirmation stating the counts: posts the token and says the result', async () => {
    api.preview.mockResolvedValue(preview());
    api.apply.mockResolvedValue({
      token: 'imp1',
      revision: 4,
      appliedAt: '2026-11-26T03:10:00.000Z',
      alreadyApplied: false,
      counts: { added: 1, changed: 1, removed: 1, total: 10 },
    });
    open();
    await choose(csv());
    await screen.findByTestId('partner-preview');
    expect(api.list).toHaveBeenCalledTimes(1);
    fireEvent.click(applyButton());
    const d = await dialog();
    expect(within(d).getByText(/追加 1件・変更 1件・削除 1件（変更なし 8件）/)).toBeTruthy();
    expect(within(d).getByText(/このファイルの 10件 に置き換わります/)).toBeTruthy();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '反映する' })));
    expect(api.apply).toHaveBeenCalledWith('imp1');
    expect(await screen.findByText('名簿に反映しました：追加 1件・変更 1件・削除 1件（名簿は 10件）')).toBeTruthy();
    // The directory below is read again, and this preview cannot be applied twice.
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: '反映する' })).toBeNull();
  });

  it('says an import applied already (alreadyApplied)', async () => {
    api.preview.mockResolvedValue(preview());
    api.apply.mockResolvedValue({
      token: 'imp1',
      revision: 4,
      appliedAt: '2026-11-26T03:10:00.000Z',
      alreadyApplied: true,
      counts: { added: 1, changed: 1, removed: 1, total: 10 },
    });
    open();
    await choose(csv());
    fireEvent.click(await screen.findByRole('button', { name: '反映する' }));
    await act(async () => fireEvent.click(within(await dialog()).getByRole('button', { name: '反映する' })));
    expect(await screen.findByText(/^この取り込みはすでに反映済みです：/)).toBeTruthy();
  });

  it('a 409 (the directory changed since the preview) says to preview again and disables 反映する', async () => {
    api.preview.mockResolvedValue(preview());
    api.apply.mockRejectedValue(
      new ApiRequestError(409, 'conflict', 'ディレクトリが更新されました。もう一度プレビューしてください'),
    );
    open();
    await choose(csv());
    fireEvent.click(await screen.findByRole('button', { name: '反映する' }));
    await act(async () => fireEvent.click(within(await dialog()).getByRole('button', { name: '反映する' })));
    expect(await screen.findByText('ディレクトリが更新されました。もう一度プレビューしてください')).toBeTruthy();
    expect(screen.getByText(PREVIEW_AGAIN)).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
  });

  it('refuses a file over 2 MB without sending it, in Japanese', async () => {
    open();
    await choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('ファイルが大きすぎます（2 MBまで）。選んだファイルは 2.0 MB です')).toBeTruthy();
    expect(api.preview).not.toHaveBeenCalled();
    expect(screen.queryByTestId('partner-preview')).toBeNull();
  });

  it('says the API refusal of a file (an unreadable character set)', async () => {
    api.preview.mockRejectedValue(
      new ApiRequestError(400, 'invalid_argument', '文字コードを判別できません。UTF-8 で保存したCSVファイルを送ってください'),
    );
    open();
    await choose(csv());
    expect(await screen.findByText('文字コードを判別できません。UTF-8 で保存したCSVファイルを送ってください')).toBeTruthy();
  });
});

describe('パートナー: 検索', () => {
  it('lists the directory with its size, searches and loads more', async () => {
    api.list.mockResolvedValueOnce(page([HANA], 'c1', 2)).mockResolvedValueOnce(page([LUMI], null, 2));
    open();
    const row = await screen.findByRole('article', { name: 'info@hana.jp' });
    expect(within(row).getByText('サロン花')).toBeTruthy();
    expect(within(row).getByText('info_40hana_2Ejp')).toBeTruthy();
    expect(screen.getByText('名簿の件数：2件')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith('', null, expect.any(AbortSignal));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'もっと見る' })));
    expect(await screen.findByRole('article', { name: 'lumi@example.jp' })).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith('', 'c1', expect.any(AbortSignal));
    api.list.mockResolvedValue(page([], null, 2));
    fireEvent.change(screen.getByLabelText('検索する言葉'), { target: { value: ' 花 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '検索' })));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith('花', null, expect.any(AbortSignal)));
    expect(await screen.findByText('該当する会社はありません')).toBeTruthy();
  });

  it('searches a whole key by the e-mail it stands for', () => {
    expect(searchTerm(' info_40hana_2Ejp ')).toBe('info@hana.jp');
    expect(searchTerm('taro_2Ey_40example_2Ejp')).toBe('taro.y@example.jp');
    expect(searchTerm('taro_y@example.jp')).toBe('taro_y@example.jp');
    expect(searchTerm('サロン')).toBe('サロン');
  });

  it('renames an account with an optional reason and reads the list again', async () => {
    api.update.mockResolvedValue({ ...HANA, companyName: 'ヘアサロン花' });
    open();
    const row = await screen.findByRole('article', { name: 'info@hana.jp' });
    fireEvent.click(within(row).getByRole('button', { name: '会社名を変更' }));
    const input = within(row).getByLabelText('会社名') as HTMLInputElement;
    expect(input.value).toBe('サロン花');
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '変更を保存する' })));
    expect(within(row).getByRole('alert').textContent).toBe('会社名を入力してください');
    expect(api.update).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' ヘアサロン花 ' } });
    fireEvent.change(within(row).getByLabelText('理由（任意）'), { target: { value: '社名変更の連絡' } });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '変更を保存する' })));
    expect(api.update).toHaveBeenCalledWith('info_40hana_2Ejp', 'ヘアサロン花', '社名変更の連絡');
    expect(await screen.findByText('info@hana.jp の会社名を「ヘアサロン花」に変更しました')).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it('removes an account only with a reason and after a confirmation', async () => {
    api.remove.mockResolvedValue({ key: LUMI.key, deleted: true });
    open();
    const row = await screen.findByRole('article', { name: 'lumi@example.jp' });
    fireEvent.click(within(row).getByRole('button', { name: '削除' }));
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '名簿から削除する' })));
    expect(within(row).getByRole('alert').textContent).toBe('理由を入力してください');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(within(row).getByLabelText('理由'), { target: { value: '提携終了' } });
    api.list.mockResolvedValue(page([HANA], null, 1));
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '名簿から削除する' })));
    const d = await dialog();
    expect(within(d).getByText('ルミエールを名簿から削除しますか？')).toBeTruthy();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '削除する' })));
    expect(api.remove).toHaveBeenCalledWith('lumi_40example_2Ejp', '提携終了');
    expect(await screen.findByText('lumi@example.jp（ルミエール）を名簿から削除しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'lumi@example.jp' })).toBeNull());
  });

  it('says a refusal (404: removed by someone else) next to the list', async () => {
    api.remove.mockRejectedValue(new ApiRequestError(404, 'not_found', '名簿にない会社です'));
    open();
    const row = await screen.findByRole('article', { name: 'lumi@example.jp' });
    fireEvent.click(within(row).getByRole('button', { name: '削除' }));
    fireEvent.change(within(row).getByLabelText('理由'), { target: { value: '提携終了' } });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '名簿から削除する' })));
    await act(async () => fireEvent.click(within(await dialog()).getByRole('button', { name: '削除する' })));
    expect(await screen.findByText('lumi@example.jp：名簿にない会社です')).toBeTruthy();
  });
});
