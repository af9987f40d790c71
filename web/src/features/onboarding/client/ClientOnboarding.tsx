/**
 * Client registration wizard (docs/product/screens.md#client-onboarding): 1 profile -> 2 company (corporations) -> 3
 * overview or self-introduction -> 4 completion. Finishing step 3 saves the profile and sets the user's type in
 * one server call; the completion screen stays until the user leaves it, and only then is the
 * session reloaded (the shell's gates would otherwise replace this screen at once). The company
 * name starts as the one the partner account was verified with. 案件を作成する opens the job form
 * rather than the contract list, which a new client would find empty (same section).
 */
import { useState } from 'react';
import type { ClientProfileDto } from '@common/schemas/clientProfile';
import { saveClientProfile } from '../../../lib/api/profiles';
import { CLIENT } from '../../../lib/paths';
import { useSession } from '../../session';
import { CompletionScreen, useRegistrationSave, WizardFrame } from '../wizard';
import { clearClientDraft, loadClientDraft, storeClientDraft, type ClientDraft } from './draft';
import { ClientDetailStep, ClientProfileStep, CorporationStep } from './steps';

export const CLIENT_HOME_AFTER_ONBOARDING = CLIENT.newJob;

export default function ClientOnboarding({ onExit }: { onExit: () => void }) {
  const { user, images } = useSession();
  const [draft, setDraftState] = useState<ClientDraft>(() =>
    loadClientDraft(user.id, { companyName: user.salonInfo?.salonDisplayName ?? '' }),
  );
  const [done, setDone] = useState(false);
  const [saving, runSave] = useRegistrationSave('client registration failed');
  const [imageVersion, setImageVersion] = useState<string | null>(images['client/profile'] ?? null);

  const setDraft = (patch: Partial<ClientDraft>) => {
    setDraftState((prev) => {
      const next = { ...prev, ...patch, corporationInfo: { ...prev.corporationInfo, ...patch.corporationInfo } };
      storeClientDraft(user.id, next);
      return next;
    });
  };

  const save = async (detail: string) => {
    const { classify, name, corporationInfo } = draft;
    if (!classify) return setDraft({ step: 1 });
    const dto: ClientProfileDto =
      classify === 'corporation' ? { classify, name, detail, corporationInfo } : { classify, name, detail };
    await runSave(async () => {
      await saveClientProfile(dto);
      clearClientDraft(user.id);
      setDone(true);
    });
  };

  let screen;
  if (done) {
    screen = (
      <CompletionScreen
        side="client"
        imageVersion={imageVersion}
        name={draft.name}
        message="案件を作成しましょう"
        actionLabel="案件を作成する"
        actionTo={CLIENT_HOME_AFTER_ONBOARDING}
      />
    );
  } else if (draft.step === 1) {
    screen = (
      <ClientProfileStep
        uid={user.id}
        draft={draft}
        imageVersion={imageVersion}
        onImageUploaded={setImageVersion}
        onBack={(values) => {
          setDraft(values);
          onExit();
        }}
        onNext={(values) => setDraft({ ...values, step: values.classify === 'corporation' ? 2 : 3 })}
      />
    );
  } else if (draft.step === 2 && draft.classify === 'corporation') {
    screen = (
      <CorporationStep
        draft={draft}
        onBack={(values) => setDraft({ corporationInfo: { ...draft.corporationInfo, ...values }, step: 1 })}
        onNext={(values) => setDraft({ corporationInfo: values, step: 3 })}
      />
    );
  } else {
    const classify = draft.classify ?? 'individual';
    screen = (
      <ClientDetailStep
        classify={classify}
        draft={draft}
        saving={saving}
        onBack={(values) => setDraft({ ...values, step: classify === 'corporation' ? 2 : 1 })}
        onDone={({ detail }) => {
          setDraft({ detail });
          void save(detail);
        }}
      />
    );
  }

  // The page scrolls to top on each step (docs/product/screens.md#client-onboarding).
  return (
    <WizardFrame side="client" step={done ? 'done' : draft.step}>
      {screen}
    </WizardFrame>
  );
}
