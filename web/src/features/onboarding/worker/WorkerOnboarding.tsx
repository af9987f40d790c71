/**
 * Worker registration wizard (docs/product/screens.md#worker-onboarding): 1 profile -> 2 occupation -> 3 skills -> 4 introduction
 * -> 5 completion. Finishing step 4 saves the profile and sets the user's type in one server call
 * (only worker-flagged users may); the completion screen stays until the user leaves it.
 */
import { useState } from 'react';
import { saveWorkerProfile } from '../../../lib/api/profiles';
import { WORKER } from '../../../lib/paths';
import { useSession } from '../../session';
import { CompletionScreen, useRegistrationSave, WizardFrame } from '../wizard';
import { emptyWorkerDraft, type WorkerDraft, type WorkerStep } from './draft';
import { OccupationStep, SkillsStep, WorkerDetailStep, WorkerProfileStep } from './steps';

export const WORKER_HOME_AFTER_ONBOARDING = WORKER.jobs;

export default function WorkerOnboarding({ onExit }: { onExit: () => void }) {
  const { user, images } = useSession();
  const [step, setStep] = useState<WorkerStep>(1);
  const [draft, setDraftState] = useState<WorkerDraft>(() => emptyWorkerDraft());
  const [saving, runSave] = useRegistrationSave('worker registration failed');
  const [imageVersion, setImageVersion] = useState<string | null>(images['worker/profile'] ?? null);

  const setDraft = (patch: Partial<WorkerDraft>) => setDraftState((prev) => ({ ...prev, ...patch }));

  const save = async (detail: string) => {
    const { name, sex, birthYear, birthMonth, birthDate, classify, occupation, skills } = draft;
    if (!classify) return setStep(1);
    if (!occupation) return setStep(2);
    await runSave(async () => {
      await saveWorkerProfile({ name, sex, birthYear, birthMonth, birthDate, classify, occupation, skills, detail });
      setStep(5);
    });
  };

  let screen;
  switch (step) {
    case 1:
      screen = (
        <WorkerProfileStep
          uid={user.id}
          draft={draft}
          imageVersion={imageVersion}
          onImageUploaded={setImageVersion}
          onBack={() => {
            // Back from step 1 resets the whole process (docs/product/screens.md#worker-onboarding).
            setDraftState(emptyWorkerDraft());
            onExit();
          }}
          onNext={(values) => {
            setDraft(values);
            setStep(2);
          }}
        />
      );
      break;
    case 2:
      screen = (
        <OccupationStep
          draft={draft}
          onBack={(values) => {
            setDraft(values);
            setStep(1);
          }}
          onNext={(values) => {
            setDraft(values);
            setStep(3);
          }}
        />
      );
      break;
    case 3:
      screen = (
        <SkillsStep
          draft={draft}
          onChange={(skills) => setDraft({ skills })}
          onBack={() => setStep(2)}
          onNext={() => setStep(4)}
        />
      );
      break;
    case 4:
      screen = (
        <WorkerDetailStep
          draft={draft}
          saving={saving}
          onBack={(values) => {
            setDraft(values);
            setStep(3);
          }}
          onDone={({ detail }) => {
            setDraft({ detail });
            void save(detail);
          }}
        />
      );
      break;
    default:
      screen = (
        <CompletionScreen
          side="worker"
          imageVersion={imageVersion}
          name={draft.name}
          message="さっそく案件を見てみましょう"
          actionLabel="案件を見る"
          actionTo={WORKER_HOME_AFTER_ONBOARDING}
        />
      );
  }

  // Each step scrolls to top, as in the client wizard (WizardFrame).
  return (
    <WizardFrame side="worker" step={step}>
      {screen}
    </WizardFrame>
  );
}
