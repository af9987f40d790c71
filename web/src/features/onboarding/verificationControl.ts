/**
 * The verification form's react-hook-form control with its yup resolver and schema: a chunk of its
 * own that VerificationForm fetches once it has painted (components/forms/useDeferredForm.ts).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { createFormControl } from 'react-hook-form';
import { salonVerifySchema, type SalonVerifyDto } from '@common/schemas/verification';

export const createVerificationControl = (defaultValues: SalonVerifyDto) =>
  createFormControl<SalonVerifyDto>({ resolver: yupResolver(salonVerifySchema), defaultValues });
