/** The job form shows the schema's Japanese messages under the fields and sends typed values. */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { JobInput } from '@common/marketplace';
import { todayJst } from '@common/schemas/marketplace';
import { system } from '../../components/theme/system';
import { JobForm } from './JobForm';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

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
});
