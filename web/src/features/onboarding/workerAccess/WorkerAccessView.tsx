/**
 * The request to work as a 受注者 and its status (docs/product/screens.md#worker-access-request): the form
 * (occupation, introduction, portfolio or SNS link; validated with the API's own schema), then 審査中,
 * 見送り with the reason and a new request, 承認済み with the way on. Rendered both behind the router (the
 * client's my page) and in the setup gate, which has no router and no data layer: so it reads and sends
 * through the API module directly, and the caller gives the header and the approved step's action.
 */
import { Box, Button, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { WORKER_ACCESS_LIMITS, workerAccessSchema, type WorkerAccess, type WorkerAccessDto } from '@common/workerAccess';
import { ApiRequestError } from '../../../lib/api/client';
import { workerAccessApi } from '../../../lib/api/workerAccess';
import { config } from '../../../lib/config';
import { applyServerFieldErrors } from '../../../lib/forms/serverErrors';
import { ChoiceCards } from '../../../components/forms/ChoiceCards';
import { FormField } from '../../../components/forms/FormField';
import { TextCount } from '../../../components/forms/TextCount';

export const PENDING_TEXT = '運営が内容を確認しています。結果はLINEとお知らせでお知らせします。';
export const LINK_HELPER = 'ポートフォリオサイトや、InstagramなどSNSのページのURLを入力してください。「https://」は省略できます';
export const INTRODUCTION_HELPER = '撮影の経歴や得意なジャンル、対応できるエリアなどを入力してください';

/** The same configured list as the worker onboarding's 職種 (lib/config.ts). */
const OCCUPATION_OPTIONS = config.occupations.map((o) => ({ value: o, label: o }));
const FIELDS = ['occupation', 'introduction', 'link'] as const;

const sentMessage = (e: unknown) => (e instanceof ApiRequestError ? e.message : '通信に失敗しました。時間をおいてお試しください');

export interface WorkerAccessViewProps {
  /** The page's title row (a PageHeader behind the router, a back button in the gate). */
  header: ReactNode;
  /** What an approved user can do next (the setup choice, or a note for a client). */
  approvedAction: ReactNode;
  /** Told after a request was sent (the session's status is then stale). */
  onSent?: (access: WorkerAccess) => void;
  /** The status already known (tests, or a caller that read it): skips the first read. */
  initial?: WorkerAccess;
}

export function WorkerAccessView({ header, approvedAction, onSent, initial }: WorkerAccessViewProps) {
  const [access, setAccess] = useState<WorkerAccess | null>(initial ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const fetchStatus = useCallback(() => workerAccessApi.get().then(setAccess, (e: unknown) => setLoadError(sentMessage(e))), []);
  const load = useCallback(() => {
    setLoadError(null);
    void fetchStatus();
  }, [fetchStatus]);
  useEffect(() => {
    if (!initial) void fetchStatus();
  }, [initial, fetchStatus]);

  let body: ReactNode;
  if (loadError)
    body = (
      <Stack gap="3" role="alert">
        <Text>{loadError}</Text>
        <Button variant="outline" minH="44px" onClick={load}>
          再読み込み
        </Button>
      </Stack>
    );
  else if (!access) body = <Text color="fg.muted">読み込み中…</Text>;
  else if (access.status === 'none' || editing)
    body = (
      <RequestForm
        previous={access}
        onSent={(next) => {
          setAccess(next);
          setEditing(false);
          onSent?.(next);
        }}
        onConflict={load}
      />
    );
  else if (access.status === 'pending')
    body = (
      <StatusCard testId="worker-access-pending" title="審査中" tone="blue">
        <Text>{PENDING_TEXT}</Text>
        <Sent access={access} />
      </StatusCard>
    );
  else if (access.status === 'approved')
    body = (
      <StatusCard testId="worker-access-approved" title="承認済み" tone="green">
        <Text>受注者としての利用が承認されました。</Text>
        {approvedAction}
      </StatusCard>
    );
  else
    body = (
      <StatusCard
        testId={`worker-access-${access.status}`}
        title={access.status === 'declined' ? '見送り' : '利用停止'}
        tone="orange"
      >
        <Text>
          {access.status === 'declined' ? '今回は受注者としての利用を見送りました。' : '受注者としての利用は停止されています。'}
        </Text>
        {access.declineReason && (
          <Box>
            <Text fontSize="sm" fontWeight="bold">
              理由
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {access.declineReason}
            </Text>
          </Box>
        )}
        <Button minH="44px" colorPalette="teal" onClick={() => setEditing(true)}>
          内容を見直して再申請する
        </Button>
      </StatusCard>
    );

  return (
    <Stack gap="4" pb="6" as="section">
      {header}
      {body}
    </Stack>
  );
}

function StatusCard(props: { testId: string; title: string; tone: 'blue' | 'green' | 'orange'; children: ReactNode }) {
  return (
    <Stack
      gap="3"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor={`${props.tone}.200`}
      bg={`${props.tone}.50`}
      data-testid={props.testId}
    >
      <Heading as="h2" size="md" color={`${props.tone}.800`}>
        {props.title}
      </Heading>
      {props.children}
    </Stack>
  );
}

/** What the user sent, under the pending status. */
function Sent({ access }: { access: WorkerAccess }) {
  const rows: [string, string | undefined][] = [
    ['職種', access.occupation],
    ['自己紹介', access.introduction],
    ['ポートフォリオ・SNS', access.link],
  ];
  return (
    <Stack gap="2" fontSize="sm">
      {rows.map(([label, value]) =>
        value ? (
          <Box key={label}>
            <Text fontWeight="bold">{label}</Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-all">
              {value}
            </Text>
          </Box>
        ) : null,
      )}
    </Stack>
  );
}

function RequestForm(props: { previous: WorkerAccess; onSent: (a: WorkerAccess) => void; onConflict: () => void }) {
  const { previous } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, watch, setError, formState } = useForm<WorkerAccessDto>({
    resolver: yupResolver(workerAccessSchema),
    defaultValues: {
      occupation: previous.occupation ?? (OCCUPATION_OPTIONS.length === 1 ? OCCUPATION_OPTIONS[0].value : ''),
      introduction: previous.introduction ?? '',
      link: previous.link ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (dto) => {
    setFailure(null);
    try {
      props.onSent(await workerAccessApi.request(dto));
    } catch (e) {
      if (applyServerFieldErrors(e, setError, FIELDS)) return;
      setFailure(sentMessage(e));
      // Decided or sent elsewhere meanwhile: show the status as it is now.
      if (e instanceof ApiRequestError && e.status === 409) props.onConflict();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="受注者の利用申請">
      <Stack gap="5">
        <Text fontSize="sm">受注者として案件に応募するには、運営による確認が必要です。次の内容を送信してください。</Text>
        <Controller
          control={control}
          name="occupation"
          render={({ field }) => (
            <ChoiceCards
              label="職種"
              options={OCCUPATION_OPTIONS}
              value={field.value || undefined}
              onChange={field.onChange}
              error={errors.occupation?.message}
              stacked
            />
          )}
        />
        <FormField label="自己紹介" required error={errors.introduction?.message} helper={INTRODUCTION_HELPER}>
          <Textarea rows={6} {...register('introduction')} />
          <TextCount value={watch('introduction')} max={WORKER_ACCESS_LIMITS.introduction} />
        </FormField>
        <FormField label="ポートフォリオ・SNSのURL" required error={errors.link?.message} helper={LINK_HELPER}>
          <Input type="url" inputMode="url" autoComplete="url" minH="44px" {...register('link')} />
        </FormField>
        {failure && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        )}
        <Button type="submit" size="lg" minH="48px" colorPalette="teal" loading={isSubmitting}>
          送信
        </Button>
      </Stack>
    </form>
  );
}
