/**
 * Client registration wizard (SPEC 2.6, 4): 1 profile -> 2 company (corporations) -> 3 overview or
 * self-introduction -> 4 completion. Finishing step 3 saves the profile and sets the user's type in
 * one server call; the completion screen stays until the user leaves it, and only then is the
 * session reloaded (the shell's gates would otherwise replace this screen at once).
 */
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ClientProfileDto } from '@common/index';
import { saveClientProfile } from '../../api/profiles';
import { useSession } from '../../session/SessionProvider';
import { Avatar } from '../../ui/Avatar';
import { CLIENT_PALETTE } from '../../ui/system';
import { clearClientDraft, loadClientDraft, storeClientDraft, type ClientDraft } from './draft';
import { ClientDetailStep, ClientProfileStep, CompletionBody, CorporationStep } from './steps';

export const CLIENT_HOME_AFTER_ONBOARDING = '/client/project-managements';

export default function ClientOnboarding({ onExit }: { onExit: () => void }) {
  const { user, images, refetch } = useSession();
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<ClientDraft>(() => loadClientDraft(user.id));
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [imageVersion, setImageVersion] = useState<string | undefined>(images['client/profile']);

  const setDraft = (patch: Partial<ClientDraft>) => {
    setDraftState((prev) => {
      const next = { ...prev, ...patch, corporationInfo: { ...prev.corporationInfo, ...patch.corporationInfo } };
      storeClientDraft(user.id, next);
      return next;
    });
  };

  // SPEC 2.6: the page scrolls to top on each step.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [draft.step, done]);

  const save = async (detail: string) => {
    const { classify, name, corporationInfo } = draft;
    if (!classify) return setDraft({ step: 1 });
    const dto: ClientProfileDto =
      classify === 'corporation' ? { classify, name, detail, corporationInfo } : { classify, name, detail };
    setSaving(true);
    try {
      await saveClientProfile(dto);
      clearClientDraft(user.id);
      setDone(true);
    } catch (e) {
      // SPEC 8: a failed registration is logged only; the button stops loading.
      console.error('client registration failed', e);
    } finally {
      setSaving(false);
    }
  };

  const leave = async (to: string) => {
    setLeaving(true);
    // Navigate first (the setup gate keeps this screen), then reload the session so the gates pass.
    navigate(to, { replace: true });
    await refetch();
  };

  let screen;
  if (done) {
    screen = (
      <CompletionBody>
        <Avatar uid={user.id} side="client" version={imageVersion} size={112} name={draft.name} />
        <Heading as="h1" size="xl">
          登録が完了しました
        </Heading>
        <Text>案件を作成しましょう</Text>
        <Button size="lg" minH="48px" w="full" mt="4" loading={leaving} onClick={() => void leave(CLIENT_HOME_AFTER_ONBOARDING)}>
          案件を作成する
        </Button>
        <Button variant="ghost" minH="44px" w="full" disabled={leaving} onClick={() => void leave('/client/mypage')}>
          マイページを見る
        </Button>
      </CompletionBody>
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

  // The setup gate renders outside /client, so the side's colour is set here.
  return (
    <Box colorPalette={CLIENT_PALETTE} key={done ? 'done' : draft.step}>
      {screen}
    </Box>
  );
}
