/** The listing form: the schema's Japanese messages under the fields, prices typed the Japanese way. */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ListingInputDto } from '@common/schemas/marketplace';
import { system } from '../../components/theme/system';
import { ListingForm } from './ListingForm';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

beforeAll(() => {
  // jsdom has no ResizeObserver; the auto-growing textarea only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderForm(onSubmit: (v: ListingInputDto) => Promise<void>) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <ListingForm submitLabel="出品する" onSubmit={onSubmit} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('ListingForm', () => {
  it('shows the messages under the fields and does not submit', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: '出品する' }));
    expect((await screen.findAllByText('1文字以上で入力してください')).length).toBe(2);
    expect(screen.getByText('入力してください')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/価格/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '出品する' }));
    expect(await screen.findByText('500円以上で入力してください')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed text and a number', async () => {
    const onSubmit = jest.fn((_v: ListingInputDto) => Promise.resolve());
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText(/タイトル/), { target: { value: '  ヘア撮影  ' } });
    fireEvent.change(screen.getByLabelText(/サービス内容/), { target: { value: '撮影します。\n3日で納品します。' } });
    fireEvent.change(screen.getByLabelText(/価格/), { target: { value: '１２，０００' } });
    fireEvent.click(screen.getByRole('button', { name: '出品する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      title: 'ヘア撮影',
      description: '撮影します。\n3日で納品します。',
      price: 12000,
    });
  });
});
