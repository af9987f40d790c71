/** A contract the admins are looking at (a refused cancellation, a card dispute, a reversed transfer). */
import { Alert } from '@chakra-ui/react';
import { DISPUTE_LABEL, HOLD_PAUSE_NOTE, type DisputeView } from '@common/deal';

export function DisputeNotice({ dispute }: { dispute: DisputeView }) {
  return (
    <Alert.Root status="warning" rounded="xl" alignItems="start" data-testid="dispute">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>運営が確認中です</Alert.Title>
        <Alert.Description fontSize="sm">
          {DISPUTE_LABEL[dispute.source]}。{HOLD_PAUSE_NOTE}
          確認が終わり次第、LINEでお知らせします。ご不明な点はお問い合わせ窓口までご連絡ください。
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
