/**
 * The job form (post and edit): react-hook-form + yupResolver(jobInputSchema), the same schema the API
 * validates with. Field errors appear under their fields; server field errors are mapped back too.
 * What is typed is kept as a draft per user and screen (jobDraft.ts, lib/forms/drafts.ts) until it is
 * saved, and leaving with changes asks first (components/forms/useLeaveGuard.tsx).
 */
import { Box, Button, Checkbox, Input, InputGroup, NativeSelect, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Building2, Laptop } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { JobInput } from '@common/marketplace';
import { JOB_LIMITS, jobInputSchema, todayJst, type JobInputDto } from '@common/schemas/marketplace';
import { withholdingTax } from '@common/withholding';
import { config } from '../../lib/config';
import { draftKey } from '../../lib/forms/drafts';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { useFormDraft } from '../../lib/forms/useFormDraft';
import { parseNumber } from '../../lib/forms/yen';
import { DraftNotice } from '../../components/forms/DraftNotice';
import { FormField } from '../../components/forms/FormField';
import { DateInput } from '../../components/forms/DateInput';
import { TextCount } from '../../components/forms/TextCount';
import { useLeaveGuard } from '../../components/forms/useLeaveGuard';
import { notifyError } from '../../components/feedback/errors';
import { useSession } from '../session';
import { jobDraftScreen, jobDraftValues, jobFormStart } from './jobDraft';
import { SkillsInput } from './SkillsInput';

export interface JobFormProps {
  /** Values of the job being edited; absent for a new job. */
  initial?: JobInput;
  /** The job being edited (its draft is its own); absent for a new job. */
  jobId?: string;
  submitLabel: string;
  /**
   * Saves the values; throw (ApiRequestError) to keep the form open with the server's message. Its
   * navigations pass the leave question once it has saved.
   */
  onSubmit: (input: JobInput) => Promise<void>;
  /** Leaves the form (asking first when something was changed: the draft stays). */
  onCancel?: () => void;
  /** Toast title when saving fails. */
  failureTitle: string;
  /** Someone is hired: the 源泉徴収 flag can no longer change (docs/product/law.md#withholding-源泉徴収). */
  hired?: boolean;
}

/** When the flag applies and who pays the tax (docs/product/law.md#withholding-源泉徴収). */
export const WITHHOLDING_HELP =
  '雑誌・広告・チラシなど印刷物に載せる写真の撮影で、受注者が個人の場合に選びます。報酬から源泉徴収税額（10.21%）を差し引いて仮払いし、その税額はサロンが翌月10日までに税務署へ納めます。法人の受注者からは差し引きません。';

const CAPACITY_OPTIONS = Array.from({ length: JOB_LIMITS.capacityMax }, (_, i) => i + 1);
const FIELDS: FieldPath<JobInputDto>[] = [
  'title',
  'description',
  'occupation',
  'skills',
  'reward',
  'applicationDeadline',
  'deliveryDate',
  'placeType',
  'address',
  'capacity',
  'withholding',
];

