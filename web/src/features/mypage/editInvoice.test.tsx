/**
 * 登録番号 (docs/product/screens.md#invoice-registration-number): the worker's edit screen checks the number
 * with the shared rules for her classify, sends it normalised (or null to clear), reloads the session and
 * returns to my page; the edit menu links to it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { WorkerProfile } from '@common/api';
import { INVOICE_NUMBER_MESSAGES as M } from '@common/invoiceNumber';
import { system } from '../../components/theme/system';
import { saveInvoiceRegistration } from '../../lib/api/profiles';
import { WORKER } from '../../lib/paths';
import { WorkerEditInvoice, WorkerEditMenu } from './WorkerEdit';

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
    await waitFor(() => expect(save).toHaveBeenCalledWith({ invoiceRegistrationNumber: 'T7000012050002' }));
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
    await waitFor(() => expect(save).toHaveBeenCalledWith({ invoiceRegistrationNumber: null }));
  });
});
