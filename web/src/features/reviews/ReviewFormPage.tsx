/**
 * /client/project-managements/:id/review and /worker/project-managements/:id/review 「評価する」
 * (docs/product/reviews.md#the-form), opened from the review notices and the invitations on the contract
 * and in the room: the deal (title, the other party), then while the review is due 1–5 stars and a
 * comment checked with the API's own schema (common/src/reviews.ts), and once written, or when it cannot
 * be written, the deal's reviews as the caller may read them (ReviewOutcome.tsx).
 */
import { Alert, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { REVIEW_LIMITS, reviewInputSchema, type ContractReview, type ReviewInputDto } from '@common/reviews';
import { PartyLine, partyOf } from '../../components/display/PartyLine';
import { notifyError } from '../../components/feedback/errors';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { LoadFailure } from '../../components/feedback/LoadFailure';
import { notify } from '../../components/feedback/toaster';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';
import { PageHeader } from '../../components/layout/PageHeader';
import { ApiRequestError } from '../../lib/api/client';
import { logApiFailure } from '../../lib/api/log';
import { applyServerFieldErrors } from '../../lib/forms/serverErrors';
import { PATHS, withId } from '../../lib/paths';
import { useViewer } from '../session';
import { useContractReview, usePostReview, useReviewedContract } from './queries';
import { ReviewOutcome } from './ReviewOutcome';
import { formatMonthDay, stageOf } from './reviewState';
import { StarInput } from './StarInput';

export const SENT_MESSAGE = '評価を送信しました';

export default function ReviewFormPage() {
  const { id = '' } = useParams();
  const { side } = useViewer();
  const paths = PATHS[side];
  const contract = useReviewedContract(id);
  const review = useContractReview(id);
  // A refusal of the server (409, 403) stays on screen after the refresh it starts.
  const [refused, setRefused] = useState<string | null>(null);

  const failed = contract.error ?? review.error;
  let body;
  if (failed) {
    body = (
      <LoadFailure
        error={failed}
        onRetry={() => void Promise.all([contract.refetch(), review.refetch()])}
        back={{ label: '案件管理へ', to: paths.contracts }}
      />
    );
  } else if (!contract.data || !review.data) {
    body = <DetailSkeleton />;
  } else {
    body = <ReviewScreen contract={contract.data} review={review.data} side={side} refused={refused} onRefused={setRefused} />;
  }
  return (
    <Stack gap="2" pb="calc(24px + env(safe-area-inset-bottom))">
      <PageHeader title="評価する" back={withId(paths.contract, id)} />
      {body}
    </Stack>
  );
}

interface ScreenProps {
  contract: Contract;
  review: ContractReview;
  side: UserType;
  refused: string | null;
  onRefused: (message: string | null) => void;
}

function ReviewScreen({ contract: c, review: r, side, refused, onRefused }: ScreenProps) {
  const other = partyOf(c, side).name;
  const stage = stageOf(r, c.status);
  return (
    <Stack gap="4">
      <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4" shadow="xs">
        <Heading as="h2" size="md" lineHeight="1.5" wordBreak="break-word" data-testid="review-contract-title">
          {c.title}
        </Heading>
        <PartyLine contract={c} side={side} size="md" />
      </Stack>
      {refused && (
        <Alert.Root status="error" rounded="lg" data-testid="review-refused">
          <Alert.Indicator />
          <Alert.Description fontSize="sm">{refused}</Alert.Description>
        </Alert.Root>
      )}
      {stage === 'due' ? (
        <ReviewForm contractId={c.id} other={other} deadline={r.deadline} onRefused={onRefused} />
      ) : (
        <ReviewOutcome review={r} stage={stage} other={other} />
      )}
    </Stack>
  );
}

interface FormProps {
  contractId: string;
  other: string;
  deadline: string | null;
  onRefused: (message: string | null) => void;
}

function ReviewForm({ contractId, other, deadline, onRefused }: FormProps) {
  const post = usePostReview(contractId);
  const ratingLabel = useId();
  const ratingError = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInputDto>({ resolver: yupResolver(reviewInputSchema), defaultValues: { comment: '' } });
  const until = formatMonthDay(deadline);

  const send = async (dto: ReviewInputDto) => {
    onRefused(null);
    try {
      await post.mutateAsync(dto);
      notify.success(SENT_MESSAGE);
    } catch (e) {
      if (applyServerFieldErrors(e, setError, ['rating', 'comment'])) return;
      if (e instanceof ApiRequestError) {
        logApiFailure('review refused', e);
        onRefused(e.message);
      } else notifyError(e, '評価を送信できませんでした');
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={handleSubmit(send)} noValidate aria-label="評価">
        <Text fontSize="sm">
          {other}との取引はいかがでしたか？{until && `${until}まで評価できます。`}
        </Text>
        <Stack gap="1">
          <Text id={ratingLabel} fontWeight="bold" fontSize="sm">
            満足度
            <Text as="span" color="fg.error" ms="1" aria-hidden>
              *
            </Text>
          </Text>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelledBy={ratingLabel}
                errorId={errors.rating ? ratingError : undefined}
                disabled={isSubmitting}
              />
            )}
          />
          {errors.rating?.message && (
            <Text id={ratingError} fontSize="xs" color="fg.error">
              {errors.rating.message}
            </Text>
          )}
        </Stack>
        <FormField label="コメント" required error={errors.comment?.message}>
          <Textarea
            rows={6}
            autoresize
            placeholder="よかった点や、これから取引する方に伝えたいことを書いてください"
            {...register('comment')}
          />
          <TextCount value={watch('comment')} max={REVIEW_LIMITS.comment} />
        </FormField>
        <Stack gap="1" bg="bg.muted" rounded="lg" p="3" fontSize="sm" color="fg.muted" data-testid="review-note">
          <Text>
            評価は、お互いが書き終えるか{until ? `、期限の${until}` : '、評価の期限'}を過ぎると{other}
            に公開され、プロフィールに表示されます。それまでは相手の評価も見られません。
          </Text>
          <Text>送信した評価は、あとから変更・削除できません。</Text>
        </Stack>
        <Button type="submit" size="lg" minH="48px" w="full" loading={isSubmitting} loadingText="送信中">
          評価を送信する
        </Button>
      </form>
    </Stack>
  );
}
