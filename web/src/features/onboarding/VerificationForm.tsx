/**
 * SPEC 2.4: '{name}の認証フォーム'. Verifies the partner account, then reloads onto the client's top
 * (/client/products) so that the boot reads the verified user afresh. With the server's e-mail
 * step on (issue 9) a match answers 'code_sent' and the same screen asks for the mailed code
 * (CodeStep); the code completes the verification with the same toast and navigation.
 *
 * A new user's first screen (issue 12), so it paints before what it needs only on input: the form
 * library, resolver and schema (about 28 KB gzipped, ./verificationControl.ts, via
 * components/forms/useDeferredForm.ts: the inputs work and keep what is typed meanwhile) and the code
 * step are fetched right after the first paint, the toasts' recipes with the submit.
 */
import { Box, Button, Heading, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { SalonCodeSentResponse } from '@common/api';
import type { SalonVerifyDto } from '@common/schemas/verification';
import { config } from '../../lib/config';
import { verifySalon } from '../../lib/api/session';
import { SIDE_TOP } from '../../lib/paths';
import { FormField } from '../../components/forms/FormField';
import { afterPaint } from '../../lib/afterPaint';
import { useDeferredForm } from '../../components/forms/useDeferredForm';
import { flashAfterReload, notify } from '../../components/feedback/toaster';
import { loadDeferredRecipes } from '../../components/theme/system';
import { useSession } from '../session';
import { VERIFICATION_PICTURE } from './verificationPicture';

export const VERIFIED_MESSAGE = 'お客様情報を認証しました';
export const VERIFY_FAILED_MESSAGE = 'お客様情報の編集に失敗しました';

/** SPEC 2.4's success: the toast, kept across the full navigation to the client's top. */
function verified() {
  notify.success(VERIFIED_MESSAGE);
  flashAfterReload(VERIFIED_MESSAGE);
  window.location.assign(SIDE_TOP.client);
}

const loadControl = () => import('./verificationControl').then((m) => m.createVerificationControl);

/** The code step, loaded after the first paint; a submit waits for it before showing it. */
let CodeStep: typeof import('./CodeStep').CodeStep | null = null;
const loadCodeStep = () =>
  import('./CodeStep').then((m) => {
    CodeStep = m.CodeStep;
  });

export default function VerificationForm() {
  const { user } = useSession();
  /** Set once a code was mailed: the screen then shows the code step. */
  const [sent, setSent] = useState<SalonCodeSentResponse | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useDeferredForm<SalonVerifyDto>(loadControl, {
    email: user.salonInfo?.email ?? '',
    salonDisplayName: user.salonInfo?.salonDisplayName ?? '',
  });

  useEffect(() => afterPaint(() => void loadCodeStep().catch(() => undefined)), []);

  const onSubmit = async (values: SalonVerifyDto) => {
    // The toasts' recipes (not in the first screen's theme), while the API answers.
    loadDeferredRecipes().catch(() => undefined);
    try {
      const res = await verifySalon(values);
      if (res.status === 'code_sent') {
        await loadCodeStep();
        setSent(res);
        window.scrollTo(0, 0);
        return;
      }
      verified();
    } catch (e) {
      console.error('salon verify failed', e);
      notify.error(VERIFY_FAILED_MESSAGE, e instanceof Error ? e.message : undefined);
    }
  };

  if (sent && CodeStep) {
    return (
      <CodeStep
        sent={sent}
        onResent={setSent}
        onBack={() => setSent(null)}
        onVerified={verified}
        failedTitle={VERIFY_FAILED_MESSAGE}
      />
    );
  }

  return (
    <Stack gap="5" pt="4" as="section">
      <Heading as="h1" size="lg">
        {config.partnerName}の認証フォーム
      </Heading>
      <Text fontSize="sm">
        ご利用の前に、お客様情報の認証が必要です。{config.partnerName}
        の管理画面マイページに表示されている「メールアドレス」と「会社名」を入力してください。
      </Text>
      <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg.muted">
        <Image src={VERIFICATION_PICTURE} alt="管理画面マイページの表示例" w="full" fetchPriority="high" />
      </Box>
      <Link
        href={config.partnerAdminUrl}
        target="_blank"
        rel="noopener noreferrer"
        color="blue.600"
        fontWeight="bold"
        minH="44px"
        display="inline-flex"
        alignItems="center"
      >
        {config.partnerName}の管理画面マイページを開く
      </Link>
      <Stack asChild gap="4">
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <FormField label="メールアドレス" error={errors.email?.message} required>
            <Input type="email" inputMode="email" autoComplete="email" size="lg" {...register('email')} />
          </FormField>
          <FormField label="会社名" error={errors.salonDisplayName?.message} required>
            <Input autoComplete="organization" size="lg" {...register('salonDisplayName')} />
          </FormField>
          <Button type="submit" size="lg" colorPalette="orange" loading={isSubmitting} minH="48px">
            保存
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}
