/**
 * An inline form asking for a reason (修正依頼, キャンセル申請, 拒否), required and at most 1,000
 * characters (reasonSchema, the rule the server applies too). It sends, toasts `success` and closes;
 * a refusal shows the server's message as a toast and a field message under the text.
 *
 * Props: `title`, `notes?` (what happens, one paragraph each), `label`, `placeholder?`, `submitLabel`,
 * `success` (toast), `danger?` (red submit), `submit(dto)` (the mutation), `onClose()`.
 *
 * Rendered only once the user opens it: the form (react-hook-form, ReasonFormView.tsx) is fetched
 * then, so the contract page paints without it; a card with a spinner stands in while it loads.
 */
import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ReasonFormProps } from './ReasonFormView';

export type { ReasonFormProps } from './ReasonFormView';

const ReasonFormView = lazy(() => import('./ReasonFormView'));

export function ReasonForm(props: ReasonFormProps) {
  return (
    <Suspense
      fallback={
        <Center bg="bg" borderWidth="1px" rounded="xl" p="4" minH="48">
          <Spinner color="fg.muted" aria-label="読み込み中" />
        </Center>
      }
    >
      <ReasonFormView {...props} />
    </Suspense>
  );
}
