/** The worker's listing (出品) form: title, description, price. Same schema as the server (listingInputSchema). */
import { Button, Input, InputGroup, Stack, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { JOB_LIMITS, listingInputSchema, type ListingInputDto } from '@common/schemas/marketplace';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { notifyError } from '../../components/feedback/errors';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { parseNumber } from '../../lib/forms/yen';

const FIELDS = ['title', 'description', 'price'] as const;

interface Props {
  defaultValues?: Partial<ListingInputDto>;
  submitLabel: string;
  onSubmit: (values: ListingInputDto) => Promise<void>;
  onCancel?: () => void;
}

export function ListingForm({ defaultValues, submitLabel, onSubmit, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ListingInputDto>({ resolver: yupResolver(listingInputSchema), defaultValues });
  const description = watch('description');

  const submit = async (values: ListingInputDto) => {
    try {
      await onSubmit(values);
    } catch (e) {
      // Field errors from the server land under their fields; the message goes to a toast either way.
      applyServerFieldErrors(e, setError, FIELDS);
      notifyError(e, '保存できませんでした');
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <FormField label="タイトル" error={errors.title?.message} required helper="例：サロン掲載写真の撮影（スタイル10枚）">
          <Input size="lg" maxLength={JOB_LIMITS.listingTitle + 10} {...register('title')} />
        </FormField>
        <FormField label="サービス内容" error={errors.description?.message} required>
          <Textarea
            rows={8}
            autoresize
            placeholder="提供できる内容、納品物、所要時間などを書きましょう"
            {...register('description')}
          />
          <TextCount value={description} max={JOB_LIMITS.listingDescription} />
        </FormField>
        <FormField
          label="価格（税込）"
          error={errors.price?.message}
          required
          helper={`${JOB_LIMITS.priceMin.toLocaleString('ja-JP')}円〜${JOB_LIMITS.priceMax.toLocaleString('ja-JP')}円`}
        >
          <InputGroup endElement="円">
            <Input size="lg" inputMode="numeric" {...register('price', { setValueAs: parseNumber })} />
          </InputGroup>
        </FormField>
        <Stack gap="3" pt="2">
          <Button type="submit" size="lg" minH="48px" loading={isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="ghost" size="lg" minH="48px" onClick={onCancel} disabled={isSubmitting}>
              キャンセル
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
