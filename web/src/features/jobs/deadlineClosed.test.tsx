/**
 * A job the deal timers closed because its deadline passed (docs/product/states.md#deadline-close):
 * its owner reads why and how to recruit again (edit the deadline), with no 募集を再開する button;
 * a worker reads that the deadline passed, and a pending applicant that the selection goes on.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Application, Job } from '@common/marketplace';
import { system } from '../../components/theme/system';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { ClientJobActions, ClientJobStatus } from './ClientJobPanel';
import { applyState } from './applyState';
import { applicationNote } from './ApplicationCard';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({
  jobsApi: { reopenPlace: jest.fn(), keepClosed: jest.fn(), reopen: jest.fn(), stop: jest.fn() },
}));

const job = (more: Partial<Job> = {}): Job =>
  ({
    id: 'j1',
    clientId: 'Uclient',
    title: 'ヘアカタログ撮影',
    description: '新作スタイルの撮影',
    occupation: 'カメラマン',
    skills: [],
    reward: 30_000,
    applicationDeadline: '2026-11-01',
    deliveryDate: '2026-11-20',
    placeType: 'remote',
    capacity: 2,
    status: 'closed',
    closedReason: 'deadline',
    applicantCount: 2,
    acceptedCount: 1,
    createdAt: '2026-10-01T01:00:00.000Z',
    updatedAt: '2026-11-01T15:00:00.000Z',
    client: { userId: 'Uclient', name: 'サロン・ルミエール', classify: 'corporation', detail: '' },
    fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
    ...more,
  }) as Job;

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

describe('a job closed because its deadline passed', () => {
  it('tells its owner why and how to recruit again, without a reopen button', () => {
    renderPanel(job());
    expect(screen.getByText(/応募締切日を過ぎたため募集を終了しました。/)).toBeTruthy();
    expect(screen.getByText(/締切日を今日以降に変更すると募集を再開します/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '募集を再開する' })).toBeNull();
    expect(screen.getByRole('button', { name: '案件を編集する' })).toBeTruthy();
  });

  it('a full one still reads as full', () => {
    renderPanel(job({ acceptedCount: 2 }));
    expect(screen.getByText('募集人数に達したため、募集を終了しました。')).toBeTruthy();
  });

  it('a worker cannot apply: the deadline passed', () => {
    expect(applyState(job())).toEqual({ canApply: false, reason: '応募締切日を過ぎています' });
    // A closed job without the reason reads as before.
    expect(applyState(job({ closedReason: undefined }))).toEqual({ canApply: false, reason: 'この案件は募集を締め切っています' });
  });

  it('a pending applicant waits for the result', () => {
    const a = {
      status: 'pending',
      job: {
        id: 'j1',
        title: 'ヘアカタログ撮影',
        reward: 30_000,
        status: 'closed',
        applicationDeadline: '2026-11-01',
        closedReason: 'deadline',
        clientName: 'サロン',
      },
    } as Application;
    expect(applicationNote(a)).toBe('応募締切日を過ぎました。選考結果をお待ちください');
    expect(applicationNote({ ...a, job: { ...a.job!, closedReason: undefined } })).toBe(
      '募集人数に達しました。選考結果をお待ちください',
    );
  });
});
