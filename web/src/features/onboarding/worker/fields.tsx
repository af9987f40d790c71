/** Worker profile fields shared by the registration wizard and the my-page edit screens. */
import { Fieldset, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import {
  Controller,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormWatch,
  type FieldErrors,
} from 'react-hook-form';
import { CLASSIFY_OPTIONS, MONTHS, SEX_OPTIONS, dayOptions, yearOptions } from '@common/options';
import { type WorkerStep1 } from '@common/schemas/workerProfile';
import { ChoiceCards } from '../../../components/forms/ChoiceCards';
import { FormField } from '../../../components/forms/FormField';

/** Today's date as the draft's default birth date (docs/product/screens.md#worker-onboarding). */
export function todayParts(now = new Date()) {
  return { birthYear: now.getFullYear(), birthMonth: now.getMonth() + 1, birthDate: now.getDate() };
}

function NumberSelect(props: {
  label: string;
  suffix: string;
  options: number[];
  registration: ReturnType<UseFormRegister<WorkerStep1>>;
  invalid: boolean;
  width: string;
}) {
  const { label, suffix, options, registration, invalid, width } = props;
  return (
    <HStack gap="1" flex={width === 'wide' ? '1.4' : '1'}>
      <NativeSelect.Root size="lg" invalid={invalid}>
        <NativeSelect.Field aria-label={label} {...registration}>
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="sm" flexShrink={0}>
        {suffix}
      </Text>
    </HStack>
  );
}

/**
 * Year (100 years counting back, ascending), month, and the days the chosen month has (docs/product/entities.md#option-lists).
 * A day the new month lacks (31 -> February) moves to the month's last day.
 */
export function BirthDateSelects({
  register,
  watch,
  setValue,
  errors,
}: {
  register: UseFormRegister<WorkerStep1>;
  watch: UseFormWatch<WorkerStep1>;
  setValue: UseFormSetValue<WorkerStep1>;
  errors: FieldErrors<WorkerStep1>;
}) {
  const [year, month, day] = watch(['birthYear', 'birthMonth', 'birthDate']);
  const days = dayOptions(Number(year) || 2000, Number(month) || 1);
  useEffect(() => {
    if (Number(day) > days.length) setValue('birthDate', days.length, { shouldValidate: true });
  }, [day, days.length, setValue]);
  const error = errors.birthYear?.message ?? errors.birthMonth?.message ?? errors.birthDate?.message;
  const asNumber = { valueAsNumber: true } as const;
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="bold" fontSize="sm" color="fg">
        生年月日
      </Fieldset.Legend>
      <HStack gap="2" mt="1.5">
        <NumberSelect
          label="生年月日（年）"
          suffix="年"
          options={yearOptions()}
          registration={register('birthYear', asNumber)}
          invalid={!!errors.birthYear}
          width="wide"
        />
        <NumberSelect
          label="生年月日（月）"
          suffix="月"
          options={MONTHS}
          registration={register('birthMonth', asNumber)}
          invalid={!!errors.birthMonth}
          width="narrow"
        />
        <NumberSelect
          label="生年月日（日）"
          suffix="日"
          options={days}
          registration={register('birthDate', asNumber)}
          invalid={!!errors.birthDate}
          width="narrow"
        />
      </HStack>
      {error && (
        <Fieldset.ErrorText fontSize="xs" mt="1">
          {error}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

/** Name, sex, birth date, classification: worker step 1 without the image. */
export function WorkerProfileFields({
  register,
  control,
  watch,
  setValue,
  errors,
}: {
  register: UseFormRegister<WorkerStep1>;
  control: Control<WorkerStep1>;
  watch: UseFormWatch<WorkerStep1>;
  setValue: UseFormSetValue<WorkerStep1>;
  errors: FieldErrors<WorkerStep1>;
}) {
  return (
    <Stack gap="5">
      <FormField label="名前" error={errors.name?.message} required helper="法人の場合は会社名を入力してください">
        <Input size="lg" autoComplete="name" placeholder="例：佐藤 光" {...register('name')} />
      </FormField>
      <Controller
        control={control}
        name="sex"
        render={({ field }) => (
          <ChoiceCards
            label="性別"
            options={SEX_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            error={errors.sex?.message}
          />
        )}
      />
      <BirthDateSelects register={register} watch={watch} setValue={setValue} errors={errors} />
      <Controller
        control={control}
        name="classify"
        render={({ field }) => (
          <ChoiceCards
            label="区分"
            options={CLASSIFY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            error={errors.classify?.message}
          />
        )}
      />
    </Stack>
  );
}
