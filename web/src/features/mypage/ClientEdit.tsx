/** /client/mypage/edit and its screens (docs/product/screens.md#client: img, classify, corporation, info, about). */
import { Input } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import {
  clientDetailSchema,
  clientProfileSchema,
  clientStep1Schema,
  corporationInfoSchema,
  type ClientDetailInput,
  type CorporationInfo,
} from '@common/schemas/clientProfile';
import { detailToText } from '@common/api';
import { FormField } from '../../components/forms/FormField';
import { ClassifyChoice, CorporationFields, DETAIL_LABEL, DetailField } from '../onboarding';
import { EditImages } from './EditImages';
import { EditMenu, EditScreen, RequireProfile, useClientEdit, type EditKey } from './editing';

const EMPTY_CORPORATION: CorporationInfo = { companyName: '', establishmentDate: '', address: '', hpURL: '' };

const CORPORATION_ITEM: [EditKey<'client'>, string] = ['editCorporation', '会社情報'];

export function ClientEditMenu() {
  const { profile } = useClientEdit();
  const corporation = profile?.classify === 'corporation';
  const items: Array<[EditKey<'client'>, string]> = [
    ['editImg', 'プロフィール画像・背景画像'],
    ['editClassify', '区分'],
    ...(corporation ? [CORPORATION_ITEM] : []),
    ['editInfo', '名前'],
    ['editAbout', corporation ? '会社概要' : '自己紹介'],
  ];
  return (
    <RequireProfile side="client" present={!!profile}>
      <EditMenu side="client" items={items} />
    </RequireProfile>
  );
}

export function ClientEditImg() {
  return <EditImages side="client" />;
}

const classifySchema = clientProfileSchema.pick(['classify', 'corporationInfo']);
type ClassifyForm = InferType<typeof classifySchema>;

/** Classification; choosing 法人 asks for the company information at the same time. */
export function ClientEditClassify() {
  const { profile, save, saving } = useClientEdit();
  const { control, register, watch, handleSubmit, formState } = useForm<ClassifyForm>({
    resolver: yupResolver(classifySchema),
    defaultValues: { classify: profile?.classify, corporationInfo: profile?.corporationInfo ?? EMPTY_CORPORATION },
  });
  const corporation = watch('classify') === 'corporation';
  return (
    <RequireProfile side="client" present={!!profile}>
      <EditScreen side="client" title="区分" saving={saving} onSubmit={handleSubmit((v) => save(v))}>
        <Controller
          control={control}
          name="classify"
          render={({ field }) => (
            <ClassifyChoice value={field.value} onChange={field.onChange} error={formState.errors.classify?.message} />
          )}
        />
        {corporation && (
          <CorporationFields reg={(f) => register(`corporationInfo.${f}`)} errors={formState.errors.corporationInfo} />
        )}
      </EditScreen>
    </RequireProfile>
  );
}

export function ClientEditCorporation() {
  const { profile, save, saving } = useClientEdit();
  const { register, handleSubmit, formState } = useForm<CorporationInfo>({
    resolver: yupResolver(corporationInfoSchema),
    defaultValues: profile?.corporationInfo ?? EMPTY_CORPORATION,
  });
  return (
    <RequireProfile side="client" present={profile?.classify === 'corporation'}>
      <EditScreen
        side="client"
        title="会社情報"
        saving={saving}
        onSubmit={handleSubmit((corporationInfo) => save({ corporationInfo }))}
      >
        <CorporationFields reg={(f) => register(f)} errors={formState.errors} />
      </EditScreen>
    </RequireProfile>
  );
}

const nameSchema = clientStep1Schema.pick(['name']);

export function ClientEditInfo() {
  const { profile, save, saving } = useClientEdit();
  const { register, handleSubmit, formState } = useForm<{ name: string }>({
    resolver: yupResolver(nameSchema),
    defaultValues: { name: profile?.name ?? '' },
  });
  return (
    <RequireProfile side="client" present={!!profile}>
      <EditScreen side="client" title="名前" saving={saving} onSubmit={handleSubmit(({ name }) => save({ name }))}>
        <FormField label="名前" error={formState.errors.name?.message} required>
          <Input size="lg" autoComplete="name" {...register('name')} />
        </FormField>
      </EditScreen>
    </RequireProfile>
  );
}

export function ClientEditAbout() {
  const { profile, save, saving } = useClientEdit();
  const { register, handleSubmit, watch, formState } = useForm<ClientDetailInput>({
    resolver: yupResolver(clientDetailSchema),
    defaultValues: { detail: profile ? detailToText(profile.detail) : '' },
  });
  const label = DETAIL_LABEL[profile?.classify ?? 'individual'];
  return (
    <RequireProfile side="client" present={!!profile}>
      <EditScreen side="client" title={label} saving={saving} onSubmit={handleSubmit(({ detail }) => save({ detail }))}>
        <DetailField
          label={label}
          registration={register('detail')}
          value={watch('detail')}
          error={formState.errors.detail?.message}
        />
      </EditScreen>
    </RequireProfile>
  );
}
