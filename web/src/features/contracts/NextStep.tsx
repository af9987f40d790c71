/**
 * What happens next in a contract: the box both sides show, and the client's steps. The buttons and
 * forms of the step (pay, 検収, 修正依頼, answering a cancellation) sit under the box; the worker's
 * steps are in nextAction.ts. A revision asked for and not delivered yet is its own step on both
 * sides, quoting the client's request (pendingRevision in common/src/rooms.ts).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import {
  CircleAlert,
  CircleCheck,
  Clock,
  CreditCard,
  PackageCheck,
  PencilLine,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { Contract, ContractStatus } from '@common/marketplace';
import { pendingRevision } from '@common/rooms';
import { LinkifiedText } from '../../components/display/LinkifiedText';
import { formatDateJa, formatYen } from '../../lib/format';

export interface Step {
  icon: LucideIcon;
  title: string;
  body: string[];
  tone: 'action' | 'wait' | 'done' | 'cancelled';
}

export type NextStepContract = Pick<Contract, 'status' | 'reward' | 'deliveryDate' | 'history'> &
  Partial<Pick<Contract, 'cancelRequest' | 'payout' | 'payment'>>;

function clientCancelRequested(c: NextStepContract): Step {
  if (c.cancelRequest?.by === 'client')
    return {
      icon: CircleAlert,
      title: 'キャンセルを申請中です',
      tone: 'wait',
      body: [
        '受注者の回答をお待ちください。受注者が同意するか、期限までに回答がない場合はキャンセルが成立します。',
        `キャンセルが成立すると、仮払いいただいた報酬${formatYen(c.reward)}は全額返金されます。`,
      ],
    };
  if (c.cancelRequest?.by === 'worker')
    return {
      icon: CircleAlert,
      title: '受注者からキャンセルの申請があります',
      tone: 'action',
      body: ['申請の理由をご確認のうえ、キャンセルに同意するか拒否するかを回答してください。'],
    };
  return {
    icon: CircleAlert,
    title: 'キャンセルの申請中です',
    tone: 'wait',
    body: ['この契約はキャンセルが申請されています。ご不明な点はお問い合わせ窓口までご連絡ください。'],
  };
}

/** The client asked for a revision: the worker is on it until they deliver again. */
function clientRevision(c: NextStepContract, note: string): Step {
  return {
    icon: PencilLine,
    title: '修正を依頼しています',
    tone: 'wait',
    body: [
      '受注者が修正しています。修正版が納品されるとこの画面に表示されます。',
      ...(note ? [`依頼した内容：${note}`] : []),
      `納期は${formatDateJa(c.deliveryDate)}です。`,
    ],
  };
}

export function clientNextStep(c: NextStepContract): Step {
  const revision = pendingRevision(c);
  if (revision) return clientRevision(c, revision.note);
  const paid = c.history.some((e) => e.status === 'in_progress' || e.status === 'refunding');
  const steps: Record<ContractStatus, Step> = {
    awaiting_payment: {
      icon: CreditCard,
      title: '次のステップ：仮払いのお手続き',
      tone: 'action',
      body: [
        `報酬${formatYen(c.reward)}を仮払いいただくと、受注者が作業を始めます。`,
        '仮払いいただいた報酬は運営がお預かりし、納品物を検収いただいたあとで受注者へお支払いします。',
        'お支払いはクレジットカードで、決済サービス（Stripe）の画面から安全にお手続きいただけます。',
      ],
    },
    in_progress: {
      icon: Clock,
      title: '受注者が作業中です',
      tone: 'wait',
      body: [`納期は${formatDateJa(c.deliveryDate)}です。納品されるとこの画面に表示されます。`],
    },
    delivered: {
      icon: PackageCheck,
      title: '納品されました',
      tone: 'action',
      body: [
        '受注者から納品の連絡がありました。納品内容とメッセージで納品物をご確認ください。',
        '問題がなければ検収（納品物の確認完了）を、直してほしい点があれば修正の依頼をお願いします。',
      ],
    },
    completed: {
      icon: CircleCheck,
      title: '検収が完了しました',
      tone: 'done',
      body: ['報酬は受注者へお支払いされます。ご利用ありがとうございました。'],
    },
    paid_out: {
      icon: CircleCheck,
      title: 'すべてのお手続きが完了しました',
      tone: 'done',
      body: ['受注者への報酬のお支払いが完了しました。ご利用ありがとうございました。'],
    },
    cancel_requested: clientCancelRequested(c),
    refunding: {
      icon: Undo2,
      title: '返金の手続き中です',
      tone: 'cancelled',
      body: [
        `キャンセルが成立しました。仮払いいただいた報酬${formatYen(c.reward)}を返金しています。`,
        '返金が完了すると、この契約はキャンセルになります。',
      ],
    },
    cancelled: {
      icon: XCircle,
      title: 'この契約はキャンセルされました',
      tone: 'cancelled',
      body: [
        c.payment?.status === 'refunded'
          ? '仮払いいただいた報酬は全額返金しました。'
          : paid
            ? '仮払いいただいた報酬は返金されます。'
            : '仮払いの前にキャンセルされたため、お支払いは発生していません。',
      ],
    },
  };
  return steps[c.status];
}

export function NextStep({ step }: { step: Step }) {
  const Icon = step.icon;
  const palette =
    step.tone === 'cancelled'
      ? { bg: 'red.subtle', fg: 'red.fg' }
      : step.tone === 'done'
        ? { bg: 'green.subtle', fg: 'green.fg' }
        : step.tone === 'wait'
          ? { bg: 'blue.subtle', fg: 'blue.fg' }
          : { bg: 'colorPalette.subtle', fg: 'colorPalette.fg' };
  return (
    <Box bg={palette.bg} rounded="xl" p="4" role="status" data-testid="next-action">
      <HStack gap="2" color={palette.fg} mb="2">
        <Icon size={20} aria-hidden />
        <Text fontWeight="bold" fontSize="sm">
          {step.title}
        </Text>
      </HStack>
      <Stack gap="2">
        {/* A paragraph may quote what a party wrote (a revision's reason): its line breaks and links stay. */}
        {step.body.map((p, i) => (
          <Text key={i} fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            <LinkifiedText text={p} />
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
