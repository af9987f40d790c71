/**
 * /worker/project-managements/:id — a contract as the worker sees it: the client, reward, delivery
 * date, status with the timeline, what to do next, and cancel while the server allows it.
 */
import { Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Info, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import { contractsApi } from '../../lib/api/marketplace';
import { notify } from '../../components/feedback/toaster';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { ContractTimeline } from './ContractTimeline';
import { formatDateJa, formatYen } from '../../lib/format';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { StatusBadge } from '../../components/display/StatusBadge';
import { useResource } from '../../lib/useResource';
import { ClientProfileCard } from '../profiles';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER_NEXT_ACTION } from './nextAction';
import { LoadFailure } from '../../components/feedback/LoadFailure';

const FINISHED = new Set<Contract['status']>(['completed', 'paid_out', 'cancelled']);

export default function ContractDetailPage() {
  const { id = '' } = useParams();
  const res = useResource(() => contractsApi.get(id), [id]);
  const c = res.data;
  const backTo = c && FINISHED.has(c.status) ? '/worker/project-managements/finish' : '/worker/project-managements';
  return (
    <>
      <PageHeader title="案件管理" back={backTo} />
      {c ? (
        <ContractView contract={c} onChange={res.setData} />
      ) : res.error ? (
        <LoadFailure error={res.error} onRetry={res.reload} back={{ label: '案件管理へ', to: '/worker/project-managements' }} />
      ) : (
        <DetailSkeleton />
      )}
    </>
  );
}

function ContractView({ contract: c, onChange }: { contract: Contract; onChange: (c: Contract) => void }) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const canCancel = c.actions.includes('cancel');
  const cancelled = c.status === 'cancelled';

  return (
    <Stack gap="5">
      <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4">
        <HStack>
          <StatusBadge kind="contract" status={c.status} />
        </HStack>
        <Text as="h2" fontSize="lg" fontWeight="bold" lineHeight="1.5" wordBreak="break-word">
          {c.title}
        </Text>
        <Box>
          <Text fontSize="xs" color="fg.muted">
            報酬
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3" data-testid="contract-reward">
            {formatYen(c.reward)}
          </Text>
        </Box>
        <DataList.Root orientation="horizontal" size="sm" gap="2" pt="2">
          <DataList.Item>
            <DataList.ItemLabel minW="6.5rem">納品予定日</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="bold">{formatDateJa(c.deliveryDate)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="6.5rem">契約日</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateJa(c.createdAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>

      <HStack
        align="start"
        gap="3"
        bg={cancelled ? 'bg.muted' : 'colorPalette.subtle'}
        color={cancelled ? 'fg.muted' : 'colorPalette.fg'}
        rounded="xl"
        p="4"
        role="status"
        data-testid="next-action"
      >
        <Box pt="0.5" flexShrink={0}>
          <Info size={20} aria-hidden />
        </Box>
        <Stack gap="0.5">
          <Text fontSize="xs" fontWeight="bold">
            {FINISHED.has(c.status) ? '現在の状況' : '次のステップ'}
          </Text>
          <Text fontSize="sm" fontWeight="bold">
            {WORKER_NEXT_ACTION[c.status]}
          </Text>
        </Stack>
      </HStack>

      <Stack gap="2">
        <Text as="h3" fontSize="sm" fontWeight="bold">
          発注者
        </Text>
        <ClientProfileCard client={c.client} />
      </Stack>

      <Stack gap="2">
        <Text as="h3" fontSize="sm" fontWeight="bold">
          進行状況
        </Text>
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4" pb="0">
          <ContractTimeline status={c.status} history={c.history} />
        </Box>
      </Stack>

      <Stack gap="3">
        <Button asChild size="lg" minH="48px" variant="outline">
          <Link to={`/worker/projects/${encodeURIComponent(c.jobId)}`}>
            案件の募集内容を見る <ArrowRight />
          </Link>
        </Button>
        {canCancel && (
          <Button size="lg" minH="48px" variant="ghost" colorPalette="red" onClick={() => setConfirmCancel(true)}>
            <XCircle /> この契約をキャンセルする
          </Button>
        )}
      </Stack>

      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="契約をキャンセルしますか？"
        description="キャンセルすると元に戻せません。"
        confirmLabel="キャンセルする"
        cancelLabel="戻る"
        danger
        onConfirm={async () => {
          onChange(await contractsApi.cancel(c.id));
          notify.success('契約をキャンセルしました');
        }}
      />
    </Stack>
  );
}
