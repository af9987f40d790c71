/**
 * The client's job after a cancellation freed a place: the job page asks 募集を再開しますか？ until she
 * answers; a job kept closed says so and can still be reopened; a full job reads as before.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Job } from '@common/marketplace';
import { notify } from '../../components/feedback/toaster';
import { system } from '../../components/theme/system';
import { jobsApi } from '../../lib/api/marketplace';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { ClientJobActions, ClientJobStatus } from './ClientJobPanel';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({
  jobsApi: { reopenPlace: jest.fn(), keepClosed: jest.fn(), reopen: jest.fn(), stop: jest.fn() },
}));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));

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
  applicantCount: 1,
  acceptedCount: 0,
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
  client: { userId: 'Uclient', name: 'サロン・ルミエール', classify: 'corporation', detail: '' },
  fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
  ...more,
});

function renderPanel(j: Job) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <ClientJobStatus job={j} />
          <ClientJobActions job={j} onEdit={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('the job after a cancellation', () => {
  it('asks whether to recruit again, with the counter beside it, and reopens on 募集を再開する', async () => {
    api.reopenPlace.mockResolvedValue(job({ status: 'published' }));
    renderPanel(job({ freedPlaces: 1 }));
    const prompt = screen.getByTestId('reopen-prompt');
    expect(within(prompt).getByRole('heading', { name: '募集を再開しますか？' })).toBeTruthy();
    expect(screen.getByText('応募 1人・採用 0/1人')).toBeTruthy();
    expect(screen.queryByText(/募集人数に達したため/)).toBeNull();
    // One way to reopen: the question's own button.
    expect(screen.getAllByRole('button', { name: '募集を再開する' })).toHaveLength(1);

    fireEvent.click(within(prompt).getByRole('button', { name: '募集を再開する' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('募集を再開しました'));
    expect(api.reopenPlace).toHaveBeenCalledWith('j1');
  });

  it('kept closed: says so, and 募集を再開する is still offered', async () => {
    api.reopenPlace.mockResolvedValue(job({ status: 'published' }));
    renderPanel(job());
    expect(screen.queryByTestId('reopen-prompt')).toBeNull();
    expect(screen.getByText('募集を締め切っています。受注者の検索結果には表示されず、新しい応募も届きません。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '募集を再開する' }));
    await waitFor(() => expect(api.reopenPlace).toHaveBeenCalledWith('j1'));
  });

  it('a stopped job asks too, with one way to reopen', () => {
    renderPanel(job({ status: 'stopped', freedPlaces: 1 }));
    expect(screen.getByTestId('reopen-prompt')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '募集を再開する' })).toHaveLength(1);
  });

  it('a job the operator stopped shows the reason and offers no reopening', () => {
    renderPanel(
      job({ status: 'stopped', freedPlaces: 1, moderation: { reason: '規約違反のため', at: '2026-11-02T01:00:00.000Z' } }),
    );
    expect(screen.getByText(/運営により掲載を停止されました/).textContent).toContain('理由：規約違反のため');
    expect(screen.queryByTestId('reopen-prompt')).toBeNull();
    expect(screen.queryByRole('button', { name: '募集を再開する' })).toBeNull();
  });

  it('a full job reads as before, with nothing to reopen', () => {
    renderPanel(job({ acceptedCount: 1 }));
    expect(screen.getByText('募集人数に達したため、募集を終了しました。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '募集を再開する' })).toBeNull();
    expect(screen.queryByTestId('reopen-prompt')).toBeNull();
  });
});
