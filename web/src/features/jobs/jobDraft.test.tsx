/**
 * The job form keeps what was typed through a reload (per user, per screen: a new job, the edit of
 * one job) until it is saved, opens clean whatever storage holds, and asks before the user leaves it
 * with changes: the browser's prompt for a reload, our dialog for 戻る, the tab bar and links.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import type { ClientProfile } from '@common/api';
import type { Job } from '@common/marketplace';
import { todayJst } from '@common/dates';
import { jobsApi } from '../../lib/api/marketplace';
import { draftKey } from '../../lib/forms/drafts';
import { CLIENT, withId } from '../../lib/paths';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { system } from '../../components/theme/system';
import ClientJobDetailPage from './ClientJobDetailPage';
import NewJobPage from './NewJobPage';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ jobsApi: { create: jest.fn(), update: jest.fn(), get: jest.fn() } }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const SALON_ADDRESS = '東京都渋谷区神宮前5-2-10';
const session = {
  user: { id: 'Uclient' },
  profiles: {
    client: {
      corporationInfo: { companyName: '株式会社ルミエール', establishmentDate: '2012年4月', address: SALON_ADDRESS, hpURL: '' },
    } as Pick<ClientProfile, 'corporationInfo'>,
  },
};
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const api = jest.mocked(jobsApi);

beforeAll(() => {
  window.scrollTo = jest.fn();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  session.user.id = 'Uclient';
});

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function jobFixture(more: Partial<Job> = {}): Job {
  return {
    id: 'j1',
    clientId: 'Uclient',
    status: 'published',
    title: 'ヘアカタログ撮影',
    description: 'スタイル写真10カット',
    occupation: 'カメラマン',
    skills: [],
    reward: 30_000,
    applicationDeadline: addDays(todayJst(), 7),
    deliveryDate: addDays(todayJst(), 21),
    placeType: 'onsite',
    address: SALON_ADDRESS,
    capacity: 1,
    applicantCount: 0,
    acceptedCount: 0,
    createdAt: '2026-11-01T01:00:00.000Z',
    updatedAt: '2026-11-01T01:00:00.000Z',
    client: { userId: 'Uclient', name: 'ヘアサロン ルミエール', classify: 'corporation', detail: '' },
    fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
    ...more,
  };
}

/** A bottom link like the tab bar's. */
const TabBar = () => <Link to={CLIENT.contracts}>案件管理</Link>;

function Providers({ children }: { children: React.ReactNode }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}

/** The app as it runs: <BrowserRouter>-like history routing (no data router). */
function openApp(path: string = CLIENT.newJob) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={CLIENT.newJob} element={<NewJobPage />} />
          <Route path={CLIENT.job} element={<ClientJobDetailPage />} />
          <Route path={CLIENT.jobs} element={<p>掲載案件の一覧</p>} />
          <Route path={CLIENT.contracts} element={<p>案件管理の一覧</p>} />
        </Routes>
        <TabBar />
      </MemoryRouter>
    </Providers>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const leaveDialog = () => screen.findByRole('alertdialog', { name: '入力中の内容があります' });

