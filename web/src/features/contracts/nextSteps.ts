/**
 * What happens next in a contract, for each state and side: the texts of the NextStep box. A revision
 * asked for and not delivered yet is its own step on both sides, quoting the client's request
 * (pendingRevision in common/src/rooms.ts). docs/product/screens.md#contract lists the states.
 */
import {
  CircleAlert,
  CircleCheck,
  Clock,
  CreditCard,
  Info,
  PackageCheck,
  PencilLine,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { FINISHED_CONTRACT_STATUSES, wasPaid } from '@common/contractMachine';
import type { Contract, ContractStatus } from '@common/marketplace';
import { pendingRevision } from '@common/rooms';
import { formatDateJa, formatYen } from '../../lib/format';

export interface Step {
  icon: LucideIcon;
  title: string;
  body: string[];
  tone: 'action' | 'wait' | 'done' | 'cancelled';
}

export type NextStepContract = Pick<Contract, 'status' | 'reward' | 'deliveryDate' | 'history'> &
  Partial<Pick<Contract, 'cancelRequest' | 'payout' | 'payment' | 'withholding'>>;

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
  const paid = wasPaid(c);
  const steps: Record<ContractStatus, Step> = {
    awaiting_payment: {
      icon: CreditCard,
      title: '次のステップ：仮払いのお手続き',
      tone: 'action',
      body: [
        // What the card is charged: the reward less a withheld tax (docs/product/money.md#withholding).
        c.withholding
          ? `報酬${formatYen(c.reward)}（税込）から源泉徴収税額を差し引いた${formatYen(c.reward - c.withholding.amount)}を仮払いいただくと、受注者が作業を始めます。`
          : `報酬${formatYen(c.reward)}（税込）を仮払いいただくと、受注者が作業を始めます。`,
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

// The worker's side.

export const WORKER_NEXT_ACTION: Record<ContractStatus, string> = {
  awaiting_payment: '発注者の仮払いをお待ちください',
  in_progress: '仮払いが完了しました。納品日までに作業を進め、終わったら納品してください',
  delivered: '納品が完了しました。発注者の検収をお待ちください',
  completed: '検収が完了しました。報酬のお振込みをお待ちください',
  paid_out: '報酬のお支払いが完了しました。お疲れさまでした',
  cancel_requested: 'この契約はキャンセルが申請されています。ご不明な点はお問い合わせ窓口までご連絡ください',
  refunding: 'キャンセルが成立し、発注者への返金手続き中です。返金が完了するとこの契約はキャンセルになります',
  cancelled: 'この契約はキャンセルされました',
};

/** The texts that depend on more than the status: who asked to cancel, a payout waiting for an account. */
function workerText(c: Pick<NextStepContract, 'status' | 'cancelRequest' | 'payout'>): string {
  if (c.status === 'cancel_requested' && c.cancelRequest?.by === 'worker')
    return 'キャンセルを申請しました。発注者の回答をお待ちください。発注者が同意するか、期限までに回答がない場合はキャンセルが成立します';
  if (c.status === 'cancel_requested' && c.cancelRequest?.by === 'client')
    return '発注者からキャンセルの申請があります。申請の理由をご確認のうえ、キャンセルに同意するか拒否するかを回答してください';
  if (c.status === 'completed' && c.payout?.status === 'waiting_account')
    return '検収が完了しました。報酬を受け取るには受取口座を登録してください';
  return WORKER_NEXT_ACTION[c.status];
}

const FINISHED = new Set<ContractStatus>(FINISHED_CONTRACT_STATUSES);

export function workerNextStep(
  c: Pick<Contract, 'status'> & Partial<Pick<Contract, 'cancelRequest' | 'payout' | 'history'>>,
): Step {
  // Back to work after a 修正依頼: what the client asked, until the worker delivers again.
  const revision = pendingRevision({ status: c.status, history: c.history ?? [] });
  if (revision)
    return {
      icon: PencilLine,
      title: '次のステップ',
      tone: 'action',
      body: [
        '発注者から修正の依頼がありました。内容をご確認のうえ修正し、終わったらあらためて納品してください',
        ...(revision.note ? [`修正の内容：${revision.note}`] : []),
      ],
    };
  const answer = c.status === 'cancel_requested' && c.cancelRequest?.by === 'client';
  return {
    icon: Info,
    title: FINISHED.has(c.status) ? '現在の状況' : '次のステップ',
    body: [workerText(c)],
    tone:
      c.status === 'cancelled' || c.status === 'refunding'
        ? 'cancelled'
        : c.status === 'in_progress' || answer
          ? 'action'
          : 'wait',
  };
}
