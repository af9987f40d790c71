/**
 * Second step of the verification form (docs/product/screens.md#verification-code): the 6-digit code mailed to the
 * partner account's address. Full-width digits are accepted (the shared schema normalises them); resending waits for
 * the server's next allowed time with a countdown. Failures and a resend are said above the form
 * (InlineNotice), where no toast covers the heading; a wrong code's reason also stays under the field.
 */
import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { SalonCodeSentResponse } from '@common/api';
import { jstFormat } from '@common/dates';
import { salonCodeSchema, type SalonCodeDto } from '@common/schemas/verification';
import { resendSalonCode, verifySalonCode } from '../../lib/api/session';
import { FormField } from '../../components/forms/FormField';
import { InlineNotice, type Notice } from './InlineNotice';
import { codeFailure, resendFailure } from './verificationFailure';

export const CODE_STEP_TITLE = '認証コードを入力';
export const RESENT_MESSAGE = '認証コードを再送信しました';

const japanClock = jstFormat({ hour: '2-digit', minute: '2-digit' });
const clockTime = (iso: string) => japanClock(new Date(iso));

/** Whole seconds until `iso`, following a clock that ticks once a second while the step is shown. */
function useSecondsUntil(iso: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

const countdown = (s: number) => (s >= 60 ? `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒` : `${s}秒`);

export function CodeStep(props: {
  sent: SalonCodeSentResponse;
  onResent: (sent: SalonCodeSentResponse) => void;
  onBack: () => void;
  onVerified: () => void;
}) {
  const { sent, onResent, onBack, onVerified } = props;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SalonCodeDto>({ resolver: yupResolver(salonCodeSchema), defaultValues: { code: '' } });
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const wait = useSecondsUntil(sent.resendAt);

  const onSubmit = async ({ code }: SalonCodeDto) => {
    setNotice(null);
    try {
      await verifySalonCode({ code });
      onVerified();
    } catch (e) {
      console.error('salon code failed', e);
      const { field, ...failure } = codeFailure(e);
      if (field) setError('code', { message: field });
      setNotice({ tone: 'error', ...failure });
    }
  };

  const resend = async () => {
    setResending(true);
    setNotice(null);
    try {
      const next = await resendSalonCode();
      reset({ code: '' });
      onResent(next);
      setNotice({ tone: 'success', title: RESENT_MESSAGE });
    } catch (e) {
      console.error('salon code resend failed', e);
      setNotice({ tone: 'error', ...resendFailure(e) });
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="5" pt="4" as="section">
      <Heading as="h1" size="lg">
        {CODE_STEP_TITLE}
      </Heading>
      <Text fontSize="sm">
        <Text as="span" fontWeight="bold" data-testid="masked-email">
          {sent.emailMasked}
        </Text>
        に6桁の認証コードを送信しました。メールに記載されている認証コードを入力してください。
      </Text>
      <Text fontSize="xs" color="fg.muted">
        認証コードの有効期限は{clockTime(sent.expiresAt)}
        までです（10分間）。メールが届かない場合は、迷惑メールフォルダもご確認ください。
      </Text>
      <Stack asChild gap="4">
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <InlineNotice notice={notice} />
          <FormField label="認証コード（6桁）" error={errors.code?.message} required>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={16}
              size="lg"
              minH="52px"
              fontSize="2xl"
              letterSpacing="0.4em"
              textAlign="center"
              placeholder="000000"
              {...register('code')}
            />
          </FormField>
          <Button type="submit" size="lg" colorPalette="orange" loading={isSubmitting} minH="48px">
            認証する
          </Button>
        </form>
      </Stack>
      <Stack gap="2">
        <Button variant="outline" size="lg" minH="48px" onClick={resend} loading={resending} disabled={wait > 0}>
          {wait > 0 ? `認証コードを再送信（あと${countdown(wait)}）` : '認証コードを再送信'}
        </Button>
        <Button variant="ghost" size="lg" minH="48px" onClick={onBack}>
          メールアドレスを変更する
        </Button>
      </Stack>
    </Stack>
  );
}
