/**
 * The worker's 納品: a message to the client (1 to 1,000 characters, deliverSchema), then a confirm
 * step. After a 修正依頼 the client's reason is shown above the form. Shown while `deliver` is among
 * the contract's actions.
 */
import { Box, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEAL_TEXT_MAX, DEFAULT_AUTO_COMPLETE_DAYS, deliverSchema, type DeliverDto } from '@common/deal';
import type { Contract } from '@common/marketplace';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notifyError } from '../../components/feedback/errors';
import { notify } from '../../components/feedback/toaster';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { formatDateTimeJa } from '../../lib/format';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { useDeliver } from './queries';

export const DELIVERED_MESSAGE = '納品しました';

export function DeliverForm({ contract: c }: { contract: Pick<Contract, 'id' | 'history'> }) {
  const deliver = useDeliver(c.id);
  const [pending, setPending] = useState<DeliverDto | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useForm<DeliverDto>({ resolver: yupResolver(deliverSchema), defaultValues: { message: '' } });
  const latest = c.history[c.history.length - 1];
  const revision = latest?.action === 'request_revision' ? latest : null;

  const send = async () => {
    if (!pending) return;
    try {
      await deliver.mutateAsync(pending);
      notify.success(DELIVERED_MESSAGE);
      reset();
    } catch (e) {
      // A field message belongs under the field: close the dialog; anything else keeps it open with a toast.
      if (!applyServerFieldErrors(e, setError, ['message'])) throw e;
      notifyError(e);
    }
  };

  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="xl" p="4" data-testid="deliver-form">
      <Heading as="h2" size="sm">
        納品する
      </Heading>
      {revision && (
        <Box bg="orange.subtle" rounded="lg" p="3" data-testid="revision-request">
          <Text fontSize="sm" fontWeight="bold" color="orange.fg">
            発注者から修正の依頼があります（{formatDateTimeJa(revision.at)}）
          </Text>
          <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" wordBreak="break-word">
            {revision.note}
          </Text>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        作業が終わったら、納品物の受け渡し方法（URLなど）と作業内容を書いて納品してください。発注者が内容を確認し、検収するか修正を依頼します。
      </Text>
      <Stack asChild gap="3">
        <form onSubmit={handleSubmit((dto) => setPending(dto))} noValidate aria-label="納品フォーム">
          <FormField label="納品メッセージ" required error={errors.message?.message}>
            <Textarea
              rows={6}
              autoresize
              placeholder={'お疲れさまです。納品いたします。\nデータはこちらのURLからダウンロードできます。'}
              {...register('message')}
            />
            <Box alignSelf="stretch">
              <TextCount value={watch('message')} max={DEAL_TEXT_MAX} />
            </Box>
          </FormField>
          <Button type="submit" size="lg" minH="48px" w="full">
            納品する
          </Button>
        </form>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title="納品しますか？"
        description={`発注者に納品をお知らせします。納品後${DEFAULT_AUTO_COMPLETE_DAYS}日以内に検収または修正の依頼がない場合は、自動で検収されます。`}
        confirmLabel="納品する"
        cancelLabel="戻る"
        onConfirm={send}
      />
    </Stack>
  );
}
