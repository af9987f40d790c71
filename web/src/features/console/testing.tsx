/**
 * The console screens' test harness: the app at a path, signed in as an admin (GET /admin/me answers),
 * with a fresh query cache before each test. Each suite still mocks firebaseAuth, the session and
 * lib/api/admin itself (jest.mock is per file).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { system } from '../../components/theme/system';
import { adminApi } from '../../lib/api/admin';
import { queryClient } from '../../lib/query/client';
import ConsoleApp from './ConsoleApp';

/** Registers the before-hooks: jsdom's missing ResizeObserver, a clear cache and mocks, an admin signed in. */
export function setUpConsoleTests() {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() => {
    queryClient.clear();
    jest.clearAllMocks();
    jest.mocked(adminApi.me).mockResolvedValue({ uid: 'Uadmin' });
  });
}

export function openConsole(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <ChakraProvider value={system}>
      <ConsoleApp />
    </ChakraProvider>,
  );
}
