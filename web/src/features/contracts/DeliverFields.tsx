/**
 * The worker's 納品 form (see DeliverForm.tsx, which loads it once the contract page has painted): the
 * message (1 to 1,000 characters, deliverSchema through dealResolvers.ts, yup fetched on the first
 * focus or validation), up to 20 photos (DeliveryPhotoPicker.tsx), an optional gallery or download
 * URL (https; typed without the scheme it gets https://), the submit button and the confirm step.
 * Confirming uploads the photos one by one into the contract's room (PUT /liff/rooms/:id/images,
 * shrunk first when too large: lib/shrinkImage.ts), then delivers naming their ids; a refusal keeps
 * everything, and photos already uploaded are not sent again (unless the server no longer takes
 * them: then they are uploaded again next time). The message and the URL are kept as a draft per
 * user and contract until it is delivered (the photos are not), and leaving with either asks first.
 */
import { Box, Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { DEAL_TEXT_MAX, DEFAULT_AUTO_COMPLETE_DAYS, DELIVERY_LINK_MAX, type DeliverDto } from '@common/deal';
import type { Contract } from '@common/marketplace';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notifyError } from '../../components/feedback/errors';
import { notify } from '../../components/feedback/toaster';
import { DraftNotice } from '../../components/forms/DraftNotice';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { useLeaveGuard } from '../../components/forms/useLeaveGuard';
import { ApiRequestError } from '../../lib/api/client';
import { roomsApi } from '../../lib/api/rooms';
import { draftKey } from '../../lib/forms/drafts';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { useFormDraft } from '../../lib/forms/useFormDraft';
import { shrinkImage } from '../../lib/shrinkImage';
import { useSession } from '../session';
import { DeliverCard } from './DeliverCard';
import { deliverResolver, prefetchDealSchemas } from './dealResolvers';
import { DeliveryPhotoPicker, type DeliveryPhoto } from './DeliveryPhotoPicker';
import { useDeliver } from './queries';

export const DELIVERED_MESSAGE = '納品しました';

const BLANK: DeliverDto = { message: '', link: '' };
/** A stored draft: the message, and the URL (drafts from before it have none). */
function asDraft(d: unknown): DefaultValues<DeliverDto> | null {
  if (!d || typeof d !== 'object') return null;
  const { message, link } = d as Record<string, unknown>;
  return typeof message === 'string' ? { message, link: typeof link === 'string' ? link : '' } : null;
}

type Progress = { done: number; total: number } | null;

export default function DeliverFields({ contract: c }: { contract: Pick<Contract, 'id' | 'history' | 'roomId'> }) {
  const deliver = useDeliver(c.id);
  const { user } = useSession();
  const [pending, setPending] = useState<DeliverDto | null>(null);
  const [photos, setPhotos] = useState<DeliveryPhoto[]>([]);
  const [progress, setProgress] = useState<Progress>(null);
  const form = useForm<DeliverDto>({ resolver: deliverResolver, defaultValues: BLANK });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = form;
  const draft = useFormDraft<DeliverDto>(form, draftKey(user.id, `deliver:${c.id}`), BLANK, asDraft);
  const guard = useLeaveGuard(draft.dirty || photos.length > 0);

  const send = async () => {
    if (!pending) return;
    let list = photos;
    try {
      const waiting = list.filter((p) => !p.uploaded);
      let done = list.length - waiting.length;
      for (const p of waiting) {
        setProgress({ done, total: list.length });
        const uploaded = await roomsApi.uploadImage(c.roomId, await shrinkImage(p.file));
        list = list.map((x) => (x.key === p.key ? { ...x, uploaded } : x));
        setPhotos(list);
        done += 1;
      }
      setProgress(null);
      const imageIds = list.flatMap((p) => (p.uploaded ? [p.uploaded.id] : []));
      // Only what was given: a message alone is sent as before.
      await deliver.mutateAsync({
        message: pending.message,
        ...(imageIds.length ? { imageIds } : {}),
        ...(pending.link ? { link: pending.link } : {}),
      });
      notify.success(DELIVERED_MESSAGE);
      reset();
      draft.clear();
      setPhotos([]);
    } catch (e) {
      // Uploads the server no longer takes (kept over an hour, or lost): upload them again next time.
      if (e instanceof ApiRequestError && e.fields?.imageIds) setPhotos(list.map(({ uploaded: _, ...p }) => p));
      // A field message belongs under the field: close the dialog; anything else keeps it open with a toast.
      if (!applyServerFieldErrors(e, setError, ['message', 'link'])) throw e;
      notifyError(e);
    } finally {
      setProgress(null);
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
          <DeliveryPhotoPicker photos={photos} onChange={setPhotos} disabled={pending !== null} />
          <FormField
            label="ギャラリー・ダウンロードURL（任意）"
            error={errors.link?.message}
            helper="写真の共有サービスやダウンロードページのURL（https://〜）"
          >
            <Input
              size="lg"
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="off"
              maxLength={DELIVERY_LINK_MAX}
              placeholder="https://example.com/gallery"
              {...register('link')}
              onFocus={prefetchDealSchemas}
            />
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
        description={
          <>
            {`発注者に納品をお知らせします${photos.length ? `（写真${photos.length}枚）` : ''}。納品後${DEFAULT_AUTO_COMPLETE_DAYS}日以内に検収または修正の依頼がない場合は、自動で検収されます。`}
            {progress && (
              <Text as="span" display="block" mt="2" fontWeight="bold" aria-live="polite" data-testid="upload-progress">
                写真を送信しています（{progress.done + 1}/{progress.total}）
              </Text>
            )}
          </>
        }
        confirmLabel="納品する"
        cancelLabel="戻る"
        onConfirm={send}
      />
      {guard.dialog}
    </DeliverCard>
  );
}
