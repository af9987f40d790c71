/**
 * An open cancellation request, as both sides see it: who asked, why, when, and when it is accepted
 * without an answer. The other party (accept_cancel / refuse_cancel among the actions) agrees
 * (confirmed: full refund) or refuses with a reason (the admins then review the contract).
 */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { CONTRACT_ACTOR_LABEL } from '@common/contractMachine';
import type { CancelRequestView } from '@common/deal';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { LinkifiedText } from '../../components/display/LinkifiedText';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notify } from '../../components/feedback/toaster';
import { formatDateTimeJa, formatYen } from '../../lib/format';
import { useAcceptCancel, useRefuseCancel } from './queries';
import { ReasonForm } from './ReasonForm';

export const CANCEL_ACCEPTED_MESSAGE = 'キャンセルに同意しました';
export const CANCEL_REFUSED_MESSAGE = 'キャンセル申請を拒否しました';

type Props = {
  contract: Pick<Contract, 'id' | 'reward' | 'withholding' | 'actions'> & { cancelRequest: CancelRequestView };
  side: UserType;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="3" align="start" py="2">
      <Text as="dt" w="5.5rem" flexShrink={0} fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" flex="1" minW="0" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {children}
      </Box>
    </Flex>
  );
}

export function CancelRequestPanel({ contract: c, side }: Props) {
  const r = c.cancelRequest;
  const [accepting, setAccepting] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const accept = useAcceptCancel(c.id);
  const refuse = useRefuseCancel(c.id);
  const mine = r.by === side;
  const canAccept = c.actions.includes('accept_cancel');
  const canRefuse = c.actions.includes('refuse_cancel');

  return (
    <Stack gap="3" bg="bg" borderWidth="1px" borderColor="orange.muted" rounded="xl" p="4" data-testid="cancel-request">
      <Heading as="h2" size="sm" color="orange.fg">
        {mine ? 'キャンセルを申請しました' : `${CONTRACT_ACTOR_LABEL[r.by]}からキャンセルの申請があります`}
      </Heading>
      <Stack as="dl" gap="0" divideY="1px">
        <Row label="申請者">
          {CONTRACT_ACTOR_LABEL[r.by]}
          {mine && '（あなた）'}
        </Row>
        <Row label="理由">
          <LinkifiedText text={r.reason} />
        </Row>
        <Row label="申請日時">{formatDateTimeJa(r.at)}</Row>
      </Stack>
      <Text fontSize="sm" fontWeight="bold" data-testid="auto-accept">
        {formatDateTimeJa(r.autoAcceptAt)}までに回答がない場合、自動でキャンセルが成立します。
      </Text>
      <Text fontSize="xs" color="fg.muted">
        キャンセルが成立すると、仮払いされた報酬{formatYen(c.reward - (c.withholding?.amount ?? 0))}は発注者へ全額返金されます。
      </Text>

      {refusing ? (
        <ReasonForm
          title="キャンセル申請を拒否する"
          notes={[
            '拒否すると、契約は申請前の状態に戻り、運営が確認します。',
            '確認が終わるまで、納品・検収・キャンセルの手続きと報酬の送金・返金は止まります。運営から双方にご連絡します。',
          ]}
          label="拒否する理由"
          submitLabel="拒否する"
          success={CANCEL_REFUSED_MESSAGE}
          submit={(dto) => refuse.mutateAsync(dto)}
          onClose={() => setRefusing(false)}
        />
      ) : (
        (canAccept || canRefuse) && (
          <Stack gap="2">
            {canAccept && (
              <Button size="lg" minH="48px" w="full" colorPalette="red" onClick={() => setAccepting(true)}>
                キャンセルに同意する
              </Button>
            )}
            {canRefuse && (
              <Button size="lg" minH="48px" w="full" variant="outline" onClick={() => setRefusing(true)}>
                拒否する
              </Button>
            )}
          </Stack>
        )
      )}

      <ConfirmDialog
        open={accepting}
        onClose={() => setAccepting(false)}
        title="キャンセルに同意しますか？"
        description={
          side === 'client'
            ? `契約はキャンセルされ、仮払いいただいた報酬${formatYen(c.reward - (c.withholding?.amount ?? 0))}は全額返金されます。この操作は取り消せません。`
            : `契約はキャンセルされ、仮払いされた報酬${formatYen(c.reward - (c.withholding?.amount ?? 0))}は発注者へ全額返金されます。この契約の報酬は支払われません。この操作は取り消せません。`
        }
        confirmLabel="同意する"
        cancelLabel="戻る"
        danger
        onConfirm={async () => {
          await accept.mutateAsync();
          notify.success(CANCEL_ACCEPTED_MESSAGE);
        }}
      />
    </Stack>
  );
}
