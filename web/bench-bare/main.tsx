/**
 * The bare stack (docs/performance.md): what every LIFF + Chakra + Firebase app loads before its first screen,
 * with no app code. `npm run bench` and `npm run bench:lighthouse` build it in the same run as the
 * app and measure it the same way (ready = its h1), so the app's figures have a floor to compare with.
 *
 * Everything is imported statically, so it is all in the bundle and loaded before the first screen:
 * React DOM, Chakra UI v3 with its default system (one Button, one Input, a heading), the full LIFF
 * SDK with @line/liff-mock (as the web's mock builds), and Firebase app + auth (initializeAuth,
 * connectAuthEmulator, signInWithCustomToken when a `?customToken=` is given).
 */
import { createRoot } from 'react-dom/client';
import { Button, ChakraProvider, Container, Heading, Input, Stack, defaultSystem } from '@chakra-ui/react';
import liff from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithCustomToken } from 'firebase/auth';

const auth = initializeAuth(initializeApp({ apiKey: 'bench-bare', authDomain: 'localhost', projectId: 'demo-salonworks' }), {
  persistence: inMemoryPersistence,
});
connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });

function Bare() {
  return (
    <Container maxW="md" py="6">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          ベアスタック
        </Heading>
        <Input placeholder="お名前" aria-label="お名前" />
        <Button>送信する</Button>
      </Stack>
    </Container>
  );
}

async function start() {
  // The mock's types expect its own init config (mock: true); the full SDK carries the plugin API.
  liff.use(new LiffMockPlugin());
  await liff.init({ liffId: 'bench-bare', mock: true } as Parameters<typeof liff.init>[0]);
  const token = new URLSearchParams(window.location.search).get('customToken');
  if (token) await signInWithCustomToken(auth, token);
  createRoot(document.getElementById('root')!).render(
    <ChakraProvider value={defaultSystem}>
      <Bare />
    </ChakraProvider>,
  );
}

void start();
