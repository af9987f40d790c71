/**
 * URLs in what the parties wrote on the contract page are links (LinkifiedText, as in the chat): the
 * 納品 message, the 修正依頼 quoted on the worker's 納品 card and in the next step, the notes of 進行状況
 * and a cancellation request's reason. Each opens outside the app (target=_blank, rel="noopener
 * noreferrer"), only http(s) becomes a link, and a long URL may wrap anywhere (375px).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CancelRequestView, DeliveryView } from '@common/deal';
import type { ContractEvent } from '@common/marketplace';
import { system } from '../../components/theme/system';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { CancelRequestPanel } from './CancelRequestPanel';
import { ContractTimeline } from './ContractTimeline';
import { DeliverCard } from './DeliverCard';
import { DeliveryCard } from './DeliveryCard';
import { NextStep } from './NextStep';
import { clientNextStep } from './nextSteps';
import { contractFixture } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

const URL = 'https://example.jp/share/soleil?album=2026-spring&token=abcdefghijklmnopqrstuvwxyz0123456789';
const DELIVERY = `5スタイル分の写真を納品いたします。\nデータはこちらからダウンロードできます：${URL}`;
const REVISION = '3枚目を明るくしてください。参考：https://example.jp/ref/1';

function show(ui: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>{ui}</QueryClientProvider>
    </ChakraProvider>,
  );
}

/** The one link of `box`: its address and the attributes that open it safely outside the app. */
function expectSafeLink(box: HTMLElement, href: string) {
  const link = within(box).getByRole('link', { name: href });
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(link.style.overflowWrap).toBe('anywhere');
  return link;
}

const event = (day: number, e: Omit<ContractEvent, 'at' | 'by'>): ContractEvent => ({
  at: `2026-11-${String(day).padStart(2, '0')}T01:00:00.000Z`,
  by: null,
  ...e,
});

describe('links on the contract page', () => {
  it('the 納品 message: its URL is a link, the text around it stays with its line break', () => {
    const delivery = {
      message: DELIVERY,
      at: '2026-11-05T01:00:00.000Z',
      autoCompleteAt: '2026-11-12T01:00:00.000Z',
      images: [],
      link: null,
    } as DeliveryView;
    show(<DeliveryCard delivery={delivery} />);
    const card = screen.getByTestId('delivery');
    expectSafeLink(card, URL);
    expect(card.textContent).toContain('5スタイル分の写真を納品いたします。\nデータはこちらからダウンロードできます：');
  });

  it('the 修正依頼 on the worker’s 納品 card and in the client’s next step', () => {
    const history = [
      event(1, { status: 'awaiting_payment' }),
      event(2, { status: 'in_progress', action: 'pay', actor: 'system' }),
      event(3, { status: 'delivered', action: 'deliver', actor: 'worker', note: DELIVERY }),
      event(4, { status: 'in_progress', action: 'request_revision', actor: 'client', note: REVISION }),
    ];
    show(
      <>
        <DeliverCard contract={{ history }}>
          <p>fields</p>
        </DeliverCard>
        <NextStep step={clientNextStep(contractFixture({ status: 'in_progress', history }))} />
      </>,
    );
    expectSafeLink(screen.getByTestId('revision-request'), 'https://example.jp/ref/1');
    const next = screen.getByTestId('next-action');
    expectSafeLink(next, 'https://example.jp/ref/1');
    // The sentence stops before the link: 。 and what follows are not part of the address.
    expect(next.textContent).toContain('依頼した内容：3枚目を明るくしてください。参考：https://example.jp/ref/1');
  });

  it('the notes of 進行状況, the cancellation reason, and a javascript: "URL" that stays text', () => {
    const history = [
      event(1, { status: 'awaiting_payment' }),
      event(2, { status: 'in_progress', action: 'pay', actor: 'system' }),
      event(3, { status: 'delivered', action: 'deliver', actor: 'worker', note: DELIVERY }),
      event(4, {
        status: 'cancel_requested',
        action: 'request_cancel',
        actor: 'client',
        note: '詳しくは javascript:alert(1) をご覧ください',
      }),
    ];
    show(<ContractTimeline contract={{ status: 'cancel_requested', history, clientId: 'Uclient', workerId: 'Uworker' }} />);
    const [delivered, requested] = screen.getAllByTestId('timeline-note');
    expectSafeLink(delivered, URL);
    expect(within(requested).queryByRole('link')).toBeNull();
    expect(requested.textContent).toBe('詳しくは javascript:alert(1) をご覧ください');
  });

  it('a cancellation request’s reason', () => {
    const cancelRequest: CancelRequestView = {
      by: 'worker',
      reason: '日程の詳細：http://example.jp/schedule',
      at: '2026-11-08T01:00:00.000Z',
      autoAcceptAt: '2026-11-11T01:00:00.000Z',
    };
    show(
      <CancelRequestPanel
        contract={{ id: 'c1', reward: 30_000, actions: ['accept_cancel', 'refuse_cancel'], cancelRequest }}
        side="client"
      />,
    );
    expectSafeLink(screen.getByTestId('cancel-request'), 'http://example.jp/schedule');
  });
});
