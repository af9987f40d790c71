/**
 * A react-hook-form form's draft (lib/forms/drafts.ts): restored with `reset` when the form opens,
 * saved from `watch` on every change the user makes, dropped when the values are back to `blank`.
 * `sanitize` turns stored data (or the form's values) into the values the form may hold, in one
 * key order, so that comparing two of them is comparing their JSON.
 *
 * `restored`: the form opened on a draft. `dirty`: the values differ from `blank` (a draft is kept).
 * `clear()` after a successful send; `discard()` to go back to `blank` on purpose.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, saveDraft } from './drafts';

export interface FormDraft {
  restored: boolean;
  dirty: boolean;
  clear: () => void;
  discard: () => void;
}

export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'reset'>,
  key: string | null,
  blank: DefaultValues<T>,
  sanitize: (data: unknown) => DefaultValues<T> | null,
): FormDraft {
  const [state, setState] = useState({ restored: false, dirty: false });
  const latest = useRef({ form, blank, sanitize });
  useLayoutEffect(() => {
    latest.current = { form, blank, sanitize };
  });

  useLayoutEffect(() => {
    const { form, blank, sanitize } = latest.current;
    const blankJson = JSON.stringify(sanitize(blank));
    const draft = readDraft(key, sanitize);
    if (draft && JSON.stringify(draft) !== blankJson) {
      // The defaults stay `blank`: the restored values count as changes (and reset() goes back to blank).
      form.reset(draft, { keepDefaultValues: true });
      setState({ restored: true, dirty: true });
    }
    const sub = form.watch((values, { name }) => {
      if (!name) return; // a reset, not the user
      const now = sanitize(values);
      const dirty = !!now && JSON.stringify(now) !== blankJson;
      if (dirty) saveDraft(key, now);
      else clearDraft(key);
      setState((s) => (s.dirty === dirty ? s : { ...s, dirty }));
    });
    return () => sub.unsubscribe();
  }, [key]);

  const clear = useCallback(() => {
    clearDraft(key);
    setState({ restored: false, dirty: false });
  }, [key]);

  const discard = useCallback(() => {
    latest.current.form.reset(latest.current.blank);
    clear();
  }, [clear]);

  return { ...state, clear, discard };
}
