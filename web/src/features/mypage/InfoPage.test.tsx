/**
 * 登録情報 (docs/product/screens.md#registered-info): the signed-in user's own public profile, read
 * from the public endpoint with her id and drawn by the public view (the same sections as the page
 * other users open), under the bar saying so, with a 「編集する」 per part leading to its edit screen.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublicClient, WorkerDetail } from '@common/marketplace';
import { system } from '../../components/theme/system';
import { workersApi } from '../../lib/api/marketplace';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import WorkerProfilePage from '../profiles/WorkerProfilePage';
import { ClientInfoPage, OWN_VIEW_NOTE, WorkerInfoPage } from './InfoPage';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ workersApi: { get: jest.fn(), client: jest.fn() } }));
// Sections the public profile may load on their own (the portfolio, the reviews) stay loading here.
jest.mock('../../lib/api/portfolio', () => ({ portfolioApi: { ofWorker: jest.fn(() => new Promise(() => {})) } }));
jest.mock('../../lib/api/reviews', () => ({ reviewsApi: { ofUser: jest.fn(() => new Promise(() => {})) } }));
const session = { user: { id: 'me-1' } };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const api = jest.mocked(workersApi);

const WORKER_ME: WorkerDetail = {
  userId: 'me-1',
  name: '佐藤 健太',
  classify: 'individual',
  occupation: 'カメラマン',
  skills: ['人物撮影', 'Lightroom'],
  detail: 'サロン撮影が得意です。<br>よろしくお願いします。',
  portfolios: ['https://example.jp/works'],
  avatarVersion: '2026-11-01T00:00:00.000Z',
  backgroundVersion: '2026-11-02T00:00:00.000Z',
  listings: [
    {
      id: 'l1',
      title: 'ヘアカタログ撮影',
      price: 30000,
      description: '1スタイル3カット',
    } as WorkerDetail['listings'][number],
  ],
};

const CLIENT_ME: PublicClient = {
  userId: 'me-1',
  name: '山田 花子',
  classify: 'corporation',
  companyName: '株式会社アトリエ',
  detail: '表参道のヘアサロンです。',
  avatarVersion: '2026-11-01T00:00:00.000Z',
  backgroundVersion: '2026-11-03T00:00:00.000Z',
};

function renderAt(entry: string, pattern: string, page: ReactElement) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const editHref = (part: string) => screen.getByRole('link', { name: `${part}を編集する` }).getAttribute('href');
const sectionNames = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));

beforeEach(() => {
  jest.clearAllMocks();
  api.get.mockResolvedValue(WORKER_ME);
  api.client.mockResolvedValue(CLIENT_ME);
});

describe('worker 登録情報', () => {
  it('shows her own public profile with the note, cover and an edit link per part', async () => {
    renderAt(WORKER.info, WORKER.info, <WorkerInfoPage />);
    await screen.findByRole('heading', { name: '佐藤 健太' });
    expect(api.get).toHaveBeenCalledWith('me-1', expect.anything());
    expect(screen.getByRole('heading', { name: '登録情報' })).toBeTruthy();
    expect(screen.getByTestId('own-view-note').textContent).toBe(OWN_VIEW_NOTE);
    expect(OWN_VIEW_NOTE).toBe('ほかの利用者にはこのように表示されます');
    const bg = within(screen.getByTestId('profile-cover')).getByAltText('背景画像');
    expect(bg.getAttribute('src')).toBe(
      `/liff/images/me-1/worker/background?v=${encodeURIComponent(WORKER_ME.backgroundVersion!)}`,
    );
    expect(screen.getByText('カメラマン・フリーランス')).toBeTruthy();
    expect(screen.getByText('ヘアカタログ撮影')).toBeTruthy();

    expect(editHref('画像')).toBe(WORKER.editImg);
    expect(editHref('基本情報')).toBe(WORKER.editProfile);
    expect(editHref('職種')).toBe(WORKER.editOccupation);
    expect(editHref('スキル')).toBe(WORKER.editSkills);
    expect(editHref('自己紹介')).toBe(WORKER.editAbout);
    expect(editHref('出品サービス')).toBe(WORKER.listings);
    expect(editHref('ポートフォリオ')).toBe(WORKER.editPortfolio);
    for (const link of screen.getAllByRole('link', { name: /を編集する$/ })) expect(link.textContent).toBe('編集する');
    // The back arrow returns to the my-page.
    expect(screen.getByRole('link', { name: '戻る' }).getAttribute('href')).toBe(WORKER.mypage);
  });

  it('is the same view a client opens, sections and all, without the edit links there', async () => {
    const own = renderAt(WORKER.info, WORKER.info, <WorkerInfoPage />);
    await screen.findByRole('heading', { name: '佐藤 健太' });
    const ownSections = sectionNames();
    own.unmount();

    renderAt(withId(CLIENT.worker, 'me-1'), CLIENT.worker, <WorkerProfilePage />);
    await screen.findByRole('heading', { name: '佐藤 健太' });
    expect(sectionNames()).toEqual(ownSections);
    expect(screen.getByTestId('profile-cover')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /を編集する$/ })).toEqual([]);
    expect(screen.queryByTestId('own-view-note')).toBeNull();
  });

  it('says 適格請求書発行事業者 under her name once she has recorded a registration number, never the number', async () => {
    const own = renderAt(withId(CLIENT.worker, 'me-1'), CLIENT.worker, <WorkerProfilePage />);
    await screen.findByRole('heading', { name: '佐藤 健太' });
    expect(screen.queryByTestId('invoice-issuer')).toBeNull();
    own.unmount();

    api.get.mockResolvedValue({ ...WORKER_ME, qualifiedInvoiceIssuer: true });
    renderAt(withId(CLIENT.worker, 'me-1'), CLIENT.worker, <WorkerProfilePage />);
    expect((await screen.findByTestId('invoice-issuer')).textContent).toBe('適格請求書発行事業者');
    expect(document.body.textContent).not.toMatch(/T\d{13}/);
  });

  it('offers a retry when the profile fails to load', async () => {
    api.get.mockRejectedValue(new Error('network'));
    renderAt(WORKER.info, WORKER.info, <WorkerInfoPage />);
    await screen.findByRole('button', { name: /再読み込み|再試行|もう一度/ });
  });
});

describe('client 登録情報', () => {
  it('shows her own profile as workers see it, with an edit link per part (会社情報 for a corporation)', async () => {
    renderAt(CLIENT.info, CLIENT.info, <ClientInfoPage />);
    await screen.findByRole('heading', { name: '山田 花子' });
    expect(api.client).toHaveBeenCalledWith('me-1', expect.anything());
    expect(screen.getByTestId('own-view-note').textContent).toBe(OWN_VIEW_NOTE);
    const profile = screen.getByTestId('client-profile');
    expect(within(profile).getByText('株式会社アトリエ')).toBeTruthy();
    expect(within(profile).getByText('表参道のヘアサロンです。')).toBeTruthy();
    expect(within(profile).getByAltText('背景画像').getAttribute('src')).toBe(
      `/liff/images/me-1/client/background?v=${encodeURIComponent(CLIENT_ME.backgroundVersion!)}`,
    );

    expect(editHref('画像')).toBe(CLIENT.editImg);
    expect(editHref('名前')).toBe(CLIENT.editInfo);
    expect(editHref('区分')).toBe(CLIENT.editClassify);
    expect(editHref('会社情報')).toBe(CLIENT.editCorporation);
    expect(editHref('会社概要')).toBe(CLIENT.editAbout);
    expect(screen.getByRole('link', { name: '戻る' }).getAttribute('href')).toBe(CLIENT.mypage);
  });

  it('an individual has no 会社情報 link and edits 自己紹介', async () => {
    api.client.mockResolvedValue({ ...CLIENT_ME, classify: 'individual', companyName: undefined, detail: '' });
    renderAt(CLIENT.info, CLIENT.info, <ClientInfoPage />);
    await screen.findByRole('heading', { name: '山田 花子' });
    expect(screen.queryByRole('link', { name: '会社情報を編集する' })).toBeNull();
    expect(editHref('自己紹介')).toBe(CLIENT.editAbout);
    expect(screen.getByText('個人')).toBeTruthy();
    expect(screen.getByText('自己紹介はまだ登録されていません')).toBeTruthy();
  });
});