export function JobForm({ initial, jobId, submitLabel, onSubmit, onCancel, failureTitle, hired }: JobFormProps) {
  const { user, profiles } = useSession();
  const salonAddress = profiles.client?.corporationInfo?.address;
  const start = useMemo(() => jobFormStart(initial, config.occupations, salonAddress), [initial, salonAddress]);
  const form = useForm<JobInputDto>({ resolver: yupResolver(jobInputSchema), defaultValues: start });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useFormDraft<JobInputDto>(form, draftKey(user.id, jobDraftScreen(jobId)), start, jobDraftValues);
  const guard = useLeaveGuard(draft.dirty);

  const placeType = watch('placeType');
  const title = watch('title') ?? '';
  const description = watch('description') ?? '';
  const deadline = watch('applicationDeadline');
  const reward = watch('reward');
  const withholding = watch('withholding') === true;
  const tax = withholding && Number.isSafeInteger(reward) && (reward as number) > 0 ? withholdingTax(reward as number) : null;
  const today = todayJst();

  const submit = async (values: JobInputDto) => {
    const input: JobInput = { ...values, skills: values.skills ?? [] };
    if (input.placeType === 'remote') delete input.address;
    try {
      await guard.allowWhile(() => onSubmit(input));
      draft.clear();
    } catch (e) {
      applyServerFieldErrors(e, setError, FIELDS);
      notifyError(e, failureTitle);
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit(submit)} noValidate aria-label="案件の内容">
        {draft.restored && <DraftNotice onDiscard={draft.discard} />}
        <FormField label="案件タイトル" error={errors.title?.message} required>
          <Input size="lg" placeholder="例：サロン店内と施術スタイルの撮影" {...register('title')} />
          <FieldCount value={title} max={JOB_LIMITS.title} />
        </FormField>

        <FormField label="依頼内容" error={errors.description?.message} required>
          <Textarea
            size="lg"
            rows={8}
            autoresize
            placeholder={
              '例：\n・撮影カット数：スタイル写真10カット、店内5カット\n・納品形式：JPEG（レタッチ込み）\n・その他：モデルはサロンで手配します'
            }
            {...register('description')}
          />
          <FieldCount value={description} max={JOB_LIMITS.description} />
        </FormField>

        <FormField label="職種" error={errors.occupation?.message} required>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field placeholder="選択してください" {...register('occupation')}>
              {config.occupations.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>

        <FormField label="求めるスキル" error={errors.skills?.message ?? errors.skills?.find?.((e) => e)?.message}>
          <Controller
            control={control}
            name="skills"
            render={({ field }) => <SkillsInput value={field.value ?? []} onChange={field.onChange} invalid={!!errors.skills} />}
          />
        </FormField>

        <FormField
          label="報酬（1人あたり・税込）"
          error={errors.reward?.message}
          required
          helper={`${JOB_LIMITS.rewardMin.toLocaleString('ja-JP')}円から設定できます`}
        >
          <InputGroup
            endElement={
              <Text fontSize="sm" color="fg.muted">
                円
              </Text>
            }
          >
            <Input
              size="lg"
              inputMode="numeric"
              autoComplete="off"
              placeholder="30000"
              {...register('reward', { setValueAs: parseNumber })}
            />
          </InputGroup>
        </FormField>

        {/* Not a FormField: the checkbox is named by its own label (源泉徴収あり), the help is below it. */}
        <Stack gap="1.5" role="group" aria-label="源泉徴収">
          <Text fontWeight="bold" fontSize="sm">
            源泉徴収
          </Text>
          <Controller
            control={control}
            name="withholding"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value === true}
                onCheckedChange={(e) => field.onChange(e.checked === true)}
                disabled={hired}
                invalid={!!errors.withholding}
                minH="44px"
                alignItems="center"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label fontSize="md">源泉徴収あり</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {tax !== null && (
            <Text fontSize="sm" data-testid="job-form-withholding">
              源泉徴収税額 {tax.toLocaleString('ja-JP')}円・仮払い額 {((reward as number) - tax).toLocaleString('ja-JP')}円
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {hired ? `${WITHHOLDING_HELP}採用後は変更できません。` : WITHHOLDING_HELP}
          </Text>
          {errors.withholding?.message && (
            <Text fontSize="xs" color="fg.error">
              {errors.withholding.message}
            </Text>
          )}
        </Stack>

        <FormField label="応募締切日" error={errors.applicationDeadline?.message} required>
          <Controller
            control={control}
            name="applicationDeadline"
            render={({ field }) => (
              <DateInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={today}
              />
            )}
          />
        </FormField>

        <FormField label="納期" error={errors.deliveryDate?.message} required helper="応募締切日以降の日付を選んでください">
          <Controller
            control={control}
            name="deliveryDate"
            render={({ field }) => (
              <DateInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={deadline || today}
              />
            )}
          />
        </FormField>

        <FormField label="作業場所" error={errors.placeType?.message} required>
          <Controller
            control={control}
            name="placeType"
            render={({ field }) => (
              <RadioCard.Root
                value={field.value}
                onValueChange={(e) => field.onChange(e.value)}
                name={field.name}
                orientation="horizontal"
                align="center"
                w="full"
              >
                <Box display="grid" gridTemplateColumns="1fr 1fr" gap="2">
                  {(
                    [
                      { value: 'remote', label: 'リモート', icon: Laptop },
                      { value: 'onsite', label: '現地', icon: Building2 },
                    ] as const
                  ).map(({ value, label, icon: Icon }) => (
                    <RadioCard.Item key={value} value={value} minH="56px">
                      <RadioCard.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioCard.ItemControl alignItems="center" gap="2">
                        <Icon size={18} aria-hidden />
                        <RadioCard.ItemText fontSize="sm">{label}</RadioCard.ItemText>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </Box>
              </RadioCard.Root>
            )}
          />
        </FormField>

        {placeType === 'onsite' && (
          <FormField label="住所" error={errors.address?.message} required>
            <Input size="lg" autoComplete="street-address" placeholder="例：東京都渋谷区神宮前1-2-3" {...register('address')} />
          </FormField>
        )}

        <FormField label="募集人数" error={errors.capacity?.message} required>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field {...register('capacity', { setValueAs: parseNumber })}>
              {CAPACITY_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}人
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>

        <Stack gap="2" pt="2">
          <Button type="submit" size="xl" minH="52px" loading={isSubmitting} loadingText="送信中">
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="lg" minH="48px" variant="ghost" colorPalette="gray" onClick={onCancel} disabled={isSubmitting}>
              キャンセル
            </Button>
          )}
        </Stack>
        {guard.dialog}
      </form>
    </Stack>
  );
}

/** The shared counter, at the field's right edge (fields stack their parts to the left). */
function FieldCount(props: { value: string; max: number }) {
  return (
    <Box alignSelf="stretch">
      <TextCount {...props} />
    </Box>
  );
}
