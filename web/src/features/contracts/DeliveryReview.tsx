/**
 * The client's 検収 or 修正依頼 of a delivery: the delivery, 検収する (confirmed in a dialog: the reward
 * goes to the worker and it cannot be undone) and 修正を依頼する (a reason form). Each button only when
 * the contract's actions offer it.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Contract } from '@common/marketplace';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { notify } from '../../components/feedback/toaster';
import { formatYen } from '../../lib/format';
import { DeliveryCard } from './DeliveryCard';
import { useComplete, useRequestRevision } from './queries';
import { ReasonForm } from './ReasonForm';

export const COMPLETED_MESSAGE = '検収しました';
export const REVISION_REQUESTED_MESSAGE = '修正を依頼しました';

type Props = {
  contract: Pick<Contract, 'id' | 'reward' | 'actions' | 'worker' | 'roomId'> & { delivery: NonNullable<Contract['delivery']> };
};

export function DeliveryReview({ contract: c }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [revising, setRevising] = useState(false);
  const complete = useComplete(c.id);
  const revise = useRequestRevision(c.id);
  const canComplete = c.actions.includes('complete');
  const canRevise = c.actions.includes('request_revision');

  return (
    <DeliveryCard delivery={c.delivery} roomId={c.roomId}>
      {(canComplete || canRevise) && (
        <Text fontSize="sm" color="fg.muted">
          それまでに検収または修正の依頼がない場合、報酬は受注者へ支払われます。
        </Text>
      )}
      {revising ? (
        <ReasonForm
          title="修正を依頼する"
          notes={['受注者に修正を依頼します。契約は作業中に戻り、受注者があらためて納品します。']}
          label="修正してほしい内容"
          placeholder="直してほしい箇所と内容を具体的に書いてください"
          submitLabel="修正を依頼する"
          success={REVISION_REQUESTED_MESSAGE}
          submit={(dto) => revise.mutateAsync(dto)}
          onClose={() => setRevising(false)}
        />
      ) : (
        <Stack gap="2">
          {canComplete && (
            <Button size="lg" minH="48px" w="full" onClick={() => setConfirming(true)}>
              検収する
            </Button>
          )}
          {canRevise && (
            <Button size="lg" minH="48px" w="full" variant="outline" onClick={() => setRevising(true)}>
              修正を依頼する
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="検収しますか？"
        description={`検収すると、報酬${formatYen(c.reward)}が${c.worker.name}さんへ支払われます（手数料は受注者の受取額から差し引かれます）。この操作は取り消せません。`}
        confirmLabel="検収する"
        cancelLabel="戻る"
        onConfirm={async () => {
          await complete.mutateAsync();
          notify.success(COMPLETED_MESSAGE);
        }}
      />
    </DeliveryCard>
  );
}
