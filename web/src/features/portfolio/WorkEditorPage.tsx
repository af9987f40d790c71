/**
 * /worker/mypage/edit/portfolio/new 「作品を追加」 and /worker/mypage/edit/portfolio/:id 「作品を編集」
 * (docs/product/screens.md#portfolio): photos (WorkPhotos.tsx, uploaded on pick), タイトル (1–50 with a
 * counter), 説明 (optional, up to 1,000), リンク (optional URL; typed without https:// it gets it) and
 * 保存, checked with the API's own schema (common/src/portfolio.ts). Saving returns to the list. A new
 * work at 20 works says the limit instead of offering 保存. No draft is kept (the uploads expire).
 */
import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  portfolioWorkSchema,
  type PortfolioWork,
  type PortfolioWorkInput,
} from '@common/portfolio';
import { EmptyState } from '../../components/feedback/EmptyState';
import { notifyError } from '../../components/feedback/errors';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { notify } from '../../components/feedback/toaster';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { PageHeader } from '../../components/layout/PageHeader';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { WORKER } from '../../lib/paths';
import { useCreateWork, useMyPortfolio, useUpdateWork } from './queries';
import { photoKey, WorkPhotos, type WorkPhoto } from './WorkPhotos';

export const CREATED_MESSAGE = '作品を追加しました';
export const UPDATED_MESSAGE = '作品を更新しました';

type WorkFields = Omit<PortfolioWorkInput, 'photoIds'>;
const fieldsSchema = portfolioWorkSchema.omit(['photoIds']);
const FIELDS = ['title', 'description', 'link'] as const;

export default function WorkEditorPage() {
  const { id } = useParams();
  const query = useMyPortfolio();
  const title = id ? '作品を編集' : '作品を追加';
  const works = query.data?.works;
  const work = id ? works?.find((w) => w.id === id) : undefined;

  let body;
  if (!works) {
    body = query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : <DetailSkeleton />;
  } else if (id && !work) {
    body = (
      <EmptyState title={PORTFOLIO_MESSAGES.workNotFound} action={{ label: 'ポートフォリオへ戻る', to: WORKER.editPortfolio }} />
    );
  } else if (!id && works.length >= PORTFOLIO_LIMITS.works) {
    body = (
      <Text color="fg.error" data-testid="portfolio-full">
        {PORTFOLIO_MESSAGES.tooManyWorks}。作品を追加するには、登録済みの作品を削除してください。
      </Text>
    );
  } else {
    body = <WorkForm key={work?.id ?? 'new'} work={work} />;
  }
  return (
    <Stack gap="2" pb="calc(24px + env(safe-area-inset-bottom))">
      <PageHeader title={title} back={WORKER.editPortfolio} />
      {body}
    </Stack>
  );
}

function WorkForm({ work }: { work?: PortfolioWork }) {
  const navigate = useNavigate();
  const create = useCreateWork();
  const update = useUpdateWork(work?.id ?? '');
  const [photos, setPhotos] = useState<WorkPhoto[]>(() => (work?.photos ?? []).map((photo) => ({ key: photoKey(), photo })));
  const [photosError, setPhotosError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<WorkFields>({
    resolver: yupResolver(fieldsSchema),
    defaultValues: { title: work?.title ?? '', description: work?.description ?? '', link: work?.link ?? '' },
  });
  const uploading = photos.some((p) => !p.photo);

  const changePhotos = (update: (list: WorkPhoto[]) => WorkPhoto[]) => {
    setPhotos(update);
    setPhotosError(undefined);
  };

  const submit = async (values: WorkFields) => {
    const photoIds = photos.flatMap((p) => (p.photo ? [p.photo.id] : []));
    if (!photoIds.length) {
      setPhotosError(PORTFOLIO_MESSAGES.photosRequired);
      return;
    }
    const input = { title: values.title, description: values.description ?? null, link: values.link ?? null, photoIds };
    try {
      if (work) await update.mutateAsync(input);
      else await create.mutateAsync(input);
      notify.success(work ? UPDATED_MESSAGE : CREATED_MESSAGE);
      navigate(WORKER.editPortfolio, { replace: true });
    } catch (e) {
      // Field messages land under their fields; the message goes to a toast either way.
      applyServerFieldErrors(e, setError, FIELDS);
      notifyError(e, '作品を保存できませんでした');
    }
  };

  return (
    <Stack asChild gap="5" pt="2">
      <form onSubmit={handleSubmit(submit)} noValidate aria-label={work ? '作品を編集' : '作品を追加'}>
        <WorkPhotos photos={photos} onChange={changePhotos} error={photosError} disabled={isSubmitting} />
        <FormField label="タイトル" required error={errors.title?.message}>
          <Input
            size="lg"
            maxLength={PORTFOLIO_LIMITS.title + 10}
            placeholder="例：ヘアカタログ撮影（ボブスタイル）"
            {...register('title')}
          />
          <TextCount value={watch('title')} max={PORTFOLIO_LIMITS.title} />
        </FormField>
        <FormField label="説明（任意）" error={errors.description?.message}>
          <Textarea rows={5} autoresize placeholder="撮影の内容、使用した機材、担当した範囲など" {...register('description')} />
          <TextCount value={watch('description') ?? ''} max={PORTFOLIO_LIMITS.description} />
        </FormField>
        <FormField
          label="リンク（任意）"
          error={errors.link?.message}
          helper="作品を掲載しているページのURL。「https://」は省略できます"
        >
          <Input
            size="lg"
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            maxLength={PORTFOLIO_LIMITS.link + 10}
            placeholder="https://example.com/works/1"
            {...register('link')}
          />
        </FormField>
        <Stack gap="1">
          <Button type="submit" size="lg" minH="48px" loading={isSubmitting} disabled={uploading}>
            保存
          </Button>
          {uploading && (
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              写真のアップロードが終わると保存できます
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
