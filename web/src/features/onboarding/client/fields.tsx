/** Client profile fields shared by the registration wizard and the my-page edit screens. */
import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import type { FieldError, FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { CLASSIFY_OPTIONS, type Classify } from '@common/options';
import { LIMITS } from '@common/limits';
import { type CorporationInfoData } from '@common/api';
import { ChoiceCards } from '../../../components/forms/ChoiceCards';
import { FormField } from '../../../components/forms/FormField';
import { TextCount } from '../../../components/forms/TextCount';

export const DETAIL_LABEL: Record<Classify, string> = { corporation: '会社概要', individual: '自己紹介' };

export function ClassifyChoice(props: { value: Classify | undefined; onChange: (v: Classify) => void; error?: string }) {
  return <ChoiceCards label="区分" options={CLASSIFY_OPTIONS} {...props} />;
}

type CorporationKey = keyof CorporationInfoData;

export const HP_URL_HINT =
  'ホームページがない場合は、InstagramなどSNSのページのURLを入力してください。「https://」は省略できます';

/** Company name, founding date (free text), address, homepage URL (step 2 of docs/product/screens.md#client-onboarding). */
export function CorporationFields({
  reg,
  errors,
}: {
  reg: (field: CorporationKey) => UseFormRegisterReturn;
  errors?: FieldErrors<CorporationInfoData> | FieldError;
}) {
  const err = (k: CorporationKey) => (errors as FieldErrors<CorporationInfoData> | undefined)?.[k]?.message;
  return (
    <Stack gap="4">
      <FormField label="会社名" error={err('companyName')} required>
        <Input size="lg" autoComplete="organization" placeholder="例：株式会社サロンワークス" {...reg('companyName')} />
      </FormField>
      <FormField label="設立日" error={err('establishmentDate')} required>
        <Input size="lg" placeholder="例：2015年4月1日" {...reg('establishmentDate')} />
      </FormField>
      <FormField label="住所" error={err('address')} required>
        <Input size="lg" autoComplete="street-address" placeholder="例：東京都渋谷区神南1-2-3" {...reg('address')} />
      </FormField>
      <FormField label="ホームページURL" error={err('hpURL')} required>
        <Input
          size="lg"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="例：https://salon.example.jp"
          {...reg('hpURL')}
        />
        {/* Shown with the error too: it is the way through the required rule (docs/product/validation.md#client-profile). */}
        <Field.HelperText>{HP_URL_HINT}</Field.HelperText>
      </FormField>
    </Stack>
  );
}

export function NameField({
  registration,
  error,
  helper,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  helper?: string;
}) {
  return (
    <FormField label="名前" error={error} required helper={helper}>
      <Input size="lg" autoComplete="name" placeholder="例：山田 花子" {...registration} />
    </FormField>
  );
}

/** Multi-line text; line breaks are kept (stored as <br> by the server, docs/product/entities.md#profiles). */
export function DetailField({
  label,
  registration,
  value,
  error,
  placeholder,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  value: string | undefined;
  error?: string;
  placeholder?: string;
}) {
  return (
    <FormField label={label} error={error} required>
      <Textarea size="lg" rows={10} autoresize minH="12rem" maxH="55dvh" placeholder={placeholder} {...registration} />
      <TextCount value={value} max={LIMITS.detail} />
    </FormField>
  );
}
