/**
 * The applicants page after a cancelled contract: the cancelled worker's card reads キャンセル (never
 * 採用) and says so, the header's 採用 n/m agrees with the badges, and a job kept closed with a free
 * place says why no one can be accepted.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Application, Job } from '@common/marketplace';
import { system } from '../../components/theme/system';
import { jobsApi } from '../../lib/api/marketplace';
import { CLIENT } from '../../lib/paths';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import ApplicantsPage from './ApplicantsPage';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ jobsApi: { get: jest.fn(), applications: jest.fn() } }));

const api = jest.mocked(jobsApi);

const job = (more: Partial<Job> = {}): Job => ({
  id: 'j1',
  clientId: 'Uclient',
  title: 'ヘアカタログ撮影',
  description: '新作スタイルの撮影',
  occupation: 'カメラマン',
  skills: [],
  reward: 30_000,
  applicationDeadline: '2099-12-01',
  deliveryDate: '2099-12-20',
  placeType: 'remote',
  capacity: 1,
  status: 'closed',
  applicantCount: 2,
  acceptedCount: 0,
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
  client: { userId: 'Uclient', name: 'サロン・ルミエール', classify: 'corporation', detail: '' },
  fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
  ...more,
});

const application = (workerId: string, name: string, more: Partial<Application>): Application => ({
  id: workerId,
  jobId: 'j1',
  workerId,
  message: 'よろしくお願いします',
  status: 'pending',
  createdAt: '2026-11-02T01:00:00.000Z',
  updatedAt: '2026-11-02T01:00:00.000Z',
  worker: { userId: workerId, name, classify: 'individual', occupation: 'カメラマン', skills: [], detail: '', portfolios: [] },
  ...more,
});

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: CLIENT.applicants, element: <ApplicantsPage /> }], {
    initialEntries: [CLIENT.applicants.replace(':id', 'j1')],
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const cardOf = (name: string) => screen.getByRole('article', { name: `${name}さんの応募` });
const badgeIn = (card: HTMLElement) => card.querySelector('[data-status]');

beforeEach(() => jest.clearAllMocks());

describe('reviews on an applicant card', () => {
  it('shows an applicant’s average and count, and nothing for one not yet reviewed', async () => {
    api.get.mockResolvedValue(job());
    const reviewed = application('Usato', '佐藤 健太', {});
    api.applications.mockResolvedValue({
      items: [
        { ...reviewed, worker: { ...reviewed.worker, reviews: { average: 4.5, count: 12 } } },
        application('Usuzuki', '鈴木 あおい', {}),
      ],
      nextCursor: null,
    });
    renderPage();

    const card = await screen.findByRole('article', { name: '佐藤 健太さんの応募' });
    expect(within(card).getByTestId('review-summary').getAttribute('aria-label')).toBe('評価 4.5（12件）');
    expect(within(cardOf('鈴木 あおい')).queryByTestId('review-summary')).toBeNull();
  });
});

describe('the qualified-invoice issuer on an applicant card', () => {
  it('says 適格請求書発行事業者 for a worker who recorded her registration number, and nothing for another', async () => {
    api.get.mockResolvedValue(job());
    const issuer = application('Usato', '佐藤 健太', {});
    api.applications.mockResolvedValue({
      items: [
        { ...issuer, worker: { ...issuer.worker, qualifiedInvoiceIssuer: true } },
        application('Usuzuki', '鈴木 あおい', {}),
      ],
      nextCursor: null,
    });
    renderPage();

    const card = await screen.findByRole('article', { name: '佐藤 健太さんの応募' });
    expect(within(card).getByTestId('invoice-issuer').textContent).toBe('適格請求書発行事業者');
    expect(within(cardOf('鈴木 あおい')).queryByTestId('invoice-issuer')).toBeNull();
  });
});

describe('applicants after a cancelled contract', () => {
  it('shows the cancelled worker as キャンセル, with the contract, and a header that agrees with the badges', async () => {
    api.get.mockResolvedValue(job());
    api.applications.mockResolvedValue({
      items: [
        application('Usato', '佐藤 健太', { status: 'cancelled', contractId: 'c1' }),
        application('Usuzuki', '鈴木 あおい', { status: 'not_selected' }),
      ],
      nextCursor: null,
    });
    renderPage();

    const cancelled = await screen.findByRole('article', { name: '佐藤 健太さんの応募' });
    expect(badgeIn(cancelled)?.textContent).toBe('キャンセル');
    expect(within(cancelled).getByTestId('applicant-note').textContent).toBe('この契約はキャンセルされました');
    expect(within(cancelled).getByRole('link', { name: '契約を見る' }).getAttribute('href')).toBe(
      '/client/project-managements/c1',
    );
    expect(badgeIn(cardOf('鈴木 あおい'))?.textContent).toBe('見送り');

    // No badge reads 採用, and the header counts no one hired.
    const badges = [...document.querySelectorAll('[data-status]')].map((b) => b.textContent);
    expect(badges).not.toContain('採用');
    expect(screen.getByText(/応募 2人・採用 0\/1人/)).toBeTruthy();
    // Closed with a free place: the salon has not reopened it.
    expect(screen.getByText('募集を締め切っています。採用するには案件の募集を再開してください。')).toBeTruthy();
    expect(screen.queryByText('募集人数に達したため、これ以上採用できません。')).toBeNull();
  });

  it('counts the contract still on and keeps 採用 for it', async () => {
    api.get.mockResolvedValue(job({ capacity: 2, acceptedCount: 1, status: 'published' }));
    api.applications.mockResolvedValue({
      items: [
        application('Usato', '佐藤 健太', { status: 'cancelled', contractId: 'c1' }),
        application('Utakahashi', '高橋 蓮', { status: 'accepted', contractId: 'c2' }),
      ],
      nextCursor: null,
    });
    renderPage();

    expect(badgeIn(await screen.findByRole('article', { name: '高橋 蓮さんの応募' }))?.textContent).toBe('採用');
    expect(badgeIn(cardOf('佐藤 健太'))?.textContent).toBe('キャンセル');
    expect(screen.getByText(/採用 1\/2人/)).toBeTruthy();
  });
});