describe('the draft of a new job', () => {
  it('survives a reload, says so, and is gone once the job is posted', async () => {
    let view = openApp();
    type(/案件タイトル/, 'スタイル撮影');
    type(/依頼内容/, '10カット');
    view.unmount();

    view = openApp();
    expect(field(/案件タイトル/).value).toBe('スタイル撮影');
    expect(field(/依頼内容/).value).toBe('10カット');
    expect(screen.getByTestId('draft-notice').textContent).toContain('下書き');

    const deadline = addDays(todayJst(), 7);
    type(/報酬/, '30000');
    type(/応募締切日/, deadline);
    type(/^納期/, addDays(deadline, 7));
    api.create.mockResolvedValue(jobFixture({ id: 'j9', title: 'スタイル撮影' }));
    fireEvent.click(screen.getByRole('button', { name: 'この内容で公開する' }));
    // Posting leaves for the job without asking.
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('j9', expect.any(AbortSignal)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ title: 'スタイル撮影', address: SALON_ADDRESS }));
    view.unmount();

    // The next new job starts clean.
    openApp();
    expect(field(/案件タイトル/).value).toBe('');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  it('is kept when posting fails', async () => {
    const first = openApp();
    type(/案件タイトル/, 'スタイル撮影');
    api.create.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    type(/依頼内容/, '10カット');
    const deadline = addDays(todayJst(), 7);
    type(/報酬/, '30000');
    type(/応募締切日/, deadline);
    type(/^納期/, addDays(deadline, 7));
    fireEvent.click(screen.getByRole('button', { name: 'この内容で公開する' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    first.unmount();
    openApp();
    expect(field(/案件タイトル/).value).toBe('スタイル撮影');
  });

  it('can be thrown away', () => {
    const first = openApp();
    type(/案件タイトル/, 'スタイル撮影');
    first.unmount();
    openApp();
    fireEvent.click(screen.getByRole('button', { name: '下書きを破棄' }));
    expect(field(/案件タイトル/).value).toBe('');
    expect(field(/住所/).value).toBe(SALON_ADDRESS);
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect(localStorage.getItem(draftKey('Uclient', 'job:new') as string)).toBeNull();
  });

  it('is never shown to another user of the same phone', () => {
    const first = openApp();
    type(/案件タイトル/, 'わたしの下書き');
    first.unmount();

    session.user.id = 'Uother';
    const other = openApp();
    expect(field(/案件タイトル/).value).toBe('');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    other.unmount();

    session.user.id = 'Uclient';
    openApp();
    expect(field(/案件タイトル/).value).toBe('わたしの下書き');
  });

  it('opens a clean form whatever storage holds', () => {
    const key = draftKey('Uclient', 'job:new') as string;
    for (const raw of ['{broken', '"a string"', JSON.stringify({ uid: 'Uclient', at: Date.now(), data: { title: 5 } })]) {
      localStorage.setItem(key, raw);
      const view = openApp();
      expect(field(/案件タイトル/).value).toBe('');
      expect(screen.queryByTestId('draft-notice')).toBeNull();
      view.unmount();
    }
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    openApp();
    type(/案件タイトル/, 'スタイル撮影');
    expect(field(/案件タイトル/).value).toBe('スタイル撮影');
    getItem.mockRestore();
    jest.restoreAllMocks();
  });
});

describe('the draft of an edit', () => {
  const editPath = `${withId(CLIENT.job, 'j1')}?edit=1`;

  it('is its own job’s: a reload comes back to the edit with it, a new job does not see it', async () => {
    api.get.mockResolvedValue(jobFixture());
    const first = openApp(editPath);
    await screen.findByRole('heading', { name: '案件を編集する' });
    expect(field(/案件タイトル/).value).toBe('ヘアカタログ撮影');
    type(/案件タイトル/, 'ヘアカタログ撮影（春）');
    first.unmount();

    const second = openApp(editPath);
    await screen.findByRole('heading', { name: '案件を編集する' });
    expect(field(/案件タイトル/).value).toBe('ヘアカタログ撮影（春）');
    second.unmount();

    openApp();
    expect(field(/案件タイトル/).value).toBe('');
  });

  it('is saved, cleared and the edit left without asking', async () => {
    api.get.mockResolvedValue(jobFixture());
    api.update.mockResolvedValue(jobFixture({ title: 'ヘアカタログ撮影（春）' }));
    const first = openApp(editPath);
    await screen.findByRole('heading', { name: '案件を編集する' });
    type(/案件タイトル/, 'ヘアカタログ撮影（春）');
    fireEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
    await screen.findByRole('heading', { name: '案件詳細' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.update).toHaveBeenCalledWith('j1', expect.objectContaining({ title: 'ヘアカタログ撮影（春）' }));
    first.unmount();
    api.get.mockResolvedValue(jobFixture({ title: 'ヘアカタログ撮影（春）' }));

    openApp(editPath);
    await screen.findByRole('heading', { name: '案件を編集する' });
    expect(field(/案件タイトル/).value).toBe('ヘアカタログ撮影（春）');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  it('asks before キャンセル leaves changes, and keeps them as a draft', async () => {
    api.get.mockResolvedValue(jobFixture());
    openApp(editPath);
    await screen.findByRole('heading', { name: '案件を編集する' });
    type(/案件タイトル/, 'ヘアカタログ撮影（春）');
    fireEvent.click(screen.getAllByRole('button', { name: 'キャンセル' })[0]);
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'ページを離れる' }));
    await screen.findByRole('heading', { name: '案件詳細' });
    fireEvent.click(screen.getByRole('button', { name: '案件を編集する' }));
    expect(field(/案件タイトル/).value).toBe('ヘアカタログ撮影（春）');
    expect(screen.getByTestId('draft-notice')).toBeTruthy();
  });
});

describe('leaving the form', () => {
  it('asks before 戻る with changes; staying keeps them, leaving goes', async () => {
    openApp();
    type(/案件タイトル/, 'スタイル撮影');
    fireEvent.click(screen.getByRole('link', { name: '戻る' }));
    const dialog = await leaveDialog();
    expect(dialog.textContent).toContain('このページを離れますか？');
    expect(dialog.textContent).toContain('下書きとして保存されている');

    fireEvent.click(within(dialog).getByRole('button', { name: '入力を続ける' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(/案件タイトル/).value).toBe('スタイル撮影');

    fireEvent.click(screen.getByRole('link', { name: '戻る' }));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'ページを離れる' }));
    expect(await screen.findByText('掲載案件の一覧')).toBeTruthy();
  });

  it('asks before the tab bar too', async () => {
    openApp();
    type(/依頼内容/, '10カット');
    fireEvent.click(screen.getByRole('link', { name: '案件管理' }));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'ページを離れる' }));
    expect(await screen.findByText('案件管理の一覧')).toBeTruthy();
  });

  it('goes at once without changes (and once the changes are undone)', async () => {
    const first = openApp();
    fireEvent.click(screen.getByRole('link', { name: '戻る' }));
    expect(await screen.findByText('掲載案件の一覧')).toBeTruthy();
    first.unmount();

    openApp();
    type(/案件タイトル/, 'ス');
    type(/案件タイトル/, '');
    fireEvent.click(screen.getByRole('link', { name: '案件管理' }));
    expect(await screen.findByText('案件管理の一覧')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has the browser ask before a reload or close only with changes', () => {
    openApp();
    const reload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(reload()).toBe(false);
    type(/案件タイトル/, 'スタイル撮影');
    expect(reload()).toBe(true);
  });

  it('asks through useBlocker under a data router too', async () => {
    const router = createMemoryRouter(
      [
        { path: CLIENT.newJob, element: <NewJobPage /> },
        { path: CLIENT.jobs, element: <p>掲載案件の一覧</p> },
      ],
      { initialEntries: [CLIENT.newJob] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    type(/案件タイトル/, 'スタイル撮影');
    await act(() => router.navigate(CLIENT.jobs));
    const dialog = await leaveDialog();
    expect(router.state.location.pathname).toBe(CLIENT.newJob);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ページを離れる' }));
    expect(await screen.findByText('掲載案件の一覧')).toBeTruthy();
  });
});
