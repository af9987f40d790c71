/**
 * The corrected 請求書 on the document page (docs/product/screens.md#trade-document): the worker's own
 * newest 請求書 offers 「登録番号・名義を反映して訂正版を発行」 (44px), which asks first and then opens the
 * new version; the salon, another kind and a replaced version do not offer it; a refusal (nothing to
 * change) is told and the page stays. A corrected version says why.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TradeDocumentView } from '@common/tradeDocuments';
import { INVOICE_UNCHANGED } from '@common/tradeDocuments';
import { tradeDocumentsApi } from '../../lib/api/tradeDocuments';
import { ApiRequestError } from '../../lib/api/client';
import { notify } from '../../components/feedback/toaster';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import TradeDocumentPage from './TradeDocumentPage';
import { CORRECT_INVOICE_LABEL } from './InvoiceCorrection';
import { docFixture, renderAt } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/tradeDocuments', () => ({
  tradeDocumentsApi: { ofContract: jest.fn(), get: jest.fn(), correct: jest.fn() },
}));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));

const api = jest.mocked(tradeDocumentsApi);

beforeEach(() => jest.clearAllMocks());

const v1 = docFixture('invoice', { body: { issuerRegistrationNumber: null } });
const v2 = docFixture('invoice', {
  id: 'c1-invoice-v2',
  number: 'IV-2026-000200',
  version: 2,
  replaces: { id: v1.id, number: v1.number, version: 1 },
  worker: { userId: 'uw', name: '佐藤 光' },
  body: {
    issuerRegistrationNumber: 'T1234567890123',
    revisionNote: '受注者の申出により、発行者の登録番号と氏名・屋号を訂正しました。',
  },
});

const openAsWorker = (doc: TradeDocumentView) => {
  api.get.mockImplementation((id: string) => Promise.resolve(id === v2.id ? v2 : doc));
  return renderAt(withId(WORKER.document, doc.id), WORKER.document, <TradeDocumentPage />);
};

describe('the corrected 請求書', () => {
  it('the worker asks for it on her newest 請求書, confirms, and the new version opens', async () => {
    api.correct.mockResolvedValue(v2);
    openAsWorker(v1);
    const button = await screen.findByRole('button', { name: CORRECT_INVOICE_LABEL });
    expect(button.getAttribute('data-testid')).toBe('invoice-correct');
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('第2版');
    expect(dialog.textContent).toContain('この請求書に代わるもの');
    expect(dialog.textContent).toContain('発注者にお知らせ');
    expect(api.correct).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '訂正版を発行する' }));
    await waitFor(() => expect(api.correct).toHaveBeenCalledWith(v1.id));
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(v2.id, expect.anything()));
    expect((await screen.findByTestId('invoice-revision-note')).textContent).toContain('登録番号と氏名・屋号を訂正しました');
    expect(screen.getByTestId('invoice-replaces').textContent).toContain(`${v1.number}（第1版）に代わるものです`);
    expect(notify.success).toHaveBeenCalledWith('訂正版（第2版）を発行しました');
  });

  it('going back from the dialog sends nothing', async () => {
    openAsWorker(v1);
    fireEvent.click(await screen.findByRole('button', { name: CORRECT_INVOICE_LABEL }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.correct).not.toHaveBeenCalled();
  });

  it('nothing to change: the server says so, and the page stays on this version', async () => {
    api.correct.mockRejectedValue(new ApiRequestError(409, 'conflict', INVOICE_UNCHANGED));
    openAsWorker(v1);
    fireEvent.click(await screen.findByRole('button', { name: CORRECT_INVOICE_LABEL }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '訂正版を発行する' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(INVOICE_UNCHANGED));
    expect(api.get).not.toHaveBeenCalledWith(v2.id, expect.anything());
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('not offered to the salon, on a replaced version, or on another kind', async () => {
    api.get.mockResolvedValue({ ...v1, side: 'client' } as TradeDocumentView);
    const salon = renderAt(withId(CLIENT.document, v1.id), CLIENT.document, <TradeDocumentPage />);
    await screen.findByTestId('invoice-amount');
    expect(screen.queryByRole('button', { name: CORRECT_INVOICE_LABEL })).toBeNull();
    salon.unmount();

    const replaced = openAsWorker({ ...v1, supersededBy: { id: v2.id, number: v2.number, version: 2 } } as TradeDocumentView);
    await screen.findByTestId('superseded-banner');
    expect(screen.queryByRole('button', { name: CORRECT_INVOICE_LABEL })).toBeNull();
    replaced.unmount();

    openAsWorker(docFixture('acceptance'));
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: CORRECT_INVOICE_LABEL })).toBeNull();
  });
});
