/**
 * /worker/search — find jobs by keyword, skill and reward range. The criteria go to the URL of
 * /worker/search/result, so the result can be reloaded, shared and come back here to be changed.
 */
import { Box, Button, Input, InputGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { JOB_LIMITS } from '@common/jobLimits';
import { text } from '@common/schemas/text';
import { useSession } from '../session';
import { FormField } from '../../components/forms/FormField';
import { YenRangeInputs } from '../../components/forms/YenRangeInputs';
import { PageHeader } from '../../components/layout/PageHeader';
import { parseNumber } from '../../lib/forms/yen';
import { WORKER } from '../../lib/paths';
import { criteriaFromParams, criteriaToParams } from './jobCriteria';

const yen = () =>
  yup
    .number()
    .typeError('数字で入力してください')
    .integer('整数で入力してください')
    .min(0, '0円以上で入力してください')
    .max(JOB_LIMITS.rewardMax, `${JOB_LIMITS.rewardMax.toLocaleString('ja-JP')}円以内で入力してください`)
    .optional();

const searchSchema = yup.object({
  q: text(m.type).max(JOB_LIMITS.query, m.max(JOB_LIMITS.query)).optional(),
  skill: text(m.type).max(20, m.max(20)).optional(),
  minReward: yen(),
  maxReward: yen().test('range', '下限以上の金額を入力してください', function (v) {
    const min = (this.parent as { minReward?: number }).minReward;
    return v === undefined || min === undefined || v >= min;
  }),
});
type SearchValues = yup.InferType<typeof searchSchema>;

/** Quick reward floors, as job sites offer them. */
const REWARD_PRESETS = [10_000, 30_000, 50_000, 100_000];

export default function SearchPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { profiles } = useSession();
  const initial = criteriaFromParams(params);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<SearchValues>({ resolver: yupResolver(searchSchema), defaultValues: initial });
  const mySkills = (profiles.worker?.skills ?? []).slice(0, 12);
  const skill = watch('skill');
  const minReward = watch('minReward');

  const submit = (v: SearchValues) => {
    navigate(`${WORKER.searchResult}?${criteriaToParams(v).toString()}`);
  };

  return (
    <>
      <PageHeader title="案件を検索" back={WORKER.jobs} />
      <Stack asChild gap="6">
        <form onSubmit={handleSubmit(submit)} noValidate role="search">
          <FormField label="キーワード" error={errors.q?.message} helper="タイトルや仕事内容から探します（例：ヘア撮影 渋谷）">
            <InputGroup startElement={<Search size={18} />}>
              <Input size="lg" type="search" enterKeyHint="search" placeholder="キーワードを入力" {...register('q')} />
            </InputGroup>
          </FormField>

          <FormField label="スキル" error={errors.skill?.message}>
            <Stack gap="2" w="full">
              <Input size="lg" placeholder="例：Photoshop" {...register('skill')} />
              {mySkills.length > 0 && (
                <Box>
                  <Text fontSize="xs" color="fg.muted" mb="1.5">
                    あなたのスキルから選ぶ
                  </Text>
                  <Wrap gap="2">
                    {mySkills.map((s) => (
                      <Chip key={s} label={s} selected={skill === s} onClick={() => setValue('skill', skill === s ? '' : s)} />
                    ))}
                  </Wrap>
                </Box>
              )}
            </Stack>
          </FormField>

          <Stack gap="2">
            <FormField label="報酬" error={errors.minReward?.message ?? errors.maxReward?.message}>
              <YenRangeInputs
                subject="報酬"
                min={register('minReward', { setValueAs: parseNumber })}
                max={register('maxReward', { setValueAs: parseNumber })}
              />
            </FormField>
            <Wrap gap="2" aria-label="よく使われる報酬の条件">
              {REWARD_PRESETS.map((n) => (
                <Chip
                  key={n}
                  label={`${n / 10_000}万円以上`}
                  selected={Number(minReward) === n}
                  onClick={() => setValue('minReward', Number(minReward) === n ? undefined : n)}
                />
              ))}
            </Wrap>
          </Stack>

          <Button type="submit" size="lg" minH="52px" rounded="xl">
            <Search /> この条件で検索する
          </Button>
        </form>
      </Stack>
    </>
  );
}

/** A 44px-tall choice chip. */
function Chip({ label, selected, onClick }: { label: string; selected: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      size="sm"
      minH="44px"
      px="4"
      rounded="full"
      variant={selected ? 'solid' : 'outline'}
      aria-pressed={selected}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
