/**
 * 納品 with photographs: the form picks up to 20 photos (previews, each removable), takes an optional
 * gallery or download URL (https; typed without the scheme it gets https://), uploads the photos into
 * the contract's room when confirmed and sends their ids; a failed send does not upload them again.
 * The contract page shows a 納品's photos and link to both sides, after 検収 too.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConnectStatus } from '@common/api';
import type { Contract } from '@common/marketplace';
import type { MessageImage } from '@common/rooms';
import type { UserType } from '@common/options';
import { notify } from '../../components/feedback/toaster';
import { ApiRequestError } from '../../lib/api/client';
import { dealApi } from '../../lib/api/deal';
import { contractsApi } from '../../lib/api/marketplace';
import { roomsApi } from '../../lib/api/rooms';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
jest.mock('../../lib/api/deal', () => ({ dealApi: { deliver: jest.fn(), complete: jest.fn(), requestRevision: jest.fn() } }));
jest.mock('../../lib/api/rooms', () => ({ roomsApi: { uploadImage: jest.fn(), image: jest.fn() } }));
jest.mock('./leave', () => ({ leaveFor: jest.fn() }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { id: 'Uworker', type: 'worker' as UserType }, connectStatus: 'success' as ConnectStatus };
jest.mock('../session', () => ({ useSession: () => session }));

const get = jest.mocked(contractsApi.get);
const api = jest.mocked(dealApi);
const rooms = jest.mocked(roomsApi);

const inProgress: Partial<Contract> = { status: 'in_progress', actions: ['deliver', 'request_cancel'] };
const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });
const image = (id: string): MessageImage => ({ id, width: 1600, height: 1200 });

beforeAll(() => {
  polyfillResizeObserver();
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  session.user.type = 'worker';
  get.mockResolvedValue(contractFixture(inProgress));
  let n = 0;
  rooms.uploadImage.mockImplementation(async () => image(`up${++n}`));
  rooms.image.mockImplementation(async (_room, id) => new Blob([id], { type: 'image/jpeg' }));
});

async function openForm() {
  renderContractPage('worker');
  await contractPageShown();
  await screen.findByLabelText(/納品メッセージ/);
}

const form = () => within(screen.getByTestId('deliver-form'));
const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('delivery-photo-input'), { target: { files } });
const previews = () => within(screen.getByTestId('delivery-photo-picker')).queryAllByRole('img', { hidden: true });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(form().getByRole('button', { name: '納品する' }));
const confirm = async () =>
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '納品する' }));

describe('the 納品 form’s photos and URL', () => {
  test('picks photos, removes one, and sends the others’ ids with the URL (https:// added)', async () => {
    api.deliver.mockResolvedValue(contractFixture({ status: 'delivered', actions: [] }));
    await openForm();
    const [a, b, c] = [file('a.jpg'), file('b.jpg'), file('c.jpg')];
    pick(a, b, c);
    expect(previews().map((i) => i.getAttribute('alt'))).toEqual(['納品する写真 1', '納品する写真 2', '納品する写真 3']);
    expect(form().getByRole('button', { name: /写真を選ぶ（3\/20）/ })).toBeTruthy();

    fireEvent.click(form().getByRole('button', { name: '写真 2 を外す' }));
    expect(previews()).toHaveLength(2);

    type(/納品メッセージ/, '撮影データを納品します');
    type(/ギャラリー・ダウンロードURL/, 'example.com/gallery/42');
    submit();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('写真2枚');
    await confirm();

    await waitFor(() =>
      expect(api.deliver).toHaveBeenCalledWith('c1', {
        message: '撮影データを納品します',
        imageIds: ['up1', 'up2'],
        link: 'https://example.com/gallery/42',
      }),
    );
    // Into the contract's room, the picked files in their order (b was removed).
    expect(rooms.uploadImage.mock.calls).toEqual([
      ['c1', a],
      ['c1', c],
    ]);
    expect(notify.success).toHaveBeenCalledWith('納品しました');
  });

  test('takes images only, 20 at most, and says why it left some out', async () => {
    await openForm();
    pick(file('memo.pdf', 'application/pdf'), file('a.jpg'));
    expect(previews()).toHaveLength(1);
    expect(screen.getByTestId('photo-problem').textContent).toBe('画像ファイルを選択してください');

    pick(...Array.from({ length: 25 }, (_, i) => file(`${i}.jpg`)));
    expect(previews()).toHaveLength(20);
    expect(screen.getByTestId('photo-problem').textContent).toBe('写真は20枚まで添付できます');
    expect((form().getByRole('button', { name: /写真を選ぶ（20\/20）/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a URL that is not https is refused under its field before any call', async () => {
    await openForm();
    type(/納品メッセージ/, '納品します');
    type(/ギャラリー・ダウンロードURL/, 'http://example.com/gallery');
    submit();
    expect(await screen.findByText('URL形式（https://〜）で入力してください')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.deliver).not.toHaveBeenCalled();
    expect(rooms.uploadImage).not.toHaveBeenCalled();
  });

  test('a failed 納品 keeps the photos; sending again does not upload them again', async () => {
    api.deliver.mockRejectedValueOnce(new ApiRequestError(502, 'upstream_failed', '通信できませんでした'));
    api.deliver.mockResolvedValueOnce(contractFixture({ status: 'delivered', actions: [] }));
    await openForm();
    pick(file('a.jpg'), file('b.jpg'));
    type(/納品メッセージ/, '納品します');
    submit();
    await confirm();
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(rooms.uploadImage).toHaveBeenCalledTimes(2);
    expect(previews()).toHaveLength(2);

    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '納品する' }));
    await waitFor(() => expect(api.deliver).toHaveBeenCalledTimes(2));
    expect(api.deliver).toHaveBeenLastCalledWith('c1', { message: '納品します', imageIds: ['up1', 'up2'] });
    expect(rooms.uploadImage).toHaveBeenCalledTimes(2);
  });

  test('photos the server no longer takes are uploaded again on the next try', async () => {
    api.deliver.mockRejectedValueOnce(
      new ApiRequestError(400, 'invalid_argument', '納品する写真を確認できませんでした', {
        imageIds: '納品する写真を確認できませんでした',
      }),
    );
    api.deliver.mockResolvedValueOnce(contractFixture({ status: 'delivered', actions: [] }));
    await openForm();
    pick(file('a.jpg'));
    type(/納品メッセージ/, '納品します');
    submit();
    await confirm();
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '納品する' }));
    await waitFor(() => expect(api.deliver).toHaveBeenLastCalledWith('c1', { message: '納品します', imageIds: ['up2'] }));
    expect(rooms.uploadImage).toHaveBeenCalledTimes(2);
  });
});

describe('a 納品’s photos and link on the contract page', () => {
  const photos = [image('p1'), image('p2')];
  const delivery = {
    message: '納品いたします',
    at: '2026-11-05T01:00:00.000Z',
    autoCompleteAt: '2026-11-12T01:00:00.000Z',
    images: photos,
    link: 'https://example.com/gallery',
  };

  test('the client sees the grid with save buttons and the link while it waits for 検収', async () => {
    session.user.type = 'client';
    get.mockResolvedValue(contractFixture({ status: 'delivered', delivery, actions: ['complete', 'request_revision'] }));
    renderContractPage('client');
    await contractPageShown();
    const card = screen.getByTestId('delivery');
    const grid = await within(card).findByTestId('delivery-photos');
    expect(within(grid).getByRole('button', { name: '写真を保存（1/2）' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: /すべて保存（2枚）/ })).toBeTruthy();
    const link = within(card).getByTestId('delivery-link');
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://example.com/gallery',
      '_blank',
      'noopener noreferrer',
    ]);
    await waitFor(() => expect(rooms.image).toHaveBeenCalledWith('c1', 'p1', 'thumb', expect.anything()));
  });

  test('after 検収 both sides still find the delivered work, without the automatic 検収 line', async () => {
    const history: Contract['history'] = [
      { status: 'awaiting_payment', at: '2026-11-01T01:00:00.000Z', by: 'Uclient' },
      { status: 'in_progress', at: '2026-11-02T01:00:00.000Z', by: null, action: 'pay', actor: 'system' },
      {
        status: 'delivered',
        at: '2026-11-05T01:00:00.000Z',
        by: 'Uworker',
        action: 'deliver',
        actor: 'worker',
        note: '納品いたします',
        images: photos,
        link: 'https://example.com/gallery',
      },
      { status: 'completed', at: '2026-11-06T01:00:00.000Z', by: 'Uclient', action: 'complete', actor: 'client' },
    ];
    for (const side of ['client', 'worker'] as const) {
      session.user.type = side;
      get.mockResolvedValue(contractFixture({ status: 'completed', history, delivery: null, actions: [] }));
      renderContractPage(side);
      await contractPageShown();
      const card = screen.getByTestId('delivery');
      expect(card.textContent).toContain('納品いたします');
      expect(await within(card).findByTestId('delivery-photos')).toBeTruthy();
      expect(within(card).getAllByRole('button', { name: /^写真を保存/ })).toHaveLength(2);
      expect(within(card).getByTestId('delivery-link').getAttribute('href')).toBe('https://example.com/gallery');
      expect(within(card).queryByTestId('auto-complete')).toBeNull();
      cleanup();
    }
  });
});
