/**
 * 源泉徴収あり on the job's screens (docs/product/law.md#withholding-源泉徴収): the job form's checkbox
 * with its help text and the tax for the typed reward, locked once someone is hired; the job page's
 * line (the tax and what is paid before the fee); the job card's mark.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Job, JobInput } from '@common/marketplace';
import { todayJst } from '@common/schemas/marketplace';
import { system } from '../../components/theme/system';
import { JobCard } from './JobCard';
import { JobForm, WITHHOLDING_HELP } from './JobForm';
import { JobView } from './JobView';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
const session = { user: { id: 'Uclient' }, profiles: { client: null } };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => localStorage.clear());

const show = (ui: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const job = (more: Partial<Job> = {}): Job => ({
  id: 'j1',
  clientId: 'Uclient',
  title: 'ヘアカタログ撮影',
  description: '新作スタイルの撮影（雑誌掲載）',
  occupation: 'カメラマン',
  skills: [],
  reward: 10_000,
  applicationDeadline: '2099-12-01',
  deliveryDate: '2099-12-20',
  placeType: 'remote',
  capacity: 1,
  status: 'published',
  applicantCount: 0,
  acceptedCount: 0,
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
  client: { userId: 'Uclient', name: 'サロン・ルミエール', classify: 'corporation', detail: '' },
  withholding: false,
  fee: { reward: 10_000, fee: 1_000, payout: 9_000, rate: 0.1 },
  ...more,
});

const WITHHELD: Partial<Job> = {
  withholding: true,
  fee: { reward: 10_000, fee: 1_000, payout: 7_979, rate: 0.1, withheld: 1_021 },
};

describe('the job form', () => {
  it('a checkbox, off by default, with when it applies; the tax of the typed reward; sent as true', async () => {
    const onSubmit = jest.fn((_input: JobInput) => Promise.resolve());
    show(<JobForm submitLabel="公開する" failureTitle="失敗" onSubmit={onSubmit} />);
    const box = screen.getByRole('checkbox', { name: '源泉徴収あり' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText(WITHHOLDING_HELP)).toBeTruthy();
    expect(WITHHOLDING_HELP).toMatch(/印刷物/);
    expect(WITHHOLDING_HELP).toMatch(/個人/);
    expect(WITHHOLDING_HELP).toMatch(/税務署/);

    const deadline = addDays(todayJst(), 7);
    fireEvent.click(screen.getByRole('radio', { name: 'リモート' }));
    fireEvent.change(screen.getByLabelText(/案件タイトル/), { target: { value: '雑誌掲載のスタイル撮影' } });
    fireEvent.change(screen.getByLabelText(/依頼内容/), { target: { value: '10カット' } });
    fireEvent.change(screen.getByLabelText(/^報酬/), { target: { value: '10000' } });
    fireEvent.change(screen.getByLabelText(/応募締切日/), { target: { value: deadline } });
    fireEvent.change(screen.getByLabelText(/^納期/), { target: { value: addDays(deadline, 7) } });
    expect(screen.queryByTestId('job-form-withholding')).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.getByTestId('job-form-withholding').textContent).toBe('源泉徴収税額 1,021円・仮払い額 8,979円');

    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ reward: 10_000, withholding: true });
  });

  it('a job without the flag is sent with false', async () => {
    const onSubmit = jest.fn((_input: JobInput) => Promise.resolve());
    const { reward, title, description, occupation, skills, applicationDeadline, deliveryDate, placeType, capacity } = job({
      applicationDeadline: addDays(todayJst(), 7),
      deliveryDate: addDays(todayJst(), 14),
    });
    show(
      <JobForm
        initial={{ reward, title, description, occupation, skills, applicationDeadline, deliveryDate, placeType, capacity }}
        jobId="j1"
        submitLabel="保存"
        failureTitle="失敗"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ withholding: false });
  });

  it('once someone is hired the checkbox is locked, and says so', () => {
    const { reward, title, description, occupation, skills, applicationDeadline, deliveryDate, placeType, capacity } = job();
    show(
      <JobForm
        initial={{
          reward,
          title,
          description,
          occupation,
          skills,
          applicationDeadline,
          deliveryDate,
          placeType,
          capacity,
          withholding: true,
        }}
        jobId="j1"
        hired
        submitLabel="保存"
        failureTitle="失敗"
        onSubmit={jest.fn()}
      />,
    );
    const box = screen.getByRole('checkbox', { name: '源泉徴収あり' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(screen.getByText(/採用後は変更できません/)).toBeTruthy();
  });
});

describe('the job page and card', () => {
  it('the job page says 源泉徴収あり, the tax and what is paid before the fee', () => {
    show(<JobView job={job(WITHHELD)} />);
    const line = screen.getByTestId('job-withholding');
    expect(line.textContent).toContain('源泉徴収あり');
    expect(line.textContent).toContain('源泉徴収税額 1,021円 を差し引いた 8,979円 が支払われます（手数料の差し引き前）。');
    expect(line.textContent).toContain('法人の受注者は差し引かれません');
    expect(screen.getByText('10,000円（1人あたり・税込・源泉徴収あり）')).toBeTruthy();
  });

  it('an unflagged job says nothing of it', () => {
    show(<JobView job={job()} />);
    expect(screen.queryByTestId('job-withholding')).toBeNull();
    expect(screen.queryByText(/源泉徴収/)).toBeNull();
  });

  it('the card marks it', () => {
    show(<JobCard job={job(WITHHELD)} to="/worker/projects/j1" />);
    expect(screen.getByTestId('job-card-withholding').textContent).toBe('源泉徴収あり');
    // The reward line, tax included (docs/product/screens.md#amounts-and-tax).
    expect(screen.getByTestId('job-card-withholding').parentElement?.textContent).toBe('10,000円税込 / 1人源泉徴収あり');
  });

  it('an unflagged card does not', () => {
    show(<JobCard job={job()} to="/worker/projects/j1" />);
    expect(screen.queryByTestId('job-card-withholding')).toBeNull();
  });
});
