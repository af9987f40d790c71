/** The screens of the worker registration wizard (docs/product/screens.md#worker-onboarding). */
import { Button, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import {
  workerDetailSchema,
  workerStep1Schema,
  workerStep2Schema,
  type WorkerDetailInput,
  type WorkerStep1,
  type WorkerStep2,
} from '@common/schemas/workerProfile';
import { config } from '../../../lib/config';
import { ChoiceCards } from '../../../components/forms/ChoiceCards';
import { ImagePicker } from '../../../components/forms/ImagePicker';
import { StepScreen } from '../../../components/layout/StepScreen';
import { WORKER_PALETTE } from '../../../components/theme/system';
import { DetailStep, submitButton } from '../wizard';
import { RemovableSkills } from '../../../components/skills/RemovableSkills';
import { SkillEditor } from '../../../components/skills/SkillEditor';
import type { WorkerDraft } from './draft';
import { WorkerProfileFields } from './fields';

export const OCCUPATION_OPTIONS = config.occupations.map((o) => ({ value: o, label: o }));

/** The occupation choice of step 2, also the my-page edit screen's only field. */
export function OccupationField({ control, error }: { control: Control<WorkerStep2>; error?: string }) {
  return (
    <Controller
      control={control}
      name="occupation"
      render={({ field }) => (
        <ChoiceCards
          label="職種"
          options={OCCUPATION_OPTIONS}
          value={field.value || undefined}
          onChange={field.onChange}
          error={error}
          stacked
        />
      )}
    />
  );
}

/** Step 1 'プロフィール登録（1/4）': image, name, sex, birth date, classification. */
export function WorkerProfileStep(props: {
  uid: string;
  draft: WorkerDraft;
  imageVersion?: string | null;
  onImageUploaded: (updatedAt: string) => void;
  onBack: () => void;
  onNext: (values: WorkerStep1) => void;
}) {
  const { uid, draft, imageVersion, onImageUploaded, onBack, onNext } = props;
  const { register, control, watch, setValue, handleSubmit, formState } = useForm<WorkerStep1>({
    resolver: yupResolver(workerStep1Schema),
    defaultValues: {
      name: draft.name,
      sex: draft.sex,
      birthYear: draft.birthYear,
      birthMonth: draft.birthMonth,
      birthDate: draft.birthDate,
      classify: draft.classify,
    },
  });
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <StepScreen title="プロフィール登録（1/4）" onBack={onBack} footer={submitButton('次へ')}>
        <ImagePicker uid={uid} side="worker" kind="profile" version={imageVersion} onUploaded={onImageUploaded} />
        <WorkerProfileFields register={register} control={control} watch={watch} setValue={setValue} errors={formState.errors} />
      </StepScreen>
    </form>
  );
}

/** Step 2 '職種選択（2/4）': exactly one occupation from the configured list. */
export function OccupationStep(props: {
  draft: WorkerDraft;
  onBack: (values: Partial<WorkerStep2>) => void;
  onNext: (values: WorkerStep2) => void;
}) {
  const { draft, onBack, onNext } = props;
  const { control, handleSubmit, getValues, formState } = useForm<WorkerStep2>({
    resolver: yupResolver(workerStep2Schema),
    defaultValues: { occupation: draft.occupation },
  });
  return (
    <form onSubmit={handleSubmit(onNext)} noValidate>
      <StepScreen title="職種選択（2/4）" onBack={() => onBack(getValues())} footer={submitButton('次へ')}>
        <Text fontSize="sm" color="fg.muted">
          受注するお仕事の職種を選んでください。
        </Text>
        <OccupationField control={control} error={formState.errors.occupation?.message} />
      </StepScreen>
    </form>
  );
}

/**
 * Step 3 'スキル選択（3/4）': skills through the skill editor; the chosen ones listed. None is required; the list's
 * limits are the editor's (docs/product/validation.md#worker-profile).
 */
export function SkillsStep(props: {
  draft: WorkerDraft;
  onChange: (skills: string[]) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { draft, onChange, onBack, onNext } = props;
  const [editing, setEditing] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <StepScreen title="スキル選択（3/4）" onBack={onBack} footer={submitButton('次へ')}>
        <Text fontSize="sm" color="fg.muted">
          得意なことや使えるソフトなどを登録すると、発注者に見つけてもらいやすくなります。
        </Text>
        <RemovableSkills
          skills={draft.skills}
          onRemove={(s) => onChange(draft.skills.filter((x) => x !== s))}
          empty="まだスキルが登録されていません"
        />
        <Button type="button" variant="outline" size="lg" minH="48px" onClick={() => setEditing(true)}>
          <Plus size={18} />
          スキルを追加する
        </Button>
        <SkillEditor
          open={editing}
          onClose={() => setEditing(false)}
          skills={draft.skills}
          onChange={onChange}
          colorPalette={WORKER_PALETTE}
        />
      </StepScreen>
    </form>
  );
}

/** Step 4 '自己紹介（4/4）': multi-line text; button 完了. */
export function WorkerDetailStep(props: {
  draft: WorkerDraft;
  saving: boolean;
  onBack: (values: Partial<WorkerDetailInput>) => void;
  onDone: (values: WorkerDetailInput) => void;
}) {
  const { draft, saving, onBack, onDone } = props;
  return (
    <DetailStep
      title="自己紹介（4/4）"
      hint="経歴や得意な撮影、対応できるエリアなどを入力してください。"
      label="自己紹介"
      placeholder="例：サロン専門のカメラマンとして5年活動しています。"
      schema={workerDetailSchema}
      detail={draft.detail}
      saving={saving}
      onBack={onBack}
      onDone={onDone}
    />
  );
}
