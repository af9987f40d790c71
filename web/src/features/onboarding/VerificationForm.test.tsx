/**
 * The verification form (SPEC 2.4) paints before react-hook-form, its resolver and yup have loaded
 * (issue 12), and behaves as a react-hook-form form: the schema's messages under the fields, checked
 * again as the user types, typed values sent (trimmed by the schema), the code step and back.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SalonCodeSentResponse } from '@common/api';
import { system } from '../../components/theme/system';
import { notify } from '../../components/feedback/toaster';
import { verifySalon } from '../../lib/api/session';
import VerificationForm, { VERIFY_FAILED_MESSAGE } from './VerificationForm';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/session', () => ({
  verifySalon: jest.fn(),
  verifySalonCode: jest.fn(),
  resendSalonCode: jest.fn(),
}));
jest.mock('../../components/feedback/toaster', () => ({
  notify: { success: jest.fn(), error: jest.fn() },
  flashAfterReload: jest.fn(),
}));
const mockSalonInfo = { current: null as null | { email: string; salonDisplayName: string } };
jest.mock('../session', () => ({
  useSession: () => ({ user: { salonInfo: mockSalonInfo.current } }),
}));

const verify = jest.mocked(verifySalon);

function codeSent(): SalonCodeSentResponse {
  const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
  return { status: 'code_sent', emailMasked: 's***@example.jp', expiresAt: inMinutes(10), resendAt: inMinutes(1) };
}

const email = () => screen.getByLabelText(/メールアドレス/) as HTMLInputElement;
const company = () => screen.getByLabelText(/会社名/) as HTMLInputElement;
// By its label: while it spins the button's accessible name is the spinner's.
const save = () => screen.getByText('保存').closest('button')!;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

function renderForm() {
  return render(
    <ChakraProvider value={system}>
      <VerificationForm />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  mockSalonInfo.current = null;
});

describe('VerificationForm', () => {
  it('sends what was typed and submitted before the form library had loaded', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'サロンマーケットの認証フォーム' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '管理画面マイページの表示例' })).toBeTruthy();
    // Synchronously after the first render: the library is fetched only once the form has painted.
    type(email(), 'salon@example.jp');
    type(company(), ' 株式会社サンプルサロン ');
    verify.mockImplementation(() => new Promise(() => undefined));
    fireEvent.click(save());
    // Waiting for the library looks like validating: the button spins.
    expect(save().hasAttribute('data-loading')).toBe(true);
    await waitFor(() =>
      expect(verify).toHaveBeenCalledWith({ email: 'salon@example.jp', salonDisplayName: '株式会社サンプルサロン' }),
    );
    expect(save().hasAttribute('data-loading')).toBe(true);
  });

  it('shows the messages under the fields, checks them again as the user types, and focuses the first', async () => {
    renderForm();
    fireEvent.click(save());
    expect((await screen.findAllByText('1文字以上で入力してください')).length).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(email().getAttribute('aria-invalid')).toBe('true');

    type(email(), 'not-an-email');
    expect(await screen.findByText('メールアドレス形式で入力してください')).toBeTruthy();
    type(email(), 'salon@example.jp');
    await waitFor(() => expect(screen.queryByText('メールアドレス形式で入力してください')).toBeNull());
    expect(screen.getAllByText('1文字以上で入力してください').length).toBe(1);
    expect(verify).not.toHaveBeenCalled();
  });

  it('starts from the saved partner account and keeps values typed after the library has loaded', async () => {
    mockSalonInfo.current = { email: 'old@example.jp', salonDisplayName: '旧サロン' };
    renderForm();
    expect(email().value).toBe('old@example.jp');
    expect(company().value).toBe('旧サロン');
    // Once loaded (after the first paint), the inputs belong to react-hook-form.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    type(company(), '新サロン');
    verify.mockRejectedValue(new Error('お客様情報が一致しません'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(save());
    await waitFor(() => expect(verify).toHaveBeenCalledWith({ email: 'old@example.jp', salonDisplayName: '新サロン' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(VERIFY_FAILED_MESSAGE, 'お客様情報が一致しません'));
    expect(screen.getByRole('heading', { name: 'サロンマーケットの認証フォーム' })).toBeTruthy();
    await waitFor(() => expect(save().hasAttribute('data-loading')).toBe(false));
    expect(logged).toHaveBeenCalledWith('salon verify failed', expect.any(Error));
    logged.mockRestore();
  });

  it('goes on to the mailed code and back to the form with the typed values kept', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderForm();
    type(email(), 'salon@example.jp');
    type(company(), '株式会社サンプルサロン');
    verify.mockResolvedValue(codeSent());
    fireEvent.click(save());
    expect(await screen.findByRole('heading', { name: '認証コードを入力' })).toBeTruthy();
    expect(screen.getByTestId('masked-email').textContent).toBe('s***@example.jp');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    fireEvent.click(screen.getByRole('button', { name: 'メールアドレスを変更する' }));
    expect(await screen.findByRole('heading', { name: 'サロンマーケットの認証フォーム' })).toBeTruthy();
    expect(email().value).toBe('salon@example.jp');
    expect(company().value).toBe('株式会社サンプルサロン');
    scrollTo.mockRestore();
  });
});
