/**
 * The suspended gate (docs/product/screens.md#suspended): a session whose user is suspended shows the
 * suspended page, with the reason and the support address, instead of any screen or the tab bar.
 */
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../src/components/theme/system';
import { SessionProvider } from '../src/features/session/SessionProvider';
import { Root } from '../src/app/Root';
import { gateFor, loadSuspended } from '../src/app/gateScreens';
import { config } from '../src/lib/config';
import type { BootResult } from '../src/features/session/boot';
import { sessionPayload } from './sessionPayload';

jest.mock('../src/lib/firebaseAuth', () => ({
  ensureSignedIn: jest.fn(() => Promise.resolve()),
  currentIdToken: jest.fn(() => Promise.resolve('test-token')),
  setCustomToken: jest.fn(),
}));

const suspension = { reason: '利用規約に反する連絡先の交換が確認されたため', at: '2026-02-01T00:00:00.000Z' };

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

describe('suspended gate', () => {
  it('stops a suspended session before every other gate', () => {
    expect(gateFor(sessionPayload({ isActive: true, type: 'client', suspension }))).toBe(loadSuspended);
    expect(gateFor(sessionPayload({ isActive: false, suspension }))).toBe(loadSuspended);
    expect(gateFor(sessionPayload({ isActive: true, type: 'client', suspension: null }))).toBeNull();
  });

  it('shows the suspended page with the reason and the support address, without the tab bar', async () => {
    renderApp(
      Promise.resolve({ session: sessionPayload({ isActive: true, type: 'worker', isWorker: true, suspension }) }),
      '/worker/projects',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ご利用を停止しています' })).toBeTruthy();
    expect(screen.getByTestId('suspension-reason').textContent).toContain(suspension.reason);
    const mail = screen.getByRole('link', { name: config.supportEmail });
    expect(mail.getAttribute('href')).toBe(`mailto:${config.supportEmail}`);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('案件管理')).toBeNull();
  });
});
