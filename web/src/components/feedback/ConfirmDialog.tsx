/**
 * A centred confirmation dialog for actions with consequences (stop, accept, decline, cancel).
 *
 * Props: `open`, `onClose()`, `title`, `description` (text or nodes), `confirmLabel`, `onConfirm()`
 * (may be async), optional `cancelLabel` (default 'キャンセル') and `danger` (red confirm button).
 * While `onConfirm` runs the confirm button spins and the dialog cannot be dismissed; afterwards
 * the dialog calls `onClose()` itself. If `onConfirm` throws, the error is shown as a toast with the
 * server's Japanese message (so callers need no try/catch just for that) and the dialog stays open.
 *
 * Light on purpose: the dialog machinery (ConfirmDialogView) is fetched once the browser is idle
 * after the owner has painted, and rendered from the first time the dialog opens (an early tap waits
 * for it). Until then this renders nothing, so a screen that only opens it on a tap paints without it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { whenIdle } from '../../lib/afterPaint';

export type { ConfirmDialogProps } from './ConfirmDialogView';

const loadView = () => import('./ConfirmDialogView');
const ConfirmDialogView = lazy(loadView);

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Once opened, the view stays mounted, so that closing plays its transition.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadView()), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
