/** 概要: users, jobs and contracts by state, money this month and the last 12 weeks (docs/product/admin.md#overview). */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { CONTRACT_STATUSES } from '@common/contractMachine';
import { CONTRACT_STATUS_LABEL, JOB_STATUS_LABEL } from '@common/marketplace';
import { PageHeader } from '../../components/layout/PageHeader';
import { LoadError } from '../../components/feedback/LoadError';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { formatDateTimeJa, formatYen } from '../../lib/format';
import { StatCard } from './StatCard';
import { useOverview } from './queries';

// The charting library is the console's largest part: it loads after the figures have painted.
const WeeklyCharts = lazy(() => import('./WeeklyCharts'));

const n = (v: number) => `${v.toLocaleString('ja-JP')}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export default function OverviewPage() {
  const q = useOverview();
  const o = q.data;
  return (
    <Stack gap="6">
      <PageHeader title="概要" />
      {!o && q.error && <LoadError error={q.error} onRetry={() => void q.refetch()} />}
      {!o && !q.error && <DetailSkeleton />}
      {o && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTimeJa(o.at)} 時点
          </Text>
          <Section title="お金">
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <StatCard label="仮払いでお預かり中" value={formatYen(o.money.held)} note="支払い済み・未送金の報酬" />
              <StatCard label="今月の送金（受注者へ）" value={formatYen(o.money.transferredThisMonth)} />
              <StatCard label="今月の返金（発注者へ）" value={formatYen(o.money.refundedThisMonth)} />
            </SimpleGrid>
          </Section>
          <Section title="推移">
            <Suspense fallback={<Box h="260px" bg="bg" rounded="lg" borderWidth="1px" />}>
              <WeeklyCharts weeks={o.weeks} />
            </Suspense>
          </Section>
          <Section title="ユーザー">
            <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
              <StatCard label="登録ユーザー" value={n(o.users.total)} />
              <StatCard label="未認証" value={n(o.users.unverified)} />
              <StatCard label="区分未選択" value={n(o.users.noSide)} />
              <StatCard label="発注者" value={n(o.users.clients)} />
              <StatCard label="受注者" value={n(o.users.workers)} />
              <StatCard label="受注者として承認済み" value={n(o.users.workerAllowed)} />
            </SimpleGrid>
          </Section>
          <Section title="案件">
            <SimpleGrid columns={{ base: 3 }} gap="3">
              {(['published', 'stopped', 'closed'] as const).map((s) => (
                <StatCard key={s} label={JOB_STATUS_LABEL[s]} value={n(o.jobs[s])} />
              ))}
            </SimpleGrid>
          </Section>
          <Section title="契約">
            <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
              {CONTRACT_STATUSES.map((s) => (
                <StatCard key={s} label={CONTRACT_STATUS_LABEL[s]} value={n(o.contracts[s] ?? 0)} />
              ))}
              <StatCard label="保留中" value={n(o.contracts.onHold)} note="運営の判断待ち" />
            </SimpleGrid>
          </Section>
        </>
      )}
    </Stack>
  );
}
