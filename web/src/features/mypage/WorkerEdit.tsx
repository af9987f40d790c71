/**
 * /worker/mypage/edit and its screens (docs/product/screens.md#worker: img, profile, occupation, occupation/skill, about,
 * invoice; portfolio is features/portfolio).
 */
import { Button, Input, Link, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { detailToText } from '@common/api';
import {
  workerDetailSchema,
  workerStep1Schema,
  workerStep2Schema,
  type WorkerDetailInput,
  type WorkerStep1,
  type WorkerStep2,
} from '@common/schemas/workerProfile';
import { WORKER_PALETTE } from '../../components/theme/system';
import { DetailField, OccupationField, WorkerProfileFields } from '../onboarding';
import { RemovableSkills } from '../../components/skills/RemovableSkills';
import { SkillEditor } from '../../components/skills/SkillEditor';
import { EditImages } from './EditImages';
import { EditMenu, EditScreen, RequireProfile, useSave, useWorkerEdit } from './editing';
import { INVOICE_NAME_MAX, invoiceRegistrationSchema, type InvoiceRegistrationInput } from '@common/schemas/invoiceRegistration';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { saveInvoiceRegistration } from '../../lib/api/profiles';

export function WorkerEditMenu() {
  const { profile } = useWorkerEdit();
  return (
    <RequireProfile side="worker" present={!!profile}>
      <EditMenu
        side="worker"
        items={[
          ['editImg', 'プロフィール画像・背景画像'],
          ['editProfile', '基本情報'],
          ['editOccupation', '職種'],
          ['editSkills', 'スキル'],
          ['editAbout', '自己紹介'],
          ['editPortfolio', 'ポートフォリオ'],
          ['editInvoice', '適格請求書発行事業者の登録番号'],
        ]}
      />
    </RequireProfile>
  );
}

export function WorkerEditImg() {
  return <EditImages side="worker" />;
}

export function WorkerEditProfile() {
  const { profile, save, saving } = useWorkerEdit();
  const { register, control, watch, setValue, handleSubmit, formState } = useForm<WorkerStep1>({
    resolver: yupResolver(workerStep1Schema),
    defaultValues: profile
      ? {
          name: profile.name,
          sex: profile.sex,
          birthYear: profile.birthYear,
          birthMonth: profile.birthMonth,
          birthDate: profile.birthDate,
          classify: profile.classify,
        }
      : undefined,
  });
  return (
    <RequireProfile side="worker" present={!!profile}>
      <EditScreen side="worker" title="基本情報" saving={saving} onSubmit={handleSubmit((v) => save(v))}>
        <WorkerProfileFields register={register} control={control} watch={watch} setValue={setValue} errors={formState.errors} />
      </EditScreen>
    </RequireProfile>
  );
}

export function WorkerEditOccupation() {
  const { profile, save, saving } = useWorkerEdit();
  const { control, handleSubmit, formState } = useForm<WorkerStep2>({
    resolver: yupResolver(workerStep2Schema),
    defaultValues: { occupation: profile?.occupation },
  });
  return (
    <RequireProfile side="worker" present={!!profile}>
      <EditScreen side="worker" title="職種" saving={saving} onSubmit={handleSubmit((v) => save(v))}>
        <OccupationField control={control} error={formState.errors.occupation?.message} />
      </EditScreen>
    </RequireProfile>
  );
}

export function WorkerEditSkills() {
  const { profile, save, saving } = useWorkerEdit();
  const [skills, setSkills] = useState<string[]>(profile?.skills ?? []);
  const [editing, setEditing] = useState(false);
  return (
    <RequireProfile side="worker" present={!!profile}>
      <EditScreen
        side="worker"
        title="スキル"
        saving={saving}
        onSubmit={(e) => {
          e.preventDefault();
          void save({ skills });
        }}
      >
        <Text fontSize="sm" color="fg.muted">
          変更は「保存」で反映されます。
        </Text>
        <RemovableSkills
          skills={skills}
          onRemove={(s) => setSkills(skills.filter((x) => x !== s))}
          empty="まだスキルが登録されていません"
        />
        <Button type="button" variant="outline" size="lg" minH="48px" onClick={() => setEditing(true)}>
          <Plus size={18} />
          スキルを追加する
        </Button>
        <SkillEditor
          open={editing}
          onClose={() => setEditing(false)}
          skills={skills}
          onChange={setSkills}
          colorPalette={WORKER_PALETTE}
        />
      </EditScreen>
    </RequireProfile>
  );
}

export function WorkerEditAbout() {
  const { profile, save, saving } = useWorkerEdit();
  const { register, handleSubmit, watch, formState } = useForm<WorkerDetailInput>({
    resolver: yupResolver(workerDetailSchema),
    defaultValues: { detail: profile ? detailToText(profile.detail) : '' },
  });
  return (
    <RequireProfile side="worker" present={!!profile}>
      <EditScreen side="worker" title="自己紹介" saving={saving} onSubmit={handleSubmit(({ detail }) => save({ detail }))}>
        <DetailField
          label="自己紹介"
          registration={register('detail')}
          value={watch('detail')}
          error={formState.errors.detail?.message}
        />
      </EditScreen>
    </RequireProfile>
  );
}

/** The label of the name her documents give her. */
export const INVOICE_NAME_LABEL = '請求書に記載する氏名・屋号';

/** The registration number's public register, where a worker (and a salon) can look a number up. */
export const INVOICE_REGISTRY_URL = 'https://www.invoice-kohyo.nta.go.jp/';

/**
 * 適格請求書発行事業者の登録番号 (docs/product/screens.md#invoice-registration-number): checked for her
 * classify (a corporation's is T + its 法人番号, check digit included); blank clears it. Below it the
 * 氏名・屋号 her documents name her by (docs/product/law.md#the-name-on-the-documents); blank: her display name.
 */
export function WorkerEditInvoice() {
  const { profile } = useWorkerEdit();
  const { save, saving } = useSave<InvoiceRegistrationInput>('worker', saveInvoiceRegistration);
  const { register, handleSubmit, watch, formState } = useForm<InvoiceRegistrationInput>({
    resolver: yupResolver(invoiceRegistrationSchema(profile?.classify)),
    defaultValues: {
      invoiceRegistrationNumber: profile?.invoiceRegistrationNumber ?? '',
      invoiceName: profile?.invoiceName ?? '',
    },
  });
  return (
    <RequireProfile side="worker" present={!!profile}>
      <EditScreen side="worker" title="登録番号・請求書の名義" saving={saving} onSubmit={handleSubmit((v) => save(v))}>
        <Text fontSize="sm" color="fg.muted" lineHeight="1.8">
          適格請求書発行事業者（インボイス発行事業者）として登録している場合は、税務署から通知された登録番号を入力してください。発注者に渡す請求書や支払いの書類に記載するために使います。プロフィールには「適格請求書発行事業者」であることだけが表示され、番号は公開されません。
        </Text>
        <FormField
          label="登録番号"
          error={formState.errors.invoiceRegistrationNumber?.message}
          helper="例：T1234567890123（全角やハイフンを含めて入力しても構いません）。登録していない場合は空欄のまま保存してください。"
        >
          <Input
            size="lg"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="T1234567890123"
            {...register('invoiceRegistrationNumber')}
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          番号は
          <Link
            href={INVOICE_REGISTRY_URL}
            target="_blank"
            rel="noopener noreferrer"
            display="inline"
            color="colorPalette.700"
            textDecoration="underline"
          >
            国税庁 適格請求書発行事業者公表サイト
          </Link>
          で確認できます。
        </Text>
        <FormField
          label={INVOICE_NAME_LABEL}
          error={formState.errors.invoiceName?.message}
          helper={`発注書・請求書などの書類に記載され、プロフィールには表示されません。空欄の場合は表示名「${profile?.name ?? ''}」が使われます。適格請求書には、税務署に届け出た氏名または屋号を入力してください。発行済みの書類は変わりません。`}
        >
          <Input size="lg" autoComplete="name" placeholder="例：佐藤 光／フォトスタジオ光" {...register('invoiceName')} />
          <TextCount value={watch('invoiceName') ?? ''} max={INVOICE_NAME_MAX} />
        </FormField>
      </EditScreen>
    </RequireProfile>
  );
}
