/**
 * The job form shows the schema's Japanese messages under the fields and sends typed values; a new
 * job starts 現地 at the salon's address. (Drafts and the leave question: jobDraft.test.tsx.)
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClientProfile } from '@common/api';
import type { JobInput } from '@common/marketplace';
import { todayJst } from '@common/schemas/marketplace';
import { system } from '../../components/theme/system';
import { JobForm } from './JobForm';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
const session = { user: { id: 'Uclient' }, profiles: { client: null as Pick<ClientProfile, 'corporationInfo'> | null } };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const SALON_ADDRESS = '東京都渋谷区神宮前5-2-10 表参道テラス3F';
const corporation = (address: string) => ({
  corporationInfo: { companyName: '株式会社ルミエール', establishmentDate: '2012年4月', address, hpURL: 'https://example.jp' },
});

beforeEach(() => {
  localStorage.clear();
  session.profiles.client = null;
});

// jsdom has no ResizeObserver; the auto-growing textarea only needs it to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderForm(onSubmit: (input: JobInput) => Promise<void>) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <JobForm submitLabel="公開する" failureTitle="失敗" onSubmit={onSubmit} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('JobForm', () => {
  it('shows the messages under the fields for an empty form', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    expect((await screen.findAllByText('1文字以上で入力してください')).length).toBe(2);
    expect(screen.getByText('入力してください')).toBeTruthy();
    expect(screen.getAllByText('日付を選択してください').length).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an address when onsite and for a delivery date after the deadline', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm(onSubmit);
    const deadline = addDays(todayJst(), 10);
    fireEvent.change(screen.getByLabelText(/応募締切日/), { target: { value: deadline } });
    fireEvent.change(screen.getByLabelText(/^納期/), { target: { value: addDays(deadline, -1) } });
    fireEvent.click(screen.getByRole('radio', { name: '現地' }));
    expect(await screen.findByLabelText(/住所/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('現地の場合は住所を入力してください')).toBeTruthy();
    expect(screen.getByText('応募締切日以降の日付を選択してください')).toBeTruthy();
  });

  it('sends numbers typed with full-width digits and commas, skills, and no address for remote work', async () => {
    const onSubmit = jest.fn((_input: JobInput) => Promise.resolve());
    renderForm(onSubmit);
    const deadline = addDays(todayJst(), 7);
    fireEvent.click(screen.getByRole('radio', { name: 'リモート' }));
    await waitFor(() => expect(screen.queryByLabelText(/住所/)).toBeNull());
    fireEvent.change(screen.getByLabelText(/案件タイトル/), { target: { value: 'スタイル撮影' } });
    fireEvent.change(screen.getByLabelText(/依頼内容/), { target: { value: '10カット\n店内5カット' } });
    fireEvent.change(screen.getByLabelText(/報酬/), { target: { value: '３０,０００' } });
    fireEvent.change(screen.getByLabelText(/応募締切日/), { target: { value: deadline } });
    fireEvent.change(screen.getByLabelText(/^納期/), { target: { value: addDays(deadline, 7) } });
    const skill = screen.getByLabelText(/求めるスキル/);
    fireEvent.change(skill, { target: { value: 'Ｌｉｇｈｔｒｏｏｍ' } });
    fireEvent.keyDown(skill, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const input = onSubmit.mock.calls[0][0];
    expect(input).toMatchObject({
      title: 'スタイル撮影',
      description: '10カット\n店内5カット',
      occupation: 'カメラマン',
      reward: 30000,
      capacity: 1,
      placeType: 'remote',
      skills: ['Lightroom'],
      applicationDeadline: deadline,
    });
    expect('address' in input).toBe(false);
  });

  it('starts a new job 現地 with the salon address of the profile filled in', () => {
    session.profiles.client = corporation(SALON_ADDRESS);
    renderForm(jest.fn());
    expect((screen.getByRole('radio', { name: '現地' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'リモート' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(/住所/) as HTMLInputElement).value).toBe(SALON_ADDRESS);
  });

  it('starts 現地 with an empty address when the profile has none (an individual salon)', () => {
    renderForm(jest.fn());
    expect((screen.getByRole('radio', { name: '現地' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/住所/) as HTMLInputElement).value).toBe('');
  });

  it('sends the prefilled salon address with a new onsite job', async () => {
    session.profiles.client = corporation(SALON_ADDRESS);
    const onSubmit = jest.fn((_input: JobInput) => Promise.resolve());
    renderForm(onSubmit);
    const deadline = addDays(todayJst(), 7);
    fireEvent.change(screen.getByLabelText(/案件タイトル/), { target: { value: '店内撮影' } });
    fireEvent.change(screen.getByLabelText(/依頼内容/), { target: { value: '店内5カット' } });
    fireEvent.change(screen.getByLabelText(/報酬/), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText(/応募締切日/), { target: { value: deadline } });
    fireEvent.change(screen.getByLabelText(/^納期/), { target: { value: addDays(deadline, 7) } });
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ placeType: 'onsite', address: SALON_ADDRESS });
  });
});
