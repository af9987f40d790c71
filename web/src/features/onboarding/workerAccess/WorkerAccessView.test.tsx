/**
 * The worker-access request (docs/product/screens.md#worker-access-request): the form's messages are the
 * shared schema's, what is sent is what the schema makes of the input, and each status has its view.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WorkerAccess } from '@common/workerAccess';
import { system } from '../../../components/theme/system';
import { ApiRequestError } from '../../../lib/api/client';
import { workerAccessApi } from '../../../lib/api/workerAccess';
import { PENDING_TEXT, WorkerAccessView } from './WorkerAccessView';
import { workerAccessEntryLabel } from './labels';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../../lib/api/workerAccess', () => ({ workerAccessApi: { get: jest.fn(), request: jest.fn() } }));

const api = jest.mocked(workerAccessApi);
const SENT = { occupation: 'カメラマン', introduction: 'サロン撮影が得意です', link: 'https://instagram.com/photo' };

function renderView(initial?: WorkerAccess, onSent = jest.fn()) {
  render(
    <ChakraProvider value={system}>
      <WorkerAccessView
        header={<h1>受注者の利用申請</h1>}
        approvedAction={<button type="button">受注者側を選ぶ</button>}
        onSent={onSent}
        initial={initial}
      />
    </ChakraProvider>,
  );
  return onSent;
}

const intro = () => screen.getByLabelText(/自己紹介/) as HTMLTextAreaElement;
const link = () => screen.getByLabelText(/ポートフォリオ・SNSのURL/) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: '送信' }));

beforeEach(() => jest.clearAllMocks());

describe('WorkerAccessView: the form', () => {
  it('shows the schema messages under the fields and sends nothing', async () => {
    renderView({ status: 'none' });
    send();
    expect(await screen.findAllByText('1文字以上で入力してください')).toHaveLength(2);
    type(intro(), 'あ'.repeat(501));
    type(link(), 'javascript:alert(1)');
    send();
    expect(await screen.findByText('500文字以内で入力してください')).toBeTruthy();
    expect(await screen.findByText('URL形式で入力してください')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('has the Japanese labels and helper texts, the configured occupation chosen', () => {
    renderView({ status: 'none' });
    expect(screen.getByText('職種')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'カメラマン' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/撮影の経歴や得意なジャンル/)).toBeTruthy();
    expect(screen.getByText(/「https:\/\/」は省略できます/)).toBeTruthy();
  });

  it('sends the typed values as the schema makes them, then shows 審査中', async () => {
    api.request.mockResolvedValue({ status: 'pending', ...SENT, requestedAt: '2030-01-01T00:00:00.000Z' });
    const onSent = renderView({ status: 'none' });
    type(intro(), `  ${SENT.introduction} `);
    type(link(), 'instagram.com/photo');
    send();
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(SENT));
    expect(await screen.findByTestId('worker-access-pending')).toBeTruthy();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("puts the API's field messages under the fields", async () => {
    api.request.mockRejectedValue(
      new ApiRequestError(400, 'invalid_argument', '入力内容に誤りがあります', { link: 'URL形式で入力してください' }),
    );
    renderView({ status: 'none' });
    type(intro(), SENT.introduction);
    type(link(), SENT.link);
    send();
    expect(await screen.findByText('URL形式で入力してください')).toBeTruthy();
  });

  it('a conflict says why and reads the status again', async () => {
    api.request.mockRejectedValue(new ApiRequestError(409, 'conflict', 'すでに受注者として利用できます'));
    api.get.mockResolvedValue({ status: 'approved', ...SENT });
    renderView({ status: 'none' });
    type(intro(), SENT.introduction);
    type(link(), SENT.link);
    send();
    expect(await screen.findByTestId('worker-access-approved')).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});

describe('WorkerAccessView: each status', () => {
  it('reads the status when none is given', async () => {
    api.get.mockResolvedValue({ status: 'none' });
    renderView();
    expect(await screen.findByRole('button', { name: '送信' })).toBeTruthy();
  });

  it('審査中: the text and what was sent', () => {
    renderView({ status: 'pending', ...SENT });
    expect(screen.getByText('審査中')).toBeTruthy();
    expect(screen.getByText(PENDING_TEXT)).toBeTruthy();
    expect(screen.getByText(SENT.link)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送信' })).toBeNull();
  });

  it('見送り: the reason, and a new request from the old values', () => {
    renderView({ status: 'declined', ...SENT, declineReason: 'リンクが開けませんでした' });
    expect(screen.getByText('見送り')).toBeTruthy();
    expect(screen.getByText('リンクが開けませんでした')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '内容を見直して再申請する' }));
    expect(link().value).toBe(SENT.link);
    expect(intro().value).toBe(SENT.introduction);
  });

  it('利用停止: the reason and a new request', () => {
    renderView({ status: 'revoked', declineReason: '規約違反のため' });
    expect(screen.getByText('利用停止')).toBeTruthy();
    expect(screen.getByText('規約違反のため')).toBeTruthy();
    expect(screen.getByRole('button', { name: '内容を見直して再申請する' })).toBeTruthy();
  });

  it("承認済み: the caller's way on", () => {
    renderView({ status: 'approved', ...SENT });
    expect(screen.getByText('承認済み')).toBeTruthy();
    expect(screen.getByRole('button', { name: '受注者側を選ぶ' })).toBeTruthy();
  });

  it('a failed read offers 再読み込み', async () => {
    api.get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ status: 'pending', ...SENT });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByTestId('worker-access-pending')).toBeTruthy();
  });
});

describe('the entry label', () => {
  it('names the request or its status', () => {
    expect(workerAccessEntryLabel(undefined)).toBe('受注者として利用を申請する');
    expect(workerAccessEntryLabel('none')).toBe('受注者として利用を申請する');
    expect(workerAccessEntryLabel('pending')).toBe('受注者の利用申請（審査中）');
    expect(workerAccessEntryLabel('declined')).toBe('受注者の利用申請（見送り）');
  });
});
