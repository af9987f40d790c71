/**
 * The salon verification form '{name}の認証フォーム' (docs/product/screens.md#verification). Verifies the partner
 * account, then reloads onto the client's top (/client/products) so that the boot reads the verified user afresh.
 * With the server's e-mail step on (docs/product/screens.md#verification-code) a match answers 'code_sent' and the
 * same screen asks for the mailed code (CodeStep); the code completes the verification with the same toast and
 * navigation. While a mailed code still works the session says so (pendingCode), and the screen opens on the code
 * step: a reload, or LINE's webview reopened after reading the mail, does not start over, and going back to the form
 * from there finds what was sent (kept on the device until the verification completes).
 *
 * A failure is said above the form (InlineNotice: a toast would cover the heading), its title naming
 * what happened and the error catalogue's text (docs/product/validation.md#error-catalogue) opening
 * its line (./verificationFailure.ts).
 *
 * A new user's first screen (docs/performance.md#how-the-boot-is-kept-short), so it paints before what it needs
 * only on input: the form library, resolver and schema (about 28 KB gzipped, ./verificationControl.ts, via
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
import { clearDraft, draftKey, readDraft, saveDraft } from '../../lib/forms/drafts';
import { useDeferredForm } from '../../components/forms/useDeferredForm';
import { flashAfterReload, notify } from '../../components/feedback/toaster';
import { loadDeferredRecipes } from '../../components/theme/system';
import { FullScreenSpinner } from '../../components/layout/FullScreenSpinner';
import { useSession } from '../session';
import { VERIFICATION_PICTURE } from './verificationPicture';
import { InlineNotice, type Notice } from './InlineNotice';
import { verifyFailure } from './verificationFailure';

export const VERIFIED_MESSAGE = 'お客様情報を認証しました';
/** What the service is, in one line, for someone who arrives here first. */
export const serviceLine = (serviceName: string) =>
  `${serviceName}は、サロンの撮影や制作のお仕事を依頼・受注できるマーケットです。`;

/**
 * What was sent for the code kept on the device: a reload on the code step reopens it (pendingCode),
 * and メールアドレスを変更する then still finds the address and company name as they were typed.
 */
const SENT_DRAFT = 'verification';
const asSent = (data: unknown): SalonVerifyDto | null => {
  const v = data as Partial<SalonVerifyDto> | null;
  return v && typeof v.email === 'string' && typeof v.salonDisplayName === 'string'
    ? { email: v.email, salonDisplayName: v.salonDisplayName }
    : null;
};

/**
 * The verification's success (docs/product/screens.md#verification): the toast, kept across the full navigation to
 * the client's top.
 */
function verified(uid: string) {
  clearDraft(draftKey(uid, SENT_DRAFT));
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
  const { user, pendingCode } = useSession();
  /** Set once a code was mailed (or one is still pending): the screen then shows the code step. */
  const [sent, setSent] = useState<SalonCodeSentResponse | null>(pendingCode ?? null);
  /** Renders again once the code step's chunk is in (it is kept in the module, not in state). */
  const [, setCodeStepLoaded] = useState(false);
  const [failure, setFailure] = useState<Notice | null>(null);
  const sentKey = draftKey(user.id, SENT_DRAFT);
  const [sentBefore] = useState(() => (pendingCode ? readDraft(sentKey, asSent) : null));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useDeferredForm<SalonVerifyDto>(loadControl, {
    email: sentBefore?.email ?? user.salonInfo?.email ?? '',
    salonDisplayName: sentBefore?.salonDisplayName ?? user.salonInfo?.salonDisplayName ?? '',
  });

  useEffect(() => {
    const load = () =>
      void loadCodeStep().then(
        () => setCodeStepLoaded(true),
        // Without its step a pending code falls back to the form (verifying again resends or reuses it).
        () => setSent((s) => (s === pendingCode ? null : s)),
      );
    // A pending code opens the code step at once; otherwise it is fetched once the form has painted.
    if (pendingCode) {
      load();
      return undefined;
    }
    return afterPaint(load);
  }, [pendingCode]);

  const onSubmit = async (values: SalonVerifyDto) => {
    // The toasts' recipes (not in the first screen's theme), while the API answers.
    loadDeferredRecipes().catch(() => undefined);
    setFailure(null);
    try {
      const res = await verifySalon(values);
      if (res.status === 'code_sent') {
        saveDraft(sentKey, values);
        await loadCodeStep();
        setSent(res);
        window.scrollTo(0, 0);
        return;
      }
      verified(user.id);
    } catch (e) {
      console.error('salon verify failed', e);
      setFailure({ tone: 'error', ...verifyFailure(e, config.partnerName) });
    }
  };

  if (sent && CodeStep) {
    return <CodeStep sent={sent} onResent={setSent} onBack={() => setSent(null)} onVerified={() => verified(user.id)} />;
  }
  // A pending code: its step is on its way (a chunk), the address form would only flash.
  if (sent && pendingCode === sent) return <FullScreenSpinner />;

  return (
    <Stack gap="5" pt="4" as="section">
      <Heading as="h1" size="lg">
        {config.partnerName}の認証フォーム
      </Heading>
      <Text data-testid="service-line">{serviceLine(config.serviceName)}</Text>
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
          <InlineNotice notice={failure} />
          <FormField label="メールアドレス" error={errors.email?.message} required>
            <Input type="email" inputMode="email" autoComplete="email" size="lg" {...register('email')} />
          </FormField>
          <FormField
            label="会社名"
            error={errors.salonDisplayName?.message}
            required
            helper="空白の有無や全角・半角、英字の大文字・小文字の違いは自動で調整されます"
          >
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
