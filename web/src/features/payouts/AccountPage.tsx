/**
 * /worker/mypage/account (受取口座): the payout account's status, what Stripe still asks for, the
 * registered bank accounts, and the one button that fits the status (register, continue, or open
 * the Stripe dashboard). Back from Stripe (`?stripe=return`) the status is asked again until the
 * webhook has landed, and the session learns the new status so other screens agree.
 */
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ConnectStatusDetail } from '@common/deal';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER } from '../../lib/paths';
import { BankSection } from './BankList';
import { ConnectStatusBadge } from './ConnectStatusBadge';
import { REGISTERED_MESSAGE, REQUIREMENTS_DUE_MESSAGE, STRIPE_BUTTON_LABEL } from './labels';
import { useBankList, useConnectStatus, useSyncSessionConnectStatus } from './queries';
import { StripeButton } from './StripeButton';
import { CheckingNotice, ExpiredLinkNotice, useStripeReturn } from './StripeNotice';

export default function AccountPage() {
  const back = useStripeReturn();
  const { query, checking } = useConnectStatus({ checkAfterReturn: back === 'return' });
  useSyncSessionConnectStatus(query.data?.status);
  return (
    <Stack gap="4" pb="6">
      <PageHeader title="受取口座" back={WORKER.mypage} />
      {back === 'refresh' && <ExpiredLinkNotice />}
      {checking && <CheckingNotice />}
      {back === 'return' && query.data?.status === 'success' && (
        <Alert.Root status="success" rounded="xl">
          <Alert.Indicator />
          <Alert.Title>{REGISTERED_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
      <QueryState query={query} back={{ label: 'マイページへ', to: WORKER.mypage }}>
        {(detail) => <AccountView detail={detail} />}
      </QueryState>
    </Stack>
  );
}

const ABOUT = [
  '報酬は検収後、手数料を差し引いた受取額が登録口座へ送金されます。',
  '口座情報や本人確認の書類は、決済サービス Stripe で安全に管理されます。',
  'アプリに表示される口座番号は末尾4桁のみです。',
];

function statusText(d: ConnectStatusDetail): string {
  if (d.status === 'success') return '報酬を受け取る口座が登録されています。';
  if (d.status === 'pending' && d.detailsSubmitted) return 'Stripe が登録内容を審査しています。完了までしばらくお待ちください。';
  if (d.status === 'pending') return '登録はまだ完了していません。残りの情報を入力してください。';
  return '報酬を受け取るには受取口座の登録が必要です。本人確認と口座の情報を Stripe のページで入力します。';
}

function AccountView({ detail }: { detail: ConnectStatusDetail }) {
  const registered = detail.status === 'success';
  const banks = useBankList(registered);
  return (
    <Stack gap="5">
      <Stack as="section" gap="3" bg="bg" borderWidth="1px" rounded="xl" p="4" shadow="xs" aria-labelledby="connect-status">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="sm" id="connect-status">
            登録状況
          </Heading>
          <ConnectStatusBadge status={detail.status} />
        </HStack>
        <Text fontSize="sm">{statusText(detail)}</Text>
        {detail.status !== 'none' && detail.requirementsDue.length > 0 && (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{REQUIREMENTS_DUE_MESSAGE}</Alert.Title>
              <Alert.Description fontSize="sm">
                {registered ? 'Stripe ダッシュボードで' : '「登録を続ける」から'}必要な情報を入力してください。
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>

      <Stack gap="3">
        <StripeButton label={STRIPE_BUTTON_LABEL[detail.status]} returnTo="account" />
        {registered && (
          <Button asChild variant="outline" size="lg" minH="48px" bg="bg">
            <Link to={WORKER.accountEdit}>受取口座を変更する</Link>
          </Button>
        )}
      </Stack>

      {registered && <BankSection title="登録口座" query={banks} />}

      <Stack as="section" gap="2" aria-labelledby="payout-about">
        <Heading as="h2" size="sm" id="payout-about">
          報酬の受け取りについて
        </Heading>
        <Stack as="ul" gap="1.5" ps="5" fontSize="sm" color="fg.muted" listStyleType="disc">
          {ABOUT.map((line) => (
            <Box as="li" key={line}>
              {line}
            </Box>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
