/**
 * Asks before a form with unsaved changes is left. The form's draft is kept either way
 * (lib/forms/drafts.ts), so the question is gentle: no red button, and leaving loses nothing.
 *
 * - Reload or closing the webview: the browser's own beforeunload prompt (registered only while
 *   `dirty`, so that unchanged pages stay in the back-forward cache). iOS never shows that prompt;
 *   the draft is what protects the text there.
 * - In-app navigation (the header's 戻る, the tab bar, any link or navigate()): our dialog. The app
 *   mounts <BrowserRouter> (no data router, see docs/architecture.md), where React Router's
 *   useBlocker is not available, so the router's history is wrapped instead: its push, replace and go
 *   wait for the answer. Under a data router (createMemoryRouter in tests) useBlocker does it.
 *   The browser's own back gesture is not held under <BrowserRouter> (the router has already moved
 *   when it hears of it); the draft is there when the user comes back.
 *
 * `allowWhile(save)`: the navigations a successful save makes (to the new job, out of editing) pass.
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker, type Navigator } from 'react-router-dom';
import { ConfirmDialog } from '../feedback/ConfirmDialog';

export const LEAVE_TITLE = '入力中の内容があります';
export const LEAVE_TEXT =
  'このページを離れますか？入力した内容は下書きとして保存されているので、次に開いたときに続きから入力できます。';

export interface LeaveGuard {
  /** Render it with the form. */
  dialog: ReactElement;
  allowWhile: <T>(task: () => Promise<T>) => Promise<T>;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const state = useRef({ dirty, allowed: false });
  useLayoutEffect(() => {
    state.current.dirty = dirty;
  }, [dirty]);
  const shouldBlock = useCallback(() => state.current.dirty && !state.current.allowed, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, shouldBlock]);

  const allowWhile = useCallback(async <T,>(task: () => Promise<T>): Promise<T> => {
    state.current.allowed = true;
    try {
      return await task();
    } finally {
      state.current.allowed = false;
    }
  }, []);

  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const dialog = dataRouter ? <RouterBlocker shouldBlock={shouldBlock} /> : <HistoryBlocker shouldBlock={shouldBlock} />;
  return { dialog, allowWhile };
}

function LeaveDialog({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onStay}
      title={LEAVE_TITLE}
      description={LEAVE_TEXT}
      confirmLabel="ページを離れる"
      cancelLabel="入力を続ける"
      onConfirm={onLeave}
    />
  );
}

type Moves = Pick<Navigator, 'push' | 'replace' | 'go'>;

/** Makes the history's moves ask `hold` first while `shouldBlock()`; returns the undo. */
function holdMoves(nav: Moves, shouldBlock: () => boolean, hold: (go: () => void) => void): () => void {
  const original: Moves = { push: nav.push, replace: nav.replace, go: nav.go };
  const held =
    <A extends unknown[]>(move: (...args: A) => void) =>
    (...args: A) => {
      const go = () => move.apply(nav, args);
      if (shouldBlock()) hold(go);
      else go();
    };
  nav.push = held(original.push);
  nav.replace = held(original.replace);
  nav.go = held(original.go);
  return () => Object.assign(nav, original);
}

function HistoryBlocker({ shouldBlock }: { shouldBlock: () => boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<{ go: () => void } | null>(null);
  useEffect(() => holdMoves(navigator, shouldBlock, (go) => setHeld({ go })), [navigator, shouldBlock]);
  return <LeaveDialog open={held !== null} onLeave={() => held?.go()} onStay={() => setHeld(null)} />;
}

function RouterBlocker({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation: from, nextLocation: to }) =>
        shouldBlock() && (from.pathname !== to.pathname || from.search !== to.search),
      [shouldBlock],
    ),
  );
  const left = useRef(false);
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      onLeave={() => {
        left.current = true;
        blocker.proceed?.();
      }}
      onStay={() => {
        if (!left.current) blocker.reset?.();
        left.current = false;
      }}
    />
  );
}
