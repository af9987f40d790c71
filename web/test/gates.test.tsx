/** The gates of SPEC 2.1, in order, rendered from a session state (no network). */
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { SessionPayload } from '@common/api';
import { system } from '../src/components/theme/system';
import { SessionProvider } from '../src/features/session/SessionProvider';
import { Root } from '../src/app/Root';
import type { BootResult } from '../src/features/session/boot';

jest.mock('../src/lib/firebaseAuth', () => ({
  ensureSignedIn: jest.fn(() => Promise.resolve()),
  currentIdToken: jest.fn(() => Promise.resolve('test-token')),
  setCustomToken: jest.fn(),
}));

function session(user: Partial<SessionPayload['user']> = {}): SessionPayload {
  return {
    user: {
      id: 'U1',
      userId: 'U1',
      type: null,
      isActive: false,
      isWorker: false,
      hasStripeAccount: false,
      salonInfo: null,
      lineDisplayName: 'テスト',
      linePictureURL: '',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...user,
    },
    profiles: { client: null, worker: null },
    connectStatus: 'none',
    images: {},
  };
}

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
