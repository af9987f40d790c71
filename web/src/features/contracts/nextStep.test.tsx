/**
 * Every contract state (issue 10's machine included) has a next-step text for both sides and a
 * place on the timeline; the texts for states whose features are not on screen yet promise no button.
 */
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../components/theme/system';
import { CONTRACT_STATUSES } from '@common/contractMachine';
import type { Contract, ContractEvent, ContractStatus } from '@common/marketplace';
import { ContractTimeline } from './ContractTimeline';
import { clientNextStep } from './NextStep';
import { workerNextStep } from './nextAction';

const contract = (
  status: ContractStatus,
  history: ContractStatus[] = [],
): Pick<Contract, 'status' | 'reward' | 'deliveryDate' | 'history'> => ({
  status,
  reward: 40_000,
  deliveryDate: '2026-12-01',
  history: history.map((s, i) => ({ status: s, at: `2026-11-0${i + 1}T00:00:00Z`, by: null })),
});

describe('next steps', () => {
  test.each(CONTRACT_STATUSES)('%s has a Japanese next step for both sides, promising no button', (status) => {
    for (const step of [clientNextStep(contract(status)), workerNextStep(contract(status))]) {
      expect(step.title).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      expect(step.body.join('')).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      expect(step.body.join('')).not.toMatch(/ボタン|押して|タップして/);
    }
  });

  test('a cancellation after payment tells the client the reward is refunded', () => {
    expect(clientNextStep(contract('refunding')).body.join('')).toContain('40,000円を返金しています');
    expect(
      clientNextStep(contract('cancelled', ['awaiting_payment', 'in_progress', 'cancel_requested', 'refunding', 'cancelled']))
        .body,
    ).toEqual(['仮払いいただいた報酬は返金されます。']);
    expect(workerNextStep(contract('refunding')).tone).toBe('cancelled');
    expect(workerNextStep(contract('cancel_requested')).title).toBe('次のステップ');
  });
});

describe('ContractTimeline', () => {
  const steps = (status: ContractStatus, history: ContractStatus[]) => {
    const events: ContractEvent[] = contract(status, history).history;
    render(
      <ChakraProvider value={system}>
        <ContractTimeline status={status} history={events} />
      </ChakraProvider>,
    );
    const items = Array.from(screen.getByLabelText('進行状況').children);
    return items.map((i) => [i.textContent?.replace(/2026.*$/, '').replace('（現在）', ''), i.getAttribute('data-state')]);
  };

  test('a cancellation requested after delivery: the steps reached, then the request as current', () => {
    expect(steps('cancel_requested', ['awaiting_payment', 'in_progress', 'delivered', 'cancel_requested'])).toEqual([
      ['契約成立・仮払い待ち', 'done'],
      ['仮払い完了・作業開始', 'done'],
      ['納品', 'done'],
      ['キャンセル申請', 'current'],
    ]);
  });

  test('refunding, then cancelled', () => {
    const path: ContractStatus[] = ['awaiting_payment', 'in_progress', 'cancel_requested', 'refunding'];
    expect(steps('refunding', path).slice(-2)).toEqual([
      ['キャンセル申請', 'done'],
      ['返金手続き', 'current'],
    ]);
  });
});
