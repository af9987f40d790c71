/**
 * The 納品 message is kept per worker and contract through a reload until it is delivered, is never
 * another user's, opens clean whatever storage holds, and leaving the page with it asks first.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { dealApi } from '../../lib/api/deal';
import { contractsApi } from '../../lib/api/marketplace';
import { draftKey } from '../../lib/forms/drafts';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
jest.mock('../../lib/api/deal', () => ({ dealApi: { deliver: jest.fn() } }));
jest.mock('./leave', () => ({ leaveFor: jest.fn() }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { id: 'Uworker', type: 'worker' as UserType }, connectStatus: 'success' };
jest.mock('../session', () => ({ useSession: () => session }));

const get = jest.mocked(contractsApi.get);
const api = jest.mocked(dealApi);

const inProgress: Partial<Contract> = { status: 'in_progress', actions: ['deliver', 'request_cancel'] };

beforeAll(polyfillResizeObserver);
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  session.user.id = 'Uworker';
  get.mockResolvedValue(contractFixture(inProgress));
});

async function openForm() {
  const page = renderContractPage('worker');
  await contractPageShown();
  await screen.findByLabelText(/納品メッセージ/);
  return page;
}

const message = () => screen.getByLabelText(/納品メッセージ/) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(message(), { target: { value } });
const leaveDialog = () => screen.findByRole('alertdialog', { name: '入力中の内容があります' });

describe('the 納品 draft', () => {
  test('survives a reload and is gone once delivered', async () => {
    await openForm();
    type('データを共有しました');
    cleanup();

    await openForm();
    expect(message().value).toBe('データを共有しました');
    expect(screen.getByTestId('draft-notice')).toBeTruthy();

    api.deliver.mockResolvedValue(contractFixture({ status: 'delivered', actions: [] }));
    fireEvent.click(within(screen.getByTestId('deliver-form')).getByRole('button', { name: '納品する' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '納品する' }));
    await waitFor(() => expect(api.deliver).toHaveBeenCalledWith('c1', { message: 'データを共有しました' }));
    await waitFor(() => expect(screen.queryByTestId('deliver-form')).toBeNull());
    cleanup();

    // Sent back for a revision later: the form starts empty.
    await openForm();
    expect(message().value).toBe('');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  test('is never shown to another user, nor on another contract', async () => {
    await openForm();
    type('わたしの納品メッセージ');
    cleanup();

    session.user.id = 'Uother';
    await openForm();
    expect(message().value).toBe('');
    cleanup();

    session.user.id = 'Uworker';
    get.mockResolvedValue(contractFixture({ ...inProgress, id: 'c2' }));
    await openForm();
    expect(message().value).toBe('');
    cleanup();

    get.mockResolvedValue(contractFixture(inProgress));
    await openForm();
    expect(message().value).toBe('わたしの納品メッセージ');
  });

  test('opens clean over a broken draft', async () => {
    localStorage.setItem(draftKey('Uworker', 'deliver:c1') as string, '{"uid":"Uworker","at":1e99,"data":');
    await openForm();
    expect(message().value).toBe('');
    type('納品です');
    expect(message().value).toBe('納品です');
  });
});

describe('leaving the contract page', () => {
  test('asks with a message typed, and lets go at once without one', async () => {
    const { router } = await openForm();
    await act(() => router.navigate('/worker/messages'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('別の画面')).toBeTruthy();
    cleanup();

    const page = await openForm();
    type('途中まで');
    await act(() => page.router.navigate('/worker/messages'));
    const dialog = await leaveDialog();
    expect(dialog.textContent).toContain('下書きとして保存されている');
    fireEvent.click(within(dialog).getByRole('button', { name: '入力を続ける' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(message().value).toBe('途中まで');

    await act(() => page.router.navigate('/worker/messages'));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'ページを離れる' }));
    expect(await screen.findByText('別の画面')).toBeTruthy();
  });
});
