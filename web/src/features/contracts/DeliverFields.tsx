/**
 * The worker's 納品 form (see DeliverForm.tsx, which loads it once the contract page has painted): the
 * message (1 to 1,000 characters, deliverSchema through dealResolvers.ts, yup fetched on the first
 * focus or validation), the submit button and the confirm step. The message is kept as a draft per
 * user and contract until it is delivered, and leaving with one asks first.
 */
import { Box, Button, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { DEAL_TEXT_MAX, DEFAULT_AUTO_COMPLETE_DAYS, type DeliverDto } from '@common/deal';
import type { Contract } from '@common/marketplace';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notifyError } from '../../components/feedback/errors';
import { notify } from '../../components/feedback/toaster';
import { DraftNotice } from '../../components/forms/DraftNotice';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { useLeaveGuard } from '../../components/forms/useLeaveGuard';
import { draftKey } from '../../lib/forms/drafts';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { useFormDraft } from '../../lib/forms/useFormDraft';
import { useSession } from '../session';
import { DeliverCard } from './DeliverCard';
import { deliverResolver, prefetchDealSchemas } from './dealResolvers';
import { useDeliver } from './queries';

export const DELIVERED_MESSAGE = '納品しました';

const BLANK: DeliverDto = { message: '' };
const asDraft = (d: unknown): DefaultValues<DeliverDto> | null =>
  d && typeof d === 'object' && typeof (d as DeliverDto).message === 'string' ? { message: (d as DeliverDto).message } : null;

export default function DeliverFields({ contract: c }: { contract: Pick<Contract, 'id' | 'history'> }) {
  const deliver = useDeliver(c.id);
  const { user } = useSession();
  const [pending, setPending] = useState<DeliverDto | null>(null);
  const form = useForm<DeliverDto>({ resolver: deliverResolver, defaultValues: BLANK });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = form;
  const draft = useFormDraft(form, draftKey(user.id, `deliver:${c.id}`), BLANK, asDraft);
  const guard = useLeaveGuard(draft.dirty);

  const send = async () => {
    if (!pending) return;
    try {
      await deliver.mutateAsync(pending);
      notify.success(DELIVERED_MESSAGE);
      reset();
      draft.clear();
    } catch (e) {
      // A field message belongs under the field: close the dialog; anything else keeps it open with a toast.
      if (!applyServerFieldErrors(e, setError, ['message'])) throw e;
      notifyError(e);
    }
  };

  return (
    <DeliverCard contract={c} testId="deliver-form">
      <Stack asChild gap="3">
        <form onSubmit={handleSubmit((dto) => setPending(dto))} noValidate aria-label="納品フォーム">
          {draft.restored && <DraftNotice onDiscard={draft.discard} />}
          <FormField label="納品メッセージ" required error={errors.message?.message}>
            <Textarea
              rows={6}
              autoresize
              placeholder={'お疲れさまです。納品いたします。\nデータはこちらのURLからダウンロードできます。'}
              {...register('message')}
              onFocus={prefetchDealSchemas}
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
      {guard.dialog}
    </DeliverCard>
  );
}
