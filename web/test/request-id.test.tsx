/**
 * The API's request id reaches the login-failure page (docs/product/screens.md#login-failure), so a
 * screenshot names a log line.
 */
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../src/components/theme/system';
import LoginFailurePage from '../src/features/session/LoginFailurePage';
import { ApiRequestError, apiFetch } from '../src/lib/api/client';

const ID = '105445aa7843bc8bf206b12000100000';

const page = (error: Error) =>
  render(
    <ChakraProvider value={system}>
      <LoginFailurePage error={error} />
    </ChakraProvider>,
  );

describe('request id', () => {
  afterEach(() => jest.restoreAllMocks());

  it('apiFetch keeps the error body’s requestId, else the x-request-id header', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'だめ', requestId: ID } }), { status: 401 }),
    );
    const fromBody = await apiFetch('/liff/session', { auth: false }).catch((e: unknown) => e);
    expect(fromBody).toBeInstanceOf(ApiRequestError);
    expect((fromBody as ApiRequestError).requestId).toBe(ID);

    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502, headers: { 'x-request-id': 'abc123' } }));
    const fromHeader = await apiFetch('/liff/session', { auth: false }).catch((e: unknown) => e);
    expect((fromHeader as ApiRequestError).requestId).toBe('abc123');
  });

  it('the login-failure page shows it in small text, with the error as before', () => {
    page(new ApiRequestError(401, 'unauthenticated', 'LINEのログイン情報を確認できませんでした', undefined, ID));
    expect(screen.getByRole('heading', { name: 'ログインに失敗しました' })).toBeTruthy();
    expect(screen.getByTestId('login-error').textContent).toContain('ApiRequestError: LINEのログイン情報を確認できませんでした');
    expect(screen.getByTestId('request-id').textContent).toBe(`お問い合わせ番号: ${ID}`);
  });

  it('without an id (the network failed) nothing extra is shown', () => {
    page(new TypeError('Failed to fetch'));
    expect(screen.queryByTestId('request-id')).toBeNull();
  });
});
