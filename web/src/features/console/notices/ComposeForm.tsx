/**
 * お知らせを作成 (docs/product/admin.md#notices): audience, title, body, the screen it opens, LINE or
 * not, now or a time in Japan time, with a preview; sent after a confirmation. One Idempotency-Key per
 * composed notice, kept until the form is cleared or the notice was sent: a resend after a network
 * failure answers the broadcast already made instead of sending it twice.
 */
import { Button, Checkbox, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DAY_MS } from '@common/dates';
import { ChoiceCards } from '../../../components/forms/ChoiceCards';
import { FormField } from '../../../components/forms/FormField';
import { TextCount } from '../../../components/forms/TextCount';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { applyServerFieldErrors } from '../../../lib/forms/serverErrors';
import { errorText, Result } from '../parts';
import {
  AUDIENCE_LABEL,
  bodyOf,
  EMPTY_NOTICE,
  jstLocal,
  NOTICE_LIMITS,
  noticeSchema,
  pathMismatch,
  SEND_AT_MAX_DAYS,
  SEND_AT_MIN_MINUTES,
  sendAtLabel,
  type NoticeForm,
} from './model';
import { NoticePreview } from './NoticePreview';
import { ConfirmText, sentText } from './texts';
import { useNoticeActions } from './queries';

const AUDIENCES = (['all', 'clients', 'workers'] as const).map((value) => ({ value, label: AUDIENCE_LABEL[value] }));
const WHEN = [
  { value: 'now' as const, label: '今すぐ' },
  { value: 'later' as const, label: '日時を指定' },
];
const FIELDS = ['title', 'body', 'path', 'sendAt'] as const;

const newKey = () => crypto.randomUUID();

export function ComposeForm() {
  const { send } = useNoticeActions();
  const schema = useMemo(() => noticeSchema(), []);
  const { control, register, handleSubmit, watch, reset, setError, formState } = useForm<NoticeForm>({
    resolver: yupResolver(schema),
    defaultValues: EMPTY_NOTICE,
  });
  const { errors } = formState;
  const [key, setKey] = useState(newKey);
  const [pending, setPending] = useState<NoticeForm | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const v = watch();
  const mismatch = pathMismatch(v.audience, v.path);
  const now = Date.now();

  const clear = () => {
    reset(EMPTY_NOTICE);
    setKey(newKey());
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setResult(null);
    try {
      const r = await send(bodyOf(pending), key);
      setResult({ ok: true, text: sentText(r, pending) });
      clear();
    } catch (e) {
      // The same key stays: sending again answers the notice if the first one reached the API.
      applyServerFieldErrors(e, setError, FIELDS);
      setResult({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="お知らせを作成"
      onSubmit={handleSubmit((f) => {
        setResult(null);
        setPending(f);
      })}
    >
      <Stack gap="4">
        <Controller
          control={control}
          name="audience"
          render={({ field }) => (
            <ChoiceCards
              label="宛先"
              options={AUDIENCES}
              value={field.value}
              onChange={field.onChange}
              error={errors.audience?.message}
              stacked
            />
          )}
        />
        <FormField label="タイトル" required error={errors.title?.message}>
          <Input minH="44px" {...register('title')} />
          <TextCount value={v.title} max={NOTICE_LIMITS.title} />
        </FormField>
        <FormField label="本文" required error={errors.body?.message}>
          <Textarea rows={6} {...register('body')} />
          <TextCount value={v.body} max={NOTICE_LIMITS.body} />
        </FormField>
        <FormField
          label="開くページ（任意）"
          error={errors.path?.message}
          helper="アプリ内のパス（例：/worker/jobs）。空欄にすると受け取った人のお知らせ一覧が開きます"
        >
          <Input minH="44px" placeholder="/client/… または /worker/…" inputMode="url" autoComplete="off" {...register('path')} />
        </FormField>
        {mismatch && (
          <Text fontSize="sm" color="orange.fg">
            {mismatch}
          </Text>
        )}
        <Controller
          control={control}
          name="important"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              minH="44px"
              alignItems="center"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>重要（LINEにも送る）</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Controller
          control={control}
          name="when"
          render={({ field }) => <ChoiceCards label="送信日時" options={WHEN} value={field.value} onChange={field.onChange} />}
        />
        {v.when === 'later' && (
          <FormField
            label="送信日時（日本時間）"
            required
            error={errors.sendAt?.message}
            helper={`現在から${SEND_AT_MIN_MINUTES}分以上先、${SEND_AT_MAX_DAYS}日以内で指定してください`}
          >
            <Input
              type="datetime-local"
              minH="44px"
              min={jstLocal(now + SEND_AT_MIN_MINUTES * 60_000)}
              max={jstLocal(now + SEND_AT_MAX_DAYS * DAY_MS)}
              {...register('sendAt')}
            />
          </FormField>
        )}
        <NoticePreview
          title={v.title}
          body={v.body}
          path={v.path}
          important={v.important}
          when={v.when === 'later' && v.sendAt ? `${sendAtLabel(v.sendAt)}に届きます` : 'たった今'}
        />
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Button type="submit" colorPalette="teal" minH="44px" loading={busy} disabled={busy}>
            {v.when === 'later' ? '送信を予約する' : '送信する'}
          </Button>
          <Button type="button" variant="outline" minH="44px" disabled={busy} onClick={clear}>
            入力をクリア
          </Button>
        </Flex>
        {result && <Result ok={result.ok}>{result.text}</Result>}
        <ConfirmDialog
          open={pending !== null}
          onClose={() => setPending(null)}
          title={`${AUDIENCE_LABEL[pending?.audience ?? 'all']}に送信しますか？`}
          description={pending && <ConfirmText f={pending} />}
          confirmLabel={pending?.when === 'later' ? '予約する' : '送信する'}
          onConfirm={confirm}
        />
      </Stack>
    </form>
  );
}
