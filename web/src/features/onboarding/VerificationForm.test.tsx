/**
 * The verification form (docs/product/screens.md#verification) paints before react-hook-form, its resolver and yup
 * have loaded (docs/performance.md#how-the-boot-is-kept-short), and behaves as a react-hook-form form: the schema's
 * messages under the fields, checked again as the user types, typed values sent (trimmed by the schema), the code
 * step and back. A failure is said above the form with a title naming what happened; a pending code reopens its step.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SalonCodeSentResponse } from '@common/api';
import { system } from '../../components/theme/system';
import { notify } from '../../components/feedback/toaster';
import { ApiRequestError } from '../../lib/api/client';
import { resendSalonCode, verifySalon, verifySalonCode } from '../../lib/api/session';
import VerificationForm from './VerificationForm';
import { VERIFY_FAILED_MESSAGE } from './verificationFailure';

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
const mockPending = { current: undefined as SalonCodeSentResponse | undefined };
jest.mock('../session', () => ({
  useSession: () => ({ user: { salonInfo: mockSalonInfo.current }, pendingCode: mockPending.current }),
}));

const verify = jest.mocked(verifySalon);
const verifyCode = jest.mocked(verifySalonCode);
const resend = jest.mocked(resendSalonCode);

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
  mockPending.current = undefined;
});
afterEach(() => jest.restoreAllMocks());

const FORM_HEADING = 'サロンマーケットの認証フォーム';
const notice = () => screen.findByTestId('inline-notice');
/** The notice sits inside the form, so above the fields, below the heading: nothing covers the heading. */
const expectAboveTheFields = (el: HTMLElement) => {
  expect(el.closest('form')).toBeTruthy();
  expect(el.compareDocumentPosition(email()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
};

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
    verify.mockRejectedValue(
      new ApiRequestError(502, 'upstream_failed', '認証サービスに接続できませんでした。時間をおいてお試しください'),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(save());
    await waitFor(() => expect(verify).toHaveBeenCalledWith({ email: 'old@example.jp', salonDisplayName: '新サロン' }));
    const shown = await notice();
    expect(shown.getAttribute('role')).toBe('alert');
    expect(within(shown).getByText('認証サービスに接続できませんでした')).toBeTruthy();
    expect(within(shown).getByText(`${VERIFY_FAILED_MESSAGE}。時間をおいてお試しください`)).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();
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

  it('says what the service is in one line under the heading', () => {
    renderForm();
    const line = screen.getByTestId('service-line');
    expect(line.textContent).toBe('サロンワークスは、サロンの撮影や制作のお仕事を依頼・受注できるマーケットです。');
    expect(screen.getByRole('heading', { name: FORM_HEADING }).compareDocumentPosition(line)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('a mismatch: the title says the input did not match, the catalogue’s text opens the line, above the fields', async () => {
    renderForm();
    type(email(), 'salon@example.jp');
    type(company(), '株式会社サンプル');
    verify.mockRejectedValue(new ApiRequestError(400, 'partner_mismatch', 'メールアドレスまたは会社名が登録情報と一致しません'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(save());
    const shown = await notice();
    expect(within(shown).getByText('入力内容がサロンマーケットの登録情報と一致しませんでした')).toBeTruthy();
    expect(within(shown).getByText(new RegExp(`^${VERIFY_FAILED_MESSAGE}。管理画面マイページ`))).toBeTruthy();
    expect(within(shown).queryByText(/編集に失敗しました$/)).toBeNull();
    expectAboveTheFields(shown);
    expect(notify.error).not.toHaveBeenCalled();
    // Trying again clears it while the API answers.
    verify.mockImplementation(() => new Promise(() => undefined));
    fireEvent.click(save());
    await waitFor(() => expect(screen.queryByTestId('inline-notice')).toBeNull());
  });

  it('a wrong code: the title says the code is wrong, the tries left under the field; no toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockPending.current = codeSent();
    renderForm();
    expect(await screen.findByRole('heading', { name: '認証コードを入力' })).toBeTruthy();
    const reason = '認証コードが正しくありません（あと4回入力できます）';
    verifyCode.mockRejectedValue(new ApiRequestError(400, 'invalid_argument', reason, { code: reason }));
    fireEvent.change(screen.getByLabelText(/認証コード/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    const shown = await notice();
    expect(within(shown).getByText('認証コードが正しくありません')).toBeTruthy();
    expect(within(shown).queryByText(VERIFY_FAILED_MESSAGE, { exact: false })).toBeNull();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();

    // An expired code: its own title, and what to do.
    verifyCode.mockRejectedValue(
      new ApiRequestError(409, 'conflict', '認証コードの有効期限（10分）が切れました。認証コードを再送信してください'),
    );
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    expect(await screen.findByText('認証コードの有効期限（10分）が切れました')).toBeTruthy();
    expect(within(await notice()).getByText('認証コードを再送信してください')).toBeTruthy();
  });

  it('a resend is said above the form, not in a toast over the heading', async () => {
    mockPending.current = { ...codeSent(), resendAt: new Date(Date.now() - 1000).toISOString() };
    renderForm();
    await screen.findByRole('heading', { name: '認証コードを入力' });
    resend.mockResolvedValue(codeSent());
    fireEvent.click(screen.getByRole('button', { name: '認証コードを再送信' }));
    const shown = await notice();
    expect(shown.getAttribute('role')).toBe('status');
    expect(within(shown).getByText('認証コードを再送信しました')).toBeTruthy();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('a code still pending (a reload, or LINE reopened after the mail) opens the code step again', async () => {
    mockPending.current = { ...codeSent(), emailMasked: 'o***@bloom.example.jp' };
    renderForm();
    expect(await screen.findByRole('heading', { name: '認証コードを入力' })).toBeTruthy();
    expect(screen.getByTestId('masked-email').textContent).toBe('o***@bloom.example.jp');
    expect(screen.queryByRole('heading', { name: FORM_HEADING })).toBeNull();
    // The code completes the verification from here as after a submit (jsdom does not navigate).
    verifyCode.mockResolvedValue(undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.change(screen.getByLabelText(/認証コード/), { target: { value: '１２３４５６' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('お客様情報を認証しました'));
    expect(verifyCode).toHaveBeenCalledWith({ code: '123456' });
  });

  it('without a pending code the address form comes first', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: FORM_HEADING })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '認証コードを入力' })).toBeNull();
  });
});
