/**
 * The operations console (docs/product/admin.md#console): only for admins (the server's answer
 * decides), the overview's figures, and the audit log with its filters.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, Overview } from '@common/admin';
import { system } from '../../components/theme/system';
import { ApiRequestError } from '../../lib/api/client';
import { adminApi } from '../../lib/api/admin';
import { queryClient } from '../../lib/query/client';
import ConsoleApp from './ConsoleApp';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../lib/api/admin', () => ({
  ...jest.requireActual('../../lib/api/admin'),
  adminApi: {
    me: jest.fn(),
    overview: jest.fn(),
    audit: jest.fn(),
    richMenus: jest.fn(),
    userRichMenu: jest.fn(),
    linkUserRichMenu: jest.fn(),
    relinkSide: jest.fn(),
  },
}));
// The charts (recharts) measure the page, which jsdom cannot: the figures under them are what is checked.
jest.mock('./WeeklyCharts', () => ({
  __esModule: true,
  default: ({ weeks }: { weeks: { weekStart: string; contracts: number }[] }) => (
    <ul aria-label="週ごとの契約数">
      {weeks.map((w) => (
        <li key={w.weekStart}>{`${w.weekStart}: ${w.contracts}`}</li>
      ))}
    </ul>
  ),
}));

const api = jest.mocked(adminApi);

const OVERVIEW: Overview = {
  users: { total: 120, unverified: 10, noSide: 5, clients: 60, workers: 45, workerAllowed: 50 },
  jobs: { published: 12, stopped: 3, closed: 40 },
  contracts: {
    awaiting_payment: 2,
    in_progress: 4,
    delivered: 1,
    completed: 3,
    paid_out: 20,
    cancel_requested: 1,
    refunding: 0,
    cancelled: 5,
    onHold: 1,
  },
  money: { held: 150000, transferredThisMonth: 243000, refundedThisMonth: 30000 },
  weeks: Array.from({ length: 12 }, (_, i) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    contracts: i,
    amount: i * 30000,
  })),
  at: '2026-11-26T03:00:00.000Z',
};

const ENTRY: AuditEntry = {
  id: 'a1',
  createdAt: '2026-11-26T02:00:00.000Z',
  adminId: 'Uadmin',
  action: 'hold.decide',
  target: { kind: 'contract', id: 'c1' },
  reason: '双方に確認しました',
  before: { status: 'delivered', onHold: true },
  after: { status: 'delivered', onHold: false, decision: 'release' },
};

function open(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <ChakraProvider value={system}>
      <ConsoleApp />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  jest.clearAllMocks();
  api.overview.mockResolvedValue(OVERVIEW);
  api.audit.mockResolvedValue({ items: [ENTRY], nextCursor: null });
});

describe('the operations console', () => {
  it('shows only 「管理者のみ利用できます」 to a user the server refuses (403), and asks for nothing else', async () => {
    api.me.mockRejectedValue(new ApiRequestError(403, 'permission_denied', '管理者のみ利用できます'));
    open('/console');
    expect(await screen.findByRole('heading', { name: '管理者のみ利用できます' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'アプリに戻る' }).getAttribute('href')).toBe('/client/products');
    expect(screen.queryByRole('navigation', { name: '管理メニュー' })).toBeNull();
    expect(api.overview).not.toHaveBeenCalled();
  });

  it('shows an admin the overview: money this month, users, jobs, contracts on hold and the 12 weeks', async () => {
    api.me.mockResolvedValue({ uid: 'Uadmin' });
    open('/console');
    expect(await screen.findByRole('heading', { name: '概要', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '管理メニュー' });
    expect(within(nav).getByRole('link', { name: '概要' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '監査ログ' }).getAttribute('href')).toBe('/console/audit');
    const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(within(card('仮払いでお預かり中')).getByText('150,000円')).toBeTruthy();
    expect(within(card('今月の送金（受注者へ）')).getByText('243,000円')).toBeTruthy();
    expect(within(card('登録ユーザー')).getByText('120')).toBeTruthy();
    expect(within(card('保留中')).getByText('1')).toBeTruthy();
    expect(within(card('募集中')).getByText('12')).toBeTruthy();
    const weeks = await screen.findByRole('list', { name: '週ごとの契約数' });
    expect(within(weeks).getAllByRole('listitem')).toHaveLength(12);
  });

  it('lists the audit log and filters it by action and target', async () => {
    api.me.mockResolvedValue({ uid: 'Uadmin' });
    open('/console/audit');
    const entry = await screen.findByTestId('audit-entry');
    expect(within(entry).getByText('保留の判断')).toBeTruthy();
    expect(within(entry).getByText('理由：双方に確認しました')).toBeTruthy();
    expect(within(entry).getByText('c1')).toBeTruthy();
    expect(api.audit).toHaveBeenLastCalledWith({}, null, expect.any(AbortSignal));
    fireEvent.change(screen.getByLabelText('操作'), { target: { value: 'notice.send' } });
    fireEvent.change(screen.getByLabelText('対象のID'), { target: { value: ' U123 ' } });
    api.audit.mockResolvedValue({ items: [], nextCursor: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '絞り込む' })));
    await waitFor(() =>
      expect(api.audit).toHaveBeenLastCalledWith({ action: 'notice.send', targetId: 'U123' }, null, expect.any(AbortSignal)),
    );
    expect(await screen.findByText('該当する記録はありません')).toBeTruthy();
  });

  it('opens the audit log filtered by the target a link names (?targetId=, from a user page)', async () => {
    api.me.mockResolvedValue({ uid: 'Uadmin' });
    open('/console/audit?targetId=U777');
    await screen.findByTestId('audit-entry');
    expect(api.audit).toHaveBeenLastCalledWith({ targetId: 'U777' }, null, expect.any(AbortSignal));
    expect((screen.getByLabelText('対象のID') as HTMLInputElement).value).toBe('U777');
  });

  it('shows the menus in use, finds a user whose menu differs and links theirs again', async () => {
    api.me.mockResolvedValue({ uid: 'Uadmin' });
    api.richMenus.mockResolvedValue({ client: 'richmenu-client1', worker: null });
    api.userRichMenu
      .mockResolvedValueOnce({ userId: 'U9', side: 'client', expected: 'richmenu-client1', linked: null, matches: false })
      .mockResolvedValueOnce({
        userId: 'U9',
        side: 'client',
        expected: 'richmenu-client1',
        linked: 'richmenu-client1',
        matches: true,
      });
    api.linkUserRichMenu.mockResolvedValue({ userId: 'U9', richMenuId: 'richmenu-client1' });
    open('/console/rich-menus');
    expect((await screen.findByTestId('menu-client')).textContent).toBe('richmenu-client1');
    expect(screen.getByTestId('menu-worker').textContent).toBe('未設定');
    fireEvent.change(screen.getByLabelText('ユーザーID'), { target: { value: ' U9 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '調べる' })));
    expect(api.userRichMenu).toHaveBeenCalledWith('U9');
    expect((await screen.findByTestId('user-menu')).textContent).toContain('（不一致）');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '区分のメニューを設定する' })));
    expect(await screen.findByText('richmenu-client1 を設定しました')).toBeTruthy();
    expect(api.linkUserRichMenu).toHaveBeenCalledWith('U9');
    expect(screen.getByTestId('user-menu').textContent).toContain('（一致）');
  });

  it('asks for a reason before re-linking a whole side', async () => {
    api.me.mockResolvedValue({ uid: 'Uadmin' });
    api.richMenus.mockResolvedValue({ client: 'richmenu-client1', worker: 'richmenu-worker1' });
    open('/console/rich-menus');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '全員に設定し直す' })));
    expect(await screen.findByText('理由を入力してください')).toBeTruthy();
    expect(api.relinkSide).not.toHaveBeenCalled();
  });
});
