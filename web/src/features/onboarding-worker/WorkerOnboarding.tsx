/**
 * Worker registration wizard (SPEC 2.7, 4): 1 profile -> 2 occupation -> 3 skills -> 4 introduction
 * -> 5 completion. Finishing step 4 saves the profile and sets the user's type in one server call
 * (only worker-flagged users may); the completion screen stays until the user leaves it.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveWorkerProfile } from '../../api/profiles';
import { useSession } from '../../session/SessionProvider';
import { Avatar } from '../../ui/Avatar';
import { WORKER_PALETTE } from '../../ui/system';
import { emptyWorkerDraft, type WorkerDraft, type WorkerStep } from './draft';
import { OccupationStep, SkillsStep, WorkerDetailStep, WorkerProfileStep } from './steps';

export const WORKER_HOME_AFTER_ONBOARDING = '/worker/projects';

export default function WorkerOnboarding({ onExit }: { onExit: () => void }) {
  const { user, images, refetch } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<WorkerStep>(1);
  const [draft, setDraftState] = useState<WorkerDraft>(() => emptyWorkerDraft());
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [imageVersion, setImageVersion] = useState<string | undefined>(images['worker/profile']);

  const setDraft = (patch: Partial<WorkerDraft>) => setDraftState((prev) => ({ ...prev, ...patch }));

  // SPEC 2.7: each step scrolls to top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const save = async (detail: string) => {
    const { name, sex, birthYear, birthMonth, birthDate, classify, occupation, skills } = draft;
    if (!classify) return setStep(1);
    if (!occupation) return setStep(2);
    setSaving(true);
    try {
      await saveWorkerProfile({ name, sex, birthYear, birthMonth, birthDate, classify, occupation, skills, detail });
      setStep(5);
    } catch (e) {
      // SPEC 8: a failed registration is logged only; the button stops loading.
      console.error('worker registration failed', e);
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
  switch (step) {
    case 1:
      screen = (
        <WorkerProfileStep
          uid={user.id}
          draft={draft}
          imageVersion={imageVersion}
          onImageUploaded={setImageVersion}
          onBack={() => {
            // SPEC 2.7: back from step 1 resets the whole process.
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
        <SkillsStep draft={draft} onChange={(skills) => setDraft({ skills })} onBack={() => setStep(2)} onNext={() => setStep(4)} />
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
        <Stack align="center" textAlign="center" gap="4" pt="10">
          <Avatar uid={user.id} side="worker" version={imageVersion} size={112} name={draft.name} />
          <Heading as="h1" size="xl">
            登録が完了しました
          </Heading>
          <Text>さっそく案件を見てみましょう</Text>
          <Button size="lg" minH="48px" w="full" mt="4" loading={leaving} onClick={() => void leave(WORKER_HOME_AFTER_ONBOARDING)}>
            案件を見る
          </Button>
          <Button variant="ghost" minH="44px" w="full" disabled={leaving} onClick={() => void leave('/worker/mypage')}>
            マイページを見る
          </Button>
        </Stack>
      );
  }

  // The setup gate renders outside /worker, so the side's colour is set here.
  return (
    <Box colorPalette={WORKER_PALETTE} key={step}>
      {screen}
    </Box>
  );
}
