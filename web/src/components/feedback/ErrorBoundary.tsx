/**
 * Catches what a screen throws while rendering, above all a lazy chunk that failed to load twice (a
 * LINE webview gone offline), and shows the recovery screen (./Recovery.tsx) instead of a blank page.
 * Kept tiny (app/Root.tsx and app/AppShell.tsx are on every first screen): the screen is a chunk of its
 * own (with the offline notice), fetched once a page has painted (app/AppShell.tsx) or on the first
 * error; while it loads nothing is shown, and if it cannot load either, a bare title and 再読み込み.
 */
import { Button, Heading } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { preload } from '../../lib/preload';
import { PageColumn } from '../layout/PageColumn';
import { RECOVERY_TITLE, reloadPage } from './recoveryActions';

export const loadRecovery = preload(() => import('./Recovery'));

interface Props {
  children: ReactNode;
  /** Inside the page column, under the tab bar's shell (app/AppShell.tsx); else a screen of its own. */
  page?: boolean;
  onError?: () => void;
}

export class ErrorBoundary extends Component<Props, { error?: unknown; bare?: boolean }> {
  state: { error?: unknown; bare?: boolean } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error || new Error(String(error)) };
  }

  componentDidCatch() {
    this.props.onError?.();
    loadRecovery().then(
      () => this.forceUpdate(),
      () => this.setState({ bare: true }),
    );
  }

  render() {
    const { error, bare } = this.state;
    const { children, page } = this.props;
    if (!error) return children;
    const Screen = loadRecovery.peek()?.RecoveryScreen;
    if (Screen) return <Screen error={error} page={page} />;
    return bare ? (
      <PageColumn role="alert">
        <Heading as="h1" size="lg" my="5">
          {RECOVERY_TITLE}
        </Heading>
        <Button size="lg" minH="48px" onClick={reloadPage}>
          再読み込み
        </Button>
      </PageColumn>
    ) : null;
  }
}
