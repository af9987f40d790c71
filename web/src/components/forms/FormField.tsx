import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled field with its error in small text under it (docs/product/validation.md#conventions). */
export function FormField(props: { label: string; error?: string; required?: boolean; helper?: string; children: ReactNode }) {
  const { label, error, required, helper, children } = props;
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontWeight="bold" fontSize="sm">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
