/** What the worker should do (or wait for) next in each contract state, shown on the contract detail. */
import { Info } from 'lucide-react';
import { FINISHED_CONTRACT_STATUSES } from '@common/contractMachine';
import type { Contract, ContractStatus } from '@common/marketplace';
import type { Step } from './NextStep';

export const WORKER_NEXT_ACTION: Record<ContractStatus, string> = {
  awaiting_payment: '発注者の仮払いをお待ちください',
  in_progress: '仮払いが完了しました。納品日までに作業を進めてください',
  delivered: '納品が完了しました。発注者の検収をお待ちください',
  completed: '検収が完了しました。報酬のお振込みをお待ちください',
  paid_out: '報酬のお支払いが完了しました。お疲れさまでした',
  cancel_requested:
    'この契約はキャンセルが申請されています。申請への回答はまだアプリからは行えないため、ご不明な点はお問い合わせ窓口までご連絡ください',
  refunding: 'キャンセルが成立し、発注者への返金手続き中です。返金が完了するとこの契約はキャンセルになります',
  cancelled: 'この契約はキャンセルされました',
};

const FINISHED = new Set<ContractStatus>(FINISHED_CONTRACT_STATUSES);

export function workerNextStep(c: Pick<Contract, 'status'>): Step {
  return {
    icon: Info,
    title: FINISHED.has(c.status) ? '現在の状況' : '次のステップ',
    body: [WORKER_NEXT_ACTION[c.status]],
    tone: c.status === 'cancelled' || c.status === 'refunding' ? 'cancelled' : c.status === 'in_progress' ? 'action' : 'wait',
  };
}
