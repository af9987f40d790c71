/**
 * 募集を再開しますか？ on the client's cancelled contract: the job stayed closed after the
 * cancellation and its owner answers here (募集を再開する / このまま締め切る); nothing is asked of
 * the worker, on a contract that goes on, or once answered.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConnectStatus } from '@common/api';
import type { Contract, Job } from '@common/marketplace';
import type { UserType } from '@common/options';
import { notify } from '../../components/feedback/toaster';
import { ApiRequestError } from '../../lib/api/client';
import { contractsApi, jobsApi } from '../../lib/api/marketplace';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({
  contractsApi: { get: jest.fn(), list: jest.fn() },
  jobsApi: { get: jest.fn(), reopenPlace: jest.fn(), keepClosed: jest.fn() },
}));
jest.mock('../../lib/api/deal', () => ({ dealApi: {} }));
jest.mock('./leave', () => ({ leaveFor: jest.fn() }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { type: 'client' as UserType }, connectStatus: 'none' as ConnectStatus };
jest.mock('../session', () => ({ useSession: () => session }));

const contracts = jest.mocked(contractsApi);
const jobs = jest.mocked(jobsApi);

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
  freedPlaces: 1,
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
  client: { userId: 'Uclient', name: 'サロン・ルミエール', classify: 'corporation', detail: '' },
  fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
  ...more,
});

const cancelledHistory: Contract['history'] = [
  { status: 'awaiting_payment', at: '2026-11-01T01:00:00.000Z', by: 'Uclient' },
  { status: 'cancelled', at: '2026-11-02T01:00:00.000Z', by: 'Uworker', action: 'cancel', actor: 'worker' },
];

async function open(side: UserType, more: Partial<Contract> = { status: 'cancelled', history: cancelledHistory }) {
  session.user.type = side;
  contracts.get.mockResolvedValue(contractFixture(more));
  renderContractPage(side);
  await contractPageShown();
}

const prompt = () => screen.findByTestId('reopen-prompt');

beforeAll(polyfillResizeObserver);
beforeEach(() => {
  jest.clearAllMocks();
  jobs.get.mockResolvedValue(job());
});

describe('the reopen question on a cancelled contract', () => {
  test('asks the client, and 募集を再開する publishes the job again', async () => {
    jobs.reopenPlace.mockResolvedValue(job({ status: 'published', freedPlaces: undefined }));
    await open('client');
    const shown = await prompt();
    expect(within(shown).getByRole('heading', { name: '募集を再開しますか？' })).toBeTruthy();
    expect(shown.textContent).toContain(
      '契約のキャンセルで採用枠が1人分空きました。この案件は募集を締め切ったままで、新しい応募は届きません。',
    );
    expect(jobs.get).toHaveBeenCalledWith('j1', expect.any(AbortSignal));

    fireEvent.click(within(shown).getByRole('button', { name: '募集を再開する' }));
    await waitFor(() => expect(screen.queryByTestId('reopen-prompt')).toBeNull());
    expect(jobs.reopenPlace).toHaveBeenCalledWith('j1');
    expect(notify.success).toHaveBeenCalledWith('募集を再開しました');
  });

  test('このまま締め切る dismisses it', async () => {
    jobs.keepClosed.mockResolvedValue(job({ freedPlaces: undefined }));
    await open('client');
    fireEvent.click(within(await prompt()).getByRole('button', { name: 'このまま締め切る' }));
    await waitFor(() => expect(screen.queryByTestId('reopen-prompt')).toBeNull());
    expect(jobs.keepClosed).toHaveBeenCalledWith('j1');
    expect(jobs.reopenPlace).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith('募集は締め切ったままにしました');
  });

  test('a refusal keeps the question and shows the server’s reason', async () => {
    const refused = new ApiRequestError(409, 'conflict', '応募締切日を過ぎています。締切日を変更してから再開してください');
    jobs.get.mockResolvedValue(job({ applicationDeadline: '2020-01-10' }));
    jobs.reopenPlace.mockRejectedValue(refused);
    await open('client');
    const shown = await prompt();
    expect(shown.textContent).toContain('応募締切日（2020年1月10日）を過ぎています。');
    fireEvent.click(within(shown).getByRole('button', { name: '募集を再開する' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        '募集を再開できませんでした',
        '応募締切日を過ぎています。締切日を変更してから再開してください',
      ),
    );
    expect(screen.getByTestId('reopen-prompt')).toBeTruthy();
  });

  test('nothing is asked once answered', async () => {
    jobs.get.mockResolvedValue(job({ freedPlaces: undefined }));
    await open('client');
    await waitFor(() => expect(jobs.get).toHaveBeenCalled());
    expect(screen.queryByTestId('reopen-prompt')).toBeNull();
  });

  test('nothing is asked of the worker', async () => {
    await open('worker');
    expect(jobs.get).not.toHaveBeenCalled();
    expect(screen.queryByTestId('reopen-prompt')).toBeNull();
  });

  test('a contract that goes on never reads its job', async () => {
    await open('client', { status: 'awaiting_payment', actions: ['cancel'] });
    expect(jobs.get).not.toHaveBeenCalled();
    expect(screen.queryByTestId('reopen-prompt')).toBeNull();
  });
});
