/**
 * What the error boundary (./ErrorBoundary.tsx) shows when a screen could not be rendered, in the
 * style of the login-failure page (features/session/LoginFailurePage.tsx): for a chunk that failed to
 * load, that the connection may have dropped; for anything else, the error to quote to support. 再読み込み
 * is a full reload (it fetches the newest build's chunks); トップへ戻る loads the root anew, which leads
 * to the user's side's top (app/SideGuard.tsx).
 * A chunk of its own, fetched once a page has painted (app/AppShell.tsx), with what the shell needs
 * only then: the offline notice and the refresh of the screen on a return (`Connectivity`).
 */
import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { PageColumn } from '../layout/PageColumn';
import { useConnectivity } from './connectivity';
import { OfflineBanner } from './OfflineBanner';
import { RECOVERY_TITLE, reloadPage } from './recoveryActions';

/** A lazy chunk (or its CSS) that did not load: Chromium's, Safari's, Firefox's and Vite's wording. */
export const isChunkLoadError = (e: Error) =>
  /dynamically imported module|module script failed|Unable to preload|Loading (CSS )?chunk/i.test(e.message);

/** `error`: what the screen threw (anything); `page`: inside the page column (else a screen of its own). */
export function RecoveryScreen({ error: thrown, page }: { error: unknown; page?: boolean }) {
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  const chunk = isChunkLoadError(error);
  const content = (
    <Stack gap="5" pt="8" role="alert" data-testid="recovery">
      <Heading as="h1" size="lg">
        {RECOVERY_TITLE}
      </Heading>
      <Text fontSize="sm">
        {chunk
          ? '通信が途切れたため、画面を読み込めなかった可能性があります。電波の良い場所で再読み込みしてください。'
          : '予期しないエラーが発生しました。再読み込みしても直らない場合は、この画面のスクリーンショットを添えてお問い合わせください。'}
      </Text>
      {!chunk && (
        <Box borderWidth="1px" borderColor="red.200" bg="red.50" rounded="md" p="3">
          <Text fontSize="xs" color="fg.muted">
            エラー内容
          </Text>
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" bg="transparent" p="0" fontSize="sm">
            {error.name}: {error.message}
          </Code>
        </Box>
      )}
      <Stack gap="3">
        <Button size="lg" minH="48px" onClick={reloadPage}>
          再読み込み
        </Button>
        <Button asChild size="lg" minH="48px" variant="outline">
          <a href="/">トップへ戻る</a>
        </Button>
      </Stack>
    </Stack>
  );
  return page ? content : <PageColumn>{content}</PageColumn>;
}

/**
 * The offline notice while the network is gone; `refresh` (stable) on each return (./connectivity.ts);
 * `overlay`: over a full-screen page (./OfflineBanner.tsx).
 */
export function Connectivity({ refresh, overlay }: { refresh: () => void; overlay?: boolean }) {
  return useConnectivity(refresh) ? null : <OfflineBanner overlay={overlay} />;
}
