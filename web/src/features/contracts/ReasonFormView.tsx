/**
 * The reason form itself (see ReasonForm.tsx, which loads it when the form is opened): react-hook-form
 * with reasonSchema through dealResolvers.ts, yup fetched on the first focus or validation.
 */
import { Box, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { DEAL_TEXT_MAX, type ReasonDto } from '@common/deal';
import { notifyError } from '../../components/feedback/errors';
import { notify } from '../../components/feedback/toaster';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { prefetchDealSchemas, reasonResolver } from './dealResolvers';

export interface ReasonFormProps {
  title: string;
  notes?: string[];
  label: string;
  placeholder?: string;
  submitLabel: string;
  success: string;
  danger?: boolean;
  submit: (dto: ReasonDto) => Promise<unknown>;
  onClose: () => void;
}

export default function ReasonFormView(props: ReasonFormProps) {
  const { title, notes = [], label, placeholder, submitLabel, success, danger, submit, onClose } = props;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReasonDto>({ resolver: reasonResolver, defaultValues: { reason: '' } });

  const send = async (dto: ReasonDto) => {
    try {
      await submit(dto);
      notify.success(success);
      onClose();
    } catch (e) {
      applyServerFieldErrors(e, setError, ['reason']);
      notifyError(e);
    }
  };

  return (
    <Box asChild bg="bg" borderWidth="1px" rounded="xl" p="4">
      <form onSubmit={handleSubmit(send)} noValidate aria-label={title}>
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          {notes.map((n) => (
            <Text key={n} fontSize="sm" color="fg.muted">
              {n}
            </Text>
          ))}
          <FormField label={label} required error={errors.reason?.message}>
            <Textarea rows={5} autoresize placeholder={placeholder} {...register('reason')} onFocus={prefetchDealSchemas} />
            <Box alignSelf="stretch">
              <TextCount value={watch('reason')} max={DEAL_TEXT_MAX} />
            </Box>
          </FormField>
          <Button
            type="submit"
            size="lg"
            minH="48px"
            w="full"
            colorPalette={danger ? 'red' : undefined}
            loading={isSubmitting}
            loadingText="送信中"
          >
            {submitLabel}
          </Button>
          <Button size="lg" minH="44px" w="full" variant="ghost" colorPalette="gray" disabled={isSubmitting} onClick={onClose}>
            戻る
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
