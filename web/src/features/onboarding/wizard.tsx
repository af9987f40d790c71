/**
 * What the client and worker registration wizards share (docs/product/screens.md#client-onboarding,
 * docs/product/screens.md#worker-onboarding): the side's colour and the
 * scroll to top on every step, the main button, the save that is only logged when it fails, the
 * introduction step and the completion screen.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { clientDetailSchema, ClientDetailInput } from '@common/schemas/clientProfile';
import type { UserType } from '@common/options';
import { useSession } from '../session';
import { Avatar } from '../../components/display/Avatar';
import { StepScreen } from '../../components/layout/StepScreen';
import { CLIENT_PALETTE, WORKER_PALETTE } from '../../components/theme/system';
import { PATHS } from '../../lib/paths';
import { DetailField } from './client/fields';

/** The step's submit button at the bottom of its screen. */
export const submitButton = (label: string, loading = false) => (
  <Button type="submit" size="lg" minH="48px" w="full" loading={loading}>
    {label}
  </Button>
);

/**
 * The wizard's screen in the side's colour (the setup gate renders outside /client and /worker),
 * remounted and scrolled to top whenever `step` changes.
 */
export function WizardFrame({ side, step, children }: { side: UserType; step: string | number; children: ReactNode }) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
  return (
    <Box colorPalette={side === 'client' ? CLIENT_PALETTE : WORKER_PALETTE} key={step}>
      {children}
    </Box>
  );
}

/**
 * `[saving, run]`: run(task) shows saving while the task runs; a failure is logged only
 * (docs/product/validation.md#error-catalogue).
 */
export function useRegistrationSave(failureLog: string) {
  const [saving, setSaving] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setSaving(true);
    try {
      await task();
    } catch (e) {
      console.error(failureLog, e);
    } finally {
      setSaving(false);
    }
  };
  return [saving, run] as const;
}

/** The last form step: one multi-line introduction with a hint above it; button 完了. */
export function DetailStep(props: {
  title: string;
  hint: string;
  label: string;
  placeholder: string;
  // Both sides' detail schemas are the same shape ({ detail }); each wizard passes its own.
  schema: typeof clientDetailSchema;
  detail: string;
  saving: boolean;
  onBack: (values: Partial<ClientDetailInput>) => void;
  onDone: (values: ClientDetailInput) => void;
}) {
  const { title, hint, label, placeholder, schema, detail, saving, onBack, onDone } = props;
  const { register, handleSubmit, getValues, watch, formState } = useForm<ClientDetailInput>({
    resolver: yupResolver(schema),
    defaultValues: { detail },
  });
  return (
    <form onSubmit={handleSubmit(onDone)} noValidate>
      <StepScreen title={title} onBack={() => !saving && onBack(getValues())} footer={submitButton('完了', saving)}>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
        <DetailField
          label={label}
          registration={register('detail')}
          value={watch('detail')}
          error={formState.errors.detail?.message}
          placeholder={placeholder}
        />
      </StepScreen>
    </form>
  );
}

/**
 * 登録が完了しました with the new avatar, a line, the main way on and マイページを見る. The screen
 * stays until the user leaves it; only then is the session reloaded (the shell's gates would
 * otherwise replace it at once).
 */
export function CompletionScreen(props: {
  side: UserType;
  /** null: the session knows there is no picture yet (no request for one). */
  imageVersion: string | null;
  name: string;
  message: string;
  actionLabel: string;
  actionTo: string;
}) {
  const { side, imageVersion, name, message, actionLabel, actionTo } = props;
  const { user, refetch } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = async (to: string) => {
    setLeaving(true);
    // Navigate first (the setup gate keeps this screen), then reload the session so the gates pass.
    navigate(to, { replace: true });
    await refetch();
  };
  return (
    <Stack align="center" textAlign="center" gap="4" pt="10">
      <Avatar uid={user.id} side={side} version={imageVersion} size={112} name={name} />
      <Heading as="h1" size="xl">
        登録が完了しました
      </Heading>
      <Text>{message}</Text>
      <Button size="lg" minH="48px" w="full" mt="4" loading={leaving} onClick={() => void leave(actionTo)}>
        {actionLabel}
      </Button>
      <Button variant="ghost" minH="44px" w="full" disabled={leaving} onClick={() => void leave(PATHS[side].mypage)}>
        マイページを見る
      </Button>
    </Stack>
  );
}
