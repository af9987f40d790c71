/**
 * 登録番号 (docs/product/screens.md#invoice-registration-number): the worker's edit screen checks the number
 * with the shared rules for her classify, sends it normalised (or null to clear), reloads the session and
 * returns to my page; the edit menu links to it. The same screen takes the 氏名・屋号 her documents name
 * her by (docs/product/law.md#the-name-on-the-documents): trimmed, at most 50 characters, one line,
 * null when blank.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { WorkerProfile } from '@common/api';
import { INVOICE_NUMBER_MESSAGES as M } from '@common/invoiceNumber';
import { INVOICE_NAME_MESSAGES as N } from '@common/schemas/invoiceRegistration';
import { system } from '../../components/theme/system';
import { saveInvoiceRegistration } from '../../lib/api/profiles';
import { WORKER } from '../../lib/paths';
import { INVOICE_NAME_LABEL, WorkerEditInvoice, WorkerEditMenu } from './WorkerEdit';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/profiles', () => ({
  ...jest.requireActual('../../lib/api/profiles'),
  saveInvoiceRegistration: jest.fn(),
}));
const refetch = jest.fn(() => Promise.resolve());
let profile: Partial<WorkerProfile> & { classify: WorkerProfile['classify'] };
jest.mock('../session', () => ({
  useSession: () => ({ user: { id: 'me' }, images: {}, profiles: { worker: profile, client: null }, refetch }),
}));

const save = jest.mocked(saveInvoiceRegistration);

function renderAt(entry: string, page: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={entry} element={page} />
          <Route path={WORKER.mypage} element={<p>マイページ</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: '登録番号' }) as HTMLInputElement;
const nameField = () => screen.getByRole('textbox', { name: INVOICE_NAME_LABEL }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

beforeEach(() => {
  jest.clearAllMocks();
  save.mockResolvedValue({} as never);
  profile = { type: 'worker', classify: 'corporation', name: '佐藤 光', invoiceRegistrationNumber: null };
});

describe('the worker edit screen for the registration number', () => {
  it('is linked from the edit menu', () => {
    renderAt(WORKER.edit, <WorkerEditMenu />);
    expect(screen.getByRole('link', { name: '適格請求書発行事業者の登録番号' }).getAttribute('href')).toBe(WORKER.editInvoice);
  });

  it('explains what it is for and sends a full-width number normalised, then goes back to my page', async () => {
    renderAt(WORKER.editInvoice, <WorkerEditInvoice />);
    expect(screen.getByText(/請求書や支払いの書類に記載するため/)).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'Ｔ７－００００－１２０５－０００２' } });
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ invoiceRegistrationNumber: 'T7000012050002', invoiceName: null }));
    expect(refetch).toHaveBeenCalled();
    expect(await screen.findByText('マイページ')).toBeTruthy();
  });

  it("refuses a corporation's wrong check digit and a number without T, sending nothing", async () => {
    renderAt(WORKER.editInvoice, <WorkerEditInvoice />);
    fireEvent.change(field(), { target: { value: 'T8000012050002' } });
    submit();
    expect(await screen.findByText(M.invalid)).toBeTruthy();
    fireEvent.change(field(), { target: { value: '7000012050002' } });
    submit();
    expect(await screen.findByText(M.format)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("takes an individual's number without a check digit, and clears a stored one when left blank", async () => {
    profile = { ...profile, classify: 'individual', invoiceRegistrationNumber: 'T8000012050002' };
    renderAt(WORKER.editInvoice, <WorkerEditInvoice />);
    expect(field().value).toBe('T8000012050002');
    fireEvent.change(field(), { target: { value: '' } });
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ invoiceRegistrationNumber: null, invoiceName: null }));
  });
});

describe('the name on the documents, on the same screen', () => {
  it('shows the stored name, explains where it goes and what a blank means, and sends it trimmed', async () => {
    profile = { ...profile, name: 'ひかり', invoiceRegistrationNumber: 'T7000012050002', invoiceName: '佐藤 光' };
    renderAt(WORKER.editInvoice, <WorkerEditInvoice />);
    expect(nameField().value).toBe('佐藤 光');
    expect(screen.getByText(/発注書・請求書などの書類に記載され/).textContent).toContain(
      '空欄の場合は表示名「ひかり」が使われます',
    );
    fireEvent.change(nameField(), { target: { value: '  フォトスタジオ光　' } });
    submit();
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ invoiceRegistrationNumber: 'T7000012050002', invoiceName: 'フォトスタジオ光' }),
    );
    expect(await screen.findByText('マイページ')).toBeTruthy();
  });

  it('clears a stored name when left blank', async () => {
    profile = { ...profile, invoiceName: '佐藤 光' };
    renderAt(WORKER.editInvoice, <WorkerEditInvoice />);
    fireEvent.change(nameField(), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ invoiceRegistrationNumber: null, invoiceName: null }));
  });

  it('refuses more than 50 characters and a control character (a pasted tab) in Japanese, sending nothing', async () => {
    renderAt(WORKER.editInvoice, <WorkerEditInvoice />);
    fireEvent.change(nameField(), { target: { value: 'あ'.repeat(51) } });
    expect(screen.getByText('51/50')).toBeTruthy();
    submit();
    expect(await screen.findByText(N.max)).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: '佐藤\t光' } });
    submit();
    expect(await screen.findByText(N.control)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
