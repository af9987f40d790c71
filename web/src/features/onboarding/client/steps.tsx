/** The screens of the client registration wizard (docs/product/screens.md#client-onboarding). */
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import {
  clientDetailSchema,
  clientStep1Schema,
  corporationInfoSchema,
  type ClientDetailInput,
  type ClientStep1,
  type CorporationInfo,
} from '@common/schemas/clientProfile';
import { type Classify } from '@common/options';
import { ImagePicker } from '../../../components/forms/ImagePicker';
import { StepScreen } from '../../../components/layout/StepScreen';
import { DetailStep, submitButton } from '../wizard';
import type { ClientDraft } from './draft';
import { ClassifyChoice, CorporationFields, DETAIL_LABEL, NameField } from './fields';

/** Steps before the completion screen: the company step is for corporations only. */
const stepCount = (classify: Classify | undefined) => (classify === 'individual' ? 2 : 3);

/**
 * Step 1: classify, profile image, name. Titled with its true place: 'プロフィール登録（1/3）' until フリーランス is
 * chosen, whose registration has two steps: then '（1/2）' (docs/product/screens.md#client-onboarding).
 */
export function ClientProfileStep(props: {
  uid: string;
  draft: ClientDraft;
  imageVersion?: string | null;
  onImageUploaded: (updatedAt: string) => void;
  onBack: (values: Partial<ClientStep1>) => void;
  onNext: (values: ClientStep1) => void;
}) {
  const { uid, draft, imageVersion, onImageUploaded, onBack, onNext } = props;
  const {
    register,
    control,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useForm<ClientStep1>({
    resolver: yupResolver(clientStep1Schema),
    defaultValues: { classify: draft.classify, name: draft.name },
  });
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <StepScreen
        title={`プロフィール登録（1/${stepCount(watch('classify'))}）`}
        onBack={() => onBack(getValues())}
        footer={submitButton('次へ')}
      >
        <Controller
          control={control}
          name="classify"
          render={({ field }) => (
            <ClassifyChoice value={field.value} onChange={field.onChange} error={errors.classify?.message} />
          )}
        />
        <ImagePicker uid={uid} side="client" kind="profile" version={imageVersion} onUploaded={onImageUploaded} />
        <NameField
          registration={register('name')}
          error={errors.name?.message}
          helper="案件ページやメッセージで受注者に表示されます"
        />
      </StepScreen>
    </form>
  );
}

/**
 * Step 2 '会社情報登録（2/3）' (corporations only). The original label read 1/3, which told users they had
 * gone back to the start: the counter shows the step's true place (docs/product/screens.md#client-onboarding;
 * why: docs/architecture.md).
 */
export function CorporationStep(props: {
  draft: ClientDraft;
  onBack: (values: Partial<CorporationInfo>) => void;
  onNext: (values: CorporationInfo) => void;
}) {
  const { draft, onBack, onNext } = props;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CorporationInfo>({
    resolver: yupResolver(corporationInfoSchema),
    defaultValues: draft.corporationInfo,
  });
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <StepScreen title="会社情報登録（2/3）" onBack={() => onBack(getValues())} footer={submitButton('次へ')}>
        <CorporationFields reg={(f) => register(f)} errors={errors} />
      </StepScreen>
    </form>
  );
}

/** Step 3: '会社概要（3/3）' for a corporation, '自己紹介（2/2）' for an individual; final button 完了. */
export function ClientDetailStep(props: {
  classify: Classify;
  draft: ClientDraft;
  saving: boolean;
  onBack: (values: Partial<ClientDetailInput>) => void;
  onDone: (values: ClientDetailInput) => void;
}) {
  const { classify, draft, saving, onBack, onDone } = props;
  const corporation = classify === 'corporation';
  return (
    <DetailStep
      title={corporation ? '会社概要（3/3）' : '自己紹介（2/2）'}
      hint={
        corporation
          ? '事業内容やサロンの特徴など、受注者に伝えたいことを入力してください。'
          : 'お仕事の内容やサロンの特徴など、受注者に伝えたいことを入力してください。'
      }
      label={DETAIL_LABEL[classify]}
      placeholder={corporation ? '例：都内で美容室を3店舗運営しています。' : '例：個人でネイルサロンを営んでいます。'}
      schema={clientDetailSchema}
      detail={draft.detail}
      saving={saving}
      onBack={onBack}
      onDone={onDone}
    />
  );
}
