/**
 * Every contract state (the whole deal of docs/product/states.md#contracts) has a next-step text for both sides, naming no
 * button (the buttons sit under the box and come from the server's actions), and the timeline shows
 * what happened and what is still to come. The full timeline with actors and notes: timeline.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../components/theme/system';
import { CONTRACT_STATUSES } from '@common/contractMachine';
import type { Contract, ContractEvent, ContractStatus } from '@common/marketplace';
import { ContractTimeline } from './ContractTimeline';
import { clientNextStep } from './nextSteps';
import { workerNextStep } from './nextSteps';

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
  test.each(CONTRACT_STATUSES)('%s has a Japanese next step for both sides, naming no button', (status) => {
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

  test('the pay step names the reward 税込 and, when the contract withholds, the amount the card is charged', () => {
    expect(clientNextStep(contract('awaiting_payment')).body[0]).toBe(
      '報酬40,000円（税込）を仮払いいただくと、受注者が作業を始めます。',
    );
    const withheld = { ...contract('awaiting_payment'), withholding: { amount: 4_084, base: 40_000, rate: '10.21%' } };
    expect(clientNextStep(withheld).body[0]).toBe(
      '報酬40,000円（税込）から源泉徴収税額を差し引いた35,916円を仮払いいただくと、受注者が作業を始めます。',
    );
  });

  test('no text says payment or 検収 is not accepted yet', () => {
    for (const status of CONTRACT_STATUSES) {
      const text = [...clientNextStep(contract(status)).body, ...workerNextStep(contract(status)).body].join('');
      expect(text).not.toMatch(/まだ受け付けていません|まだアプリからは行えません/);
    }
  });

  test('a cancellation request: the side that asked waits, the other side is asked to answer', () => {
    const request = (by: 'client' | 'worker') => ({
      ...contract('cancel_requested'),
      cancelRequest: { by, reason: '体調不良', at: '2026-11-02T00:00:00Z', autoAcceptAt: '2026-11-05T00:00:00Z' },
    });
    expect(clientNextStep(request('client')).title).toBe('キャンセルを申請中です');
    expect(clientNextStep(request('worker')).tone).toBe('action');
    expect(workerNextStep(request('client')).body.join('')).toContain('同意するか拒否するかを回答してください');
    expect(workerNextStep(request('worker')).body.join('')).toContain('発注者の回答をお待ちください');
  });

  test('after 検収 without a payout account the worker is told to register one', () => {
    const c = { ...contract('completed'), payout: { status: 'waiting_account' as const, amount: 36_000, transferredAt: null } };
    expect(workerNextStep(c).body.join('')).toContain('受取口座を登録してください');
    expect(workerNextStep(contract('completed')).body).toEqual(['検収が完了しました。報酬のお振込みをお待ちください']);
  });
});

describe('ContractTimeline (the step overview)', () => {
  const rows = (status: ContractStatus, history: ContractStatus[]) => {
    const events: ContractEvent[] = contract(status, history).history;
    render(
      <ChakraProvider value={system}>
        <ContractTimeline contract={{ status, history: events, clientId: 'C', workerId: 'W' }} />
      </ChakraProvider>,
    );
    const items = Array.from(screen.getByLabelText('進行状況').children);
    return items.map((i) => [i.textContent?.replace(/(システム)?2026.*$/, ''), i.getAttribute('data-state')]);
  };

  test('awaiting the payment: the opening, then the steps still to come', () => {
    expect(rows('awaiting_payment', ['awaiting_payment'])).toEqual([
      ['契約成立', 'done'],
      ['仮払い完了・作業開始', 'upcoming'],
      ['納品', 'upcoming'],
      ['検収完了', 'upcoming'],
      ['報酬の支払い完了', 'upcoming'],
    ]);
  });

  test('a cancellation requested after delivery: what happened, and nothing promised after it', () => {
    expect(rows('cancel_requested', ['awaiting_payment', 'in_progress', 'delivered', 'cancel_requested'])).toEqual([
      ['契約成立', 'done'],
      ['仮払い完了・作業開始', 'done'],
      ['納品', 'done'],
      ['キャンセル申請', 'done'],
    ]);
  });

  test('refunded and cancelled: the cancellation is marked', () => {
    const path: ContractStatus[] = ['awaiting_payment', 'in_progress', 'cancel_requested', 'refunding', 'cancelled'];
    expect(rows('cancelled', path).slice(-2)).toEqual([
      ['返金手続き', 'done'],
      ['キャンセル', 'cancelled'],
    ]);
  });
});
