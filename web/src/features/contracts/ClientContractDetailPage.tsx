/** /client/project-managements/:id: the contract, the worker, its progress and what happens next. */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Briefcase, CalendarCheck, ChevronRight, Handshake, MessageCircle, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { CONTRACT_STATUS_LABEL } from '@common/marketplace';
import { contractsApi } from '../../lib/api/marketplace';
import { PATHS } from '../../lib/paths';
import { notify } from '../../components/feedback/toaster';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { ContractTimeline } from './ContractTimeline';
import { DetailSkeleton } from '../../components/feedback/ListSkeleton';
import { InfoList } from '../../components/display/InfoList';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/layout/PageHeader';
import { StatusBadge } from '../../components/display/StatusBadge';
import { WorkerSummary } from '../profiles';
import { formatDateJa, formatYen } from '../../lib/format';
import { useResource } from '../../lib/useResource';
import { NextStep } from './NextStep';

export const CONTRACT_CANCELLED_MESSAGE = '契約をキャンセルしました';
const FINISHED = new Set(['completed', 'paid_out', 'cancelled']);

export default function ContractDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const contract = useResource(() => contractsApi.get(id), [id]);
  const [confirmCancel, setConfirmCancel] = useState(false);

  if (!contract.data) {
    return (
      <>
        <PageHeader title="契約詳細" back="/client/project-managements" />
        {contract.loading ? <DetailSkeleton /> : <LoadError error={contract.error} onRetry={contract.reload} />}
      </>
    );
  }
  const c = contract.data;
  const w = c.worker;
  const back = FINISHED.has(c.status) ? '/client/project-managements/finish' : '/client/project-managements';
  // The message room screens belong to another feature; link to them once they are registered.
  const client: Record<string, string> = PATHS.client;
  const roomPath = client.room ? client.room.replace(':id', encodeURIComponent(c.roomId)) : null;

  return (
    <Stack gap="4">
      <PageHeader title="契約詳細" back={back} />

      <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4" shadow="xs">
        <HStack justify="space-between" gap="2">
          <StatusBadge kind="contract" status={c.status} />
          <Text fontSize="xs" color="fg.muted">
            {formatDateJa(c.createdAt)} 成約
          </Text>
        </HStack>
        <Heading as="h2" size="md" lineHeight="1.5" wordBreak="break-word">
          {c.title}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3">
          {formatYen(c.reward)}
        </Text>
        <Text fontSize="sm">
          現在の状態：<Text as="strong">{CONTRACT_STATUS_LABEL[c.status]}</Text>
        </Text>
      </Stack>

      <NextStep contract={c} />

      <Stack gap="2">
        <Heading as="h2" size="sm">
          受注者
        </Heading>
        <Box bg="bg" borderWidth="1px" rounded="xl" overflow="hidden">
          <Link to={`/client/search/workers/${encodeURIComponent(w.userId)}`} state={{ from: pathname }}>
            <HStack gap="3" p="4" _active={{ bg: 'bg.muted' }}>
              <WorkerSummary worker={w} subtitle={w.occupation} />
              <ChevronRight size={18} aria-hidden />
            </HStack>
          </Link>
          {roomPath && (
            <Box borderTopWidth="1px" p="3">
              <Button asChild w="full" size="lg" minH="48px" variant="subtle">
                <Link to={roomPath}>
                  <MessageCircle size={18} aria-hidden />
                  メッセージを送る
                </Link>
              </Button>
            </Box>
          )}
        </Box>
      </Stack>

      <InfoList
        items={[
          { label: '報酬', icon: Wallet, value: formatYen(c.reward) },
          { label: '納期', icon: CalendarCheck, value: formatDateJa(c.deliveryDate) },
          { label: '成約日', icon: Handshake, value: formatDateJa(c.createdAt) },
          {
            label: '案件',
            icon: Briefcase,
            value: (
              <Link to={`/client/products/${encodeURIComponent(c.jobId)}`}>
                <Text as="span" color="colorPalette.fg" textDecoration="underline">
                  案件の内容を見る
                </Text>
              </Link>
            ),
          },
        ]}
      />

      <Stack gap="2">
        <Heading as="h2" size="sm">
          進行状況
        </Heading>
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4" pb="1">
          <ContractTimeline status={c.status} history={c.history} />
        </Box>
      </Stack>

      {c.actions.includes('cancel') && (
        <Button size="lg" minH="48px" variant="ghost" colorPalette="red" onClick={() => setConfirmCancel(true)}>
          この契約をキャンセルする
        </Button>
      )}

      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="契約をキャンセルしますか？"
        description={`${w.name}さんとの契約をキャンセルします。受注者にお知らせが届き、この操作は取り消せません。`}
        confirmLabel="キャンセルする"
        cancelLabel="戻る"
        danger
        onConfirm={async () => {
          contract.setData(await contractsApi.cancel(c.id));
          notify.success(CONTRACT_CANCELLED_MESSAGE);
        }}
      />
    </Stack>
  );
}
