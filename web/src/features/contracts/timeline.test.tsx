/**
 * 進行状況 lists every event of the history, one row each: what happened (the action, or 契約成立 for
 * the opening), who did it (発注者 / 受注者 / システム), when (Japan time) and the note when there is one.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { Contract } from '@common/marketplace';
import { system } from '../../components/theme/system';
import { ContractTimeline } from './ContractTimeline';

const history: Contract['history'] = [
  { status: 'awaiting_payment', at: '2026-11-01T01:00:00.000Z', by: 'Uclient' },
  { status: 'in_progress', at: '2026-11-01T02:30:00.000Z', by: null, action: 'pay', actor: 'system' },
  {
    status: 'delivered',
    at: '2026-11-05T01:00:00.000Z',
    by: 'Uworker',
    action: 'deliver',
    actor: 'worker',
    note: '初回の納品です',
  },
  {
    status: 'in_progress',
    at: '2026-11-06T01:00:00.000Z',
    by: 'Uclient',
    action: 'request_revision',
    actor: 'client',
    note: '色味を\n明るくしてください',
  },
  { status: 'delivered', at: '2026-11-07T01:00:00.000Z', by: 'Uworker', action: 'deliver', actor: 'worker', note: '修正版です' },
  {
    status: 'cancel_requested',
    at: '2026-11-08T01:00:00.000Z',
    by: 'Uclient',
    action: 'request_cancel',
    actor: 'client',
    note: '店舗改装',
  },
  {
    status: 'delivered',
    at: '2026-11-09T01:00:00.000Z',
    by: 'Uworker',
    action: 'refuse_cancel',
    actor: 'worker',
    note: '納品済みのため',
  },
  { status: 'completed', at: '2026-11-16T01:00:00.000Z', by: null, action: 'complete', actor: 'system' },
];

function rows(status: Contract['status'], events: Contract['history']) {
  render(
    <ChakraProvider value={system}>
      <ContractTimeline contract={{ status, history: events, clientId: 'Uclient', workerId: 'Uworker' }} />
    </ChakraProvider>,
  );
  return screen.getAllByTestId('timeline-event').map((row) => ({
    text: row.textContent,
    actor: within(row).queryByTestId('timeline-actor')?.textContent ?? null,
    note: within(row).queryByTestId('timeline-note')?.textContent ?? null,
  }));
}

test('every event is a row with its label, actor, Japan time and note', () => {
  const r = rows('completed', history);
  expect(r).toHaveLength(history.length);
  expect(r.map((x) => x.actor)).toEqual(['発注者', 'システム', '受注者', '発注者', '受注者', '発注者', '受注者', 'システム']);
  expect(r.map((x) => x.note)).toEqual([
    null,
    null,
    '初回の納品です',
    '色味を\n明るくしてください',
    '修正版です',
    '店舗改装',
    '納品済みのため',
    null,
  ]);
  expect(r[0].text).toContain('契約成立');
  expect(r[0].text).toContain('2026年11月1日 10:00');
  expect(r[1].text).toContain('仮払い');
  expect(r[1].text).toContain('2026年11月1日 11:30');
  expect(r[2].text).toContain('納品');
  expect(r[3].text).toContain('修正依頼');
  expect(r[5].text).toContain('キャンセル申請');
  expect(r[6].text).toContain('キャンセルを拒否');
  expect(r[7].text).toContain('検収');
  // The latest event is the current one; only 報酬の支払い完了 is still to come.
  expect(screen.getAllByTestId('timeline-event')[7].getAttribute('aria-current')).toBe('step');
  const upcoming = Array.from(screen.getByLabelText('進行状況').children).filter(
    (i) => i.getAttribute('data-state') === 'upcoming',
  );
  expect(upcoming.map((i) => i.textContent)).toEqual(['報酬の支払い完了']);
});

test('events stored before actors were recorded name the party from the uid', () => {
  const r = rows('cancelled', [
    { status: 'awaiting_payment', at: '2026-11-01T01:00:00.000Z', by: 'Uclient' },
    { status: 'cancelled', at: '2026-11-02T01:00:00.000Z', by: 'Uworker' },
  ]);
  expect(r.map((x) => x.actor)).toEqual(['発注者', '受注者']);
  expect(r[1].text).toContain('キャンセル');
  expect(screen.getAllByTestId('timeline-event')[1].getAttribute('data-state')).toBe('cancelled');
});
