/** What the worker should do (or wait for) next in each contract state, shown on the contract detail. */
import { Info } from 'lucide-react';
import type { Contract, ContractStatus } from '@common/marketplace';
import type { Step } from './NextStep';

export const WORKER_NEXT_ACTION: Record<ContractStatus, string> = {
  awaiting_payment: '発注者の仮払いをお待ちください',
  in_progress: '仮払いが完了しました。納品日までに作業を進めてください',
  delivered: '納品が完了しました。発注者の検収をお待ちください',
  completed: '検収が完了しました。報酬のお振込みをお待ちください',
  paid_out: '報酬のお支払いが完了しました。お疲れさまでした',
  cancelled: 'この契約はキャンセルされました',
};

const FINISHED = new Set<ContractStatus>(['completed', 'paid_out', 'cancelled']);

export function workerNextStep(c: Pick<Contract, 'status'>): Step {
  return {
    icon: Info,
    title: FINISHED.has(c.status) ? '現在の状況' : '次のステップ',
    body: [WORKER_NEXT_ACTION[c.status]],
    tone: c.status === 'cancelled' ? 'cancelled' : c.status === 'in_progress' ? 'action' : 'wait',
  };
}
