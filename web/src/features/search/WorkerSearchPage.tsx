/** /client/search: find workers by occupation, skill and keyword; results on /client/search/result. */
import { Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Search, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { JOB_LIMITS } from '@common/jobLimits';
import { LIMITS } from '@common/limits';
import { config } from '../../lib/config';
import { FormField } from '../../components/forms/FormField';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT } from '../../lib/paths';
import { searchPath, type WorkerQuery } from './workerQuery';

export default function SearchPage() {
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm<WorkerQuery>({ defaultValues: { occupation: '', skill: '', q: '' } });
  return (
    <Stack gap="4">
      <PageHeader title="受注者をさがす" />
      <Text fontSize="sm" color="fg.muted">
        職種やスキルで、依頼したい受注者をさがせます。気になる人のプロフィールや出品サービスを確認しましょう。
      </Text>
      <Stack asChild gap="4" bg="bg" borderWidth="1px" rounded="xl" p="4">
        <form onSubmit={handleSubmit((v) => navigate(searchPath(v)))} role="search" aria-label="受注者の検索">
          <FormField label="職種">
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...register('occupation')}>
                <option value="">すべての職種</option>
                {config.occupations.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="スキル">
            <Input size="lg" maxLength={LIMITS.skill} placeholder="例：物撮り" {...register('skill')} />
          </FormField>
          <FormField label="キーワード">
            <Input
              size="lg"
              type="search"
              enterKeyHint="search"
              maxLength={JOB_LIMITS.query}
              placeholder="名前や自己紹介の言葉"
              {...register('q')}
            />
          </FormField>
          <Button type="submit" size="xl" minH="52px">
            <Search size={20} aria-hidden />
            この条件で検索する
          </Button>
        </form>
      </Stack>
      <Button asChild variant="outline" size="lg" minH="48px" bg="bg">
        <Link to={CLIENT.searchResult}>
          <Users size={18} aria-hidden />
          すべての受注者を見る
        </Link>
      </Button>
    </Stack>
  );
}
