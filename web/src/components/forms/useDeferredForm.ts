/**
 * react-hook-form for a first screen whose form should paint before the library has loaded (the
 * verification form, a new user's first screen: docs/performance.md#how-the-boot-is-kept-short).
 *
 * The form renders at once with its inputs uncontrolled (`name` and `defaultValue`), and the library
 * (`load`: a chunk whose form control is made with react-hook-form's `createFormControl`, its yup
 * resolver and schema) is fetched as soon as the screen has painted. Then `register` hands the same
 * input elements to that control, and react-hook-form keeps what was typed before (an input whose
 * value differs from its default when registered keeps its value). Errors come from the control's
 * `subscribe`; `isSubmitting` lasts, as with `useForm`, from the submit until `onValid` has ended.
 * From there on it is react-hook-form as with `useForm`: the resolver validates on submit and again
 * on every change, and the first invalid field gets the focus. A submit before the library has
 * arrived waits for it (the submit button shows `isSubmitting`, as during validation), then goes
 * through `handleSubmit` like any other.
 *
 * Trade-off, measured on the verification form (JS before its first screen, gzipped): `useForm` with
 * an async resolver that imports yup on first validation takes off yup, the resolver and the schema
 * (14.5 KB) but leaves react-hook-form (13.5 KB); this hook takes off both (28 KB). The price: this
 * adapter instead of `useForm` (flat values; `errors` and `isSubmitting` only) and, on a slow
 * network, a first submit that waits for the library to arrive.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues, Path, SubmitHandler, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { afterPaint } from '../../lib/afterPaint';

/** react-hook-form's form methods without the hook's form state: what `createFormControl` returns. */
export type FormControl<T extends FieldValues> = Omit<UseFormReturn<T>, 'formState'>;

/** Loads the form's chunk and answers a function that makes its control from the default values. */
export type FormControlLoader<T extends FieldValues> = () => Promise<(defaultValues: T) => FormControl<T>>;

/** A top-level field (the values are a flat object). */
type FieldName<T extends FieldValues> = Path<T> & keyof T;

export interface DeferredForm<T extends FieldValues> {
  register: (name: FieldName<T>) => Partial<UseFormRegisterReturn<FieldName<T>>> & {
    name: FieldName<T>;
    defaultValue: T[FieldName<T>];
  };
  handleSubmit: (onValid: SubmitHandler<T>) => (e?: BaseSyntheticEvent) => Promise<void>;
  formState: { errors: FieldErrors<T>; isSubmitting: boolean };
}

export function useDeferredForm<T extends FieldValues>(load: FormControlLoader<T>, defaultValues: T): DeferredForm<T> {
  const [defaults] = useState(defaultValues);
  const [control, setControl] = useState<FormControl<T> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  /** A submit made before the control existed: run once it does. */
  const pendingSubmit = useRef<SubmitHandler<T> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const mounted = useRef(false);

  const start = useCallback(() => {
    loading.current ??= load().then(
      (create) => {
        if (mounted.current) setControl(create(defaults));
      },
      (e: unknown) => {
        // Tried again at the next submit.
        console.error('form library failed to load', e);
        loading.current = null;
        pendingSubmit.current = null;
        if (mounted.current) setSubmitting(false);
      },
    );
  }, [load, defaults]);

  useEffect(() => {
    mounted.current = true;
    const cancel = afterPaint(start);
    return () => {
      mounted.current = false;
      cancel();
    };
  }, [start]);

  // Layout effects: the inputs have been handed to the control (their refs), nothing painted yet.
  useLayoutEffect(() => {
    if (!control) return;
    return control.subscribe({ formState: { errors: true }, callback: (state) => setErrors(state.errors ?? {}) });
  }, [control]);

  /** react-hook-form's handleSubmit; `isSubmitting` as it has it: from the submit until onValid has ended. */
  const submit = useCallback(async (form: FormControl<T>, onValid: SubmitHandler<T>, e?: BaseSyntheticEvent) => {
    setSubmitting(true);
    try {
      await form.handleSubmit(onValid)(e);
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  }, []);

  useLayoutEffect(() => {
    const onValid = pendingSubmit.current;
    if (!control || !onValid) return;
    pendingSubmit.current = null;
    void submit(control, onValid);
  }, [control, submit]);

  return {
    register: (name) => ({ ...control?.register(name), name, defaultValue: defaults[name] }),
    handleSubmit: (onValid) => (e) => {
      if (control) return submit(control, onValid, e);
      // Before the library: wait for it, looking as during validation.
      e?.preventDefault();
      pendingSubmit.current = onValid;
      setSubmitting(true);
      start();
      return Promise.resolve();
    },
    formState: { errors, isSubmitting },
  };
}
