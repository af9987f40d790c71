/**
 * A contract on hold for the admins (a refused cancellation, a card dispute, a refund made outside
 * the app): the one state both parties read while it lasts, in place of the next step. It says why,
 * what is paused, what happens to the 仮払い, when they will hear, and where to ask.
 */
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DISPUTE_LABEL, HOLD_PAUSE_NOTE, type DisputeView } from '@common/deal';
import type { UserType } from '@common/options';
import { formatYen } from '../../lib/format';
import { PATHS } from '../../lib/paths';

const MONEY: Record<UserType, (reward: string) => string> = {
  client: (reward) =>
    `仮払いいただいた報酬${reward}は運営がお預かりしたままです。確認の結果に応じて、受注者へのお支払いか返金を行います。`,
  worker: (reward) =>
    `発注者が仮払いした報酬${reward}は運営がお預かりしたままです。確認の結果に応じて、お支払いか発注者への返金が行われます。`,
};

export function DisputeNotice({ dispute, side, reward }: { dispute: DisputeView; side: UserType; reward: number }) {
  return (
    <Alert.Root status="warning" rounded="xl" alignItems="start" data-testid="dispute">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>運営が確認中です</Alert.Title>
        <Alert.Description asChild>
          <Stack gap="2" fontSize="sm" mt="1">
            <Text>{DISPUTE_LABEL[dispute.source]}。</Text>
            <Text>{HOLD_PAUSE_NOTE}</Text>
            <Text>{MONEY[side](formatYen(reward))}</Text>
            <Text>確認が終わり次第、この画面とLINEでお知らせします。</Text>
            <Button asChild size="lg" minH="44px" variant="outline" colorPalette="gray" bg="bg">
              <Link to={PATHS[side].contact}>
                <Mail size={18} aria-hidden />
                運営に問い合わせる
              </Link>
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
