/** The gates (docs/product/screens.md#gates), in order, rendered from a session state (no network). */
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../src/components/theme/system';
import { SessionProvider } from '../src/features/session/SessionProvider';
import { Root } from '../src/app/Root';
import type { BootResult } from '../src/features/session/boot';
import { sessionPayload } from './sessionPayload';

jest.mock('../src/lib/firebaseAuth', () => ({
  ensureSignedIn: jest.fn(() => Promise.resolve()),
  currentIdToken: jest.fn(() => Promise.resolve('test-token')),
  setCustomToken: jest.fn(),
}));

const session = sessionPayload;

/** Opens the app at `path` (the page's address: the gate screens render without a router). */
function renderApp(booting: Promise<BootResult>, path = '/') {
  window.history.replaceState(null, '', path);
  return render(
    <ChakraProvider value={system}>
      <SessionProvider booting={booting}>
        <Root />
      </SessionProvider>
    </ChakraProvider>,
  );
}

describe('app shell gates', () => {
  it('shows a spinner while the login state is unresolved', () => {
    renderApp(new Promise<BootResult>(() => {}));
    expect(screen.getByRole('status').textContent).toContain('読み込み中');
  });

  it('shows the login-failure page with the error name and message when the boot fails', async () => {
    const err = new TypeError('Failed to fetch');
    renderApp(Promise.reject(err));
    expect(await screen.findByRole('heading', { name: 'ログインに失敗しました' })).toBeTruthy();
    expect(screen.getByTestId('login-error').textContent).toContain('TypeError: Failed to fetch');
    expect(screen.getByRole('button', { name: 'タップして再読み込み' })).toBeTruthy();
  });

  it('shows the verification form to an unverified user, prefilled from salonInfo', async () => {
    renderApp(
      Promise.resolve({
        session: session({ salonInfo: { email: 'a@example.jp', salonDisplayName: 'サロンA' } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'サロンマーケットの認証フォーム' })).toBeTruthy();
    expect((screen.getByLabelText(/メールアドレス/) as HTMLInputElement).value).toBe('a@example.jp');
    expect((screen.getByLabelText(/会社名/) as HTMLInputElement).value).toBe('サロンA');
    const link = screen.getByRole('link', { name: 'サロンマーケットの管理画面マイページを開く' });
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the setup screen to a verified user without a side, whatever the path', async () => {
    renderApp(Promise.resolve({ session: session({ isActive: true }) }), '/client/products');
    expect(await screen.findByRole('heading', { name: '初期設定を進めます' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '受注者側' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '発注者側' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('enables the worker side for a worker-flagged user', async () => {
    renderApp(Promise.resolve({ session: session({ isActive: true, isWorker: true }) }));
    expect(await screen.findByRole('heading', { name: '初期設定を進めます' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '受注者側' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
