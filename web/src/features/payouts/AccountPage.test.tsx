/**
 * 受取口座 and 口座の変更: the status label and the one button per connect status, Stripe links minted
 * on tap (then the browser leaves), masked bank numbers, and what a return from Stripe shows.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ConnectStatus } from '@common/api';
import type { BankListResponse, ConnectStatusDetail } from '@common/deal';
import { system } from '../../components/theme/system';
import { notify } from '../../components/feedback/toaster';
import { ApiRequestError } from '../../lib/api/client';
import { payoutsApi } from '../../lib/api/payouts';
import { WORKER } from '../../lib/paths';
import AccountEditPage from './AccountEditPage';
import AccountPage from './AccountPage';
import { openUrl } from './navigate';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/payouts', () => ({
  payoutsApi: { connectStatus: jest.fn(), loginUrl: jest.fn(), bankList: jest.fn() },
}));
jest.mock('./navigate', () => ({ openUrl: jest.fn() }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { connectStatus: 'none' as ConnectStatus, refetch: jest.fn(() => Promise.resolve()) };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const api = jest.mocked(payoutsApi);

const detail = (status: ConnectStatus, more: Partial<ConnectStatusDetail> = {}): ConnectStatusDetail => ({
  status,
  detailsSubmitted: status === 'success',
  payoutsEnabled: status === 'success',
  requirementsDue: [],
  ...more,
});

const BANKS: BankListResponse = {
  banks: [
    { id: 'ba_1', bankName: 'みずほ銀行', branchCode: '001', last4: '1234', isDefault: true },
    { id: 'ba_2', bankName: '三井住友銀行', branchCode: '250', last4: '9876', isDefault: false },
  ],
};

function renderAt(entry: string, pattern: string, page: ReactElement) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={<p>別の画面</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
const renderAccount = (query = '') => renderAt(`${WORKER.account}${query}`, WORKER.account, <AccountPage />);
const renderEdit = (query = '') => renderAt(`${WORKER.accountEdit}${query}`, WORKER.accountEdit, <AccountEditPage />);

beforeEach(() => {
  jest.clearAllMocks();
  session.connectStatus = 'none';
  api.bankList.mockResolvedValue(BANKS);
  api.loginUrl.mockResolvedValue({ url: 'https://connect.stripe.test/setup/abc', kind: 'onboarding' });
});

describe('受取口座', () => {
  test.each([
    ['none', '未登録', '受取口座を登録する'],
    ['pending', '審査中', '登録を続ける'],
    ['success', '登録済み', 'Stripe ダッシュボードを開く'],
  ] as const)('%s reads %s with the button %s', async (status, label, button) => {
    session.connectStatus = status;
    api.connectStatus.mockResolvedValue(detail(status));
    renderAccount();
    const badge = await screen.findByText(label);
    expect(badge.getAttribute('data-status')).toBe(status);
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    expect(screen.getByText(/報酬は検収後、手数料を差し引いた受取額が登録口座へ送金されます/)).toBeTruthy();
    expect(screen.getByText(/Stripe で安全に管理されます/)).toBeTruthy();
    expect(session.refetch).not.toHaveBeenCalled();
  });

  it('lists the banks of a registered account with masked numbers, the default marked, and links to the change page', async () => {
    api.connectStatus.mockResolvedValue(detail('success'));
    renderAccount();
    const rows = await screen.findAllByTestId('bank-account');
    expect(rows.map((r) => r.textContent)).toEqual([
      'みずほ銀行デフォルト支店コード 001口座番号 ****1234',
      '三井住友銀行支店コード 250口座番号 ****9876',
    ]);
    expect(screen.getByRole('link', { name: '受取口座を変更する' }).getAttribute('href')).toBe(WORKER.accountEdit);
  });

  it('asks for no bank list before the account is registered', async () => {
    api.connectStatus.mockResolvedValue(detail('none'));
    renderAccount();
    await screen.findByText('未登録');
    expect(api.bankList).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: '受取口座を変更する' })).toBeNull();
  });

  it('says what Stripe still asks for', async () => {
    api.connectStatus.mockResolvedValue(detail('pending', { requirementsDue: ['individual.verification.document'] }));
    renderAccount();
    expect(await screen.findByText('Stripe で追加の情報が求められています')).toBeTruthy();
  });

  it('mints the link on tap, not before, and leaves for it', async () => {
    api.connectStatus.mockResolvedValue(detail('none'));
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: '受取口座を登録する' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://connect.stripe.test/setup/abc'));
    expect(api.loginUrl).toHaveBeenCalledTimes(1);
    expect(api.loginUrl).toHaveBeenCalledWith('account');
  });

  it('shows why a link could not be made and stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.connectStatus.mockResolvedValue(detail('success'));
    api.loginUrl.mockRejectedValue(new ApiRequestError(503, 'upstream_failed', '決済サービスに接続できませんでした'));
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Stripe ダッシュボードを開く' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Stripe のページを開けませんでした', '決済サービスに接続できませんでした'),
    );
    expect(openUrl).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stripe ダッシュボードを開く' })).toBeTruthy();
  });

  it('checks the status again after Stripe and tells the session what changed', async () => {
    session.connectStatus = 'none';
    api.connectStatus.mockResolvedValue(detail('pending', { detailsSubmitted: true }));
    renderAccount('?stripe=return');
    expect(await screen.findByText('登録内容を確認しています…')).toBeTruthy();
    await waitFor(() => expect(session.refetch).toHaveBeenCalledTimes(1));
  });

  it('stops saying it checks once the account is ready', async () => {
    session.connectStatus = 'pending';
    api.connectStatus.mockResolvedValue(detail('success'));
    renderAccount('?stripe=return');
    expect(await screen.findByText('登録済み')).toBeTruthy();
    expect(screen.queryByText('登録内容を確認しています…')).toBeNull();
    expect(screen.getByText('受取口座の登録が完了しました')).toBeTruthy();
    await waitFor(() => expect(session.refetch).toHaveBeenCalled());
  });

  it('says an expired link expired and offers the button again', async () => {
    session.connectStatus = 'pending';
    api.connectStatus.mockResolvedValue(detail('pending'));
    renderAccount('?stripe=refresh');
    expect(await screen.findByText('リンクの有効期限が切れました。もう一度お試しください')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '登録を続ける' })).toBeTruthy();
    expect(api.loginUrl).not.toHaveBeenCalled();
  });

  it('shows a load failure with a retry', async () => {
    api.connectStatus.mockRejectedValue(new ApiRequestError(500, 'internal', 'サーバーでエラーが発生しました'));
    renderAccount();
    expect(await screen.findByText('読み込みに失敗しました')).toBeTruthy();
    expect(screen.getByText('サーバーでエラーが発生しました')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
});

describe('口座の変更', () => {
  it('shows the current default bank and changes it through a fresh Stripe link', async () => {
    session.connectStatus = 'success';
    api.connectStatus.mockResolvedValue(detail('success'));
    renderEdit();
    const rows = await screen.findAllByTestId('bank-account');
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('****1234');
    expect(rows[0].textContent).not.toContain('9876');
    fireEvent.click(screen.getByRole('button', { name: 'Stripe で口座を変更する' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://connect.stripe.test/setup/abc'));
    expect(api.loginUrl).toHaveBeenCalledWith('account_edit');
  });

  it('without an account, says so and links to the registration', async () => {
    api.connectStatus.mockResolvedValue(detail('none'));
    renderEdit();
    expect(await screen.findByText('受取口座がまだ登録されていません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '受取口座を登録する' }).getAttribute('href')).toBe(WORKER.account);
    expect(screen.queryByRole('button', { name: 'Stripe で口座を変更する' })).toBeNull();
    expect(api.bankList).not.toHaveBeenCalled();
  });
});
