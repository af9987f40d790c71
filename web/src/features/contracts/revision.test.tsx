/**
 * After a 修正依頼 the contract is 作業中 again: both sides' next step says a revision is pending and
 * quotes what the client asked (the latest request_revision's note) until the worker delivers again;
 * the list card marks it 修正依頼中.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ConnectStatus } from '@common/api';
import type { Contract, ContractEvent } from '@common/marketplace';
import type { UserType } from '@common/options';
import { system } from '../../components/theme/system';
import { contractsApi } from '../../lib/api/marketplace';
import { ContractCard } from './ContractCard';
import { clientNextStep } from './nextSteps';
import { workerNextStep } from './nextSteps';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
const session = { user: { type: 'client' as UserType }, connectStatus: 'success' as ConnectStatus };
jest.mock('../session', () => ({ useSession: () => session }));

const get = jest.mocked(contractsApi.get);

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T01:00:00.000Z`;
const event = (day: number, e: Omit<ContractEvent, 'at' | 'by'>): ContractEvent => ({ at: at(day), by: null, ...e });

/** Paid, delivered, sent back twice (the latest request is the one that counts). */
const history: ContractEvent[] = [
  event(1, { status: 'awaiting_payment' }),
  event(2, { status: 'in_progress', action: 'pay', actor: 'system' }),
  event(3, { status: 'delivered', action: 'deliver', actor: 'worker', note: '納品します' }),
  event(4, { status: 'in_progress', action: 'request_revision', actor: 'client', note: '明るさを上げてください' }),
  event(5, { status: 'delivered', action: 'deliver', actor: 'worker', note: '修正しました' }),
  event(6, {
    status: 'in_progress',
    action: 'request_revision',
    actor: 'client',
    note: '2枚目の背景を白にしてください\n3枚目はトリミングを広めに',
  }),
];
const revised = (more: Partial<Contract> = {}) => contractFixture({ status: 'in_progress', history, ...more });
const REQUEST = '2枚目の背景を白にしてください\n3枚目はトリミングを広めに';

beforeAll(polyfillResizeObserver);
beforeEach(() => jest.clearAllMocks());

describe('a pending 修正依頼', () => {
  test('the next steps name it and quote the latest request, on both sides', () => {
    const client = clientNextStep(revised());
    expect(client.title).toBe('修正を依頼しています');
    expect(client.body).toContain(`依頼した内容：${REQUEST}`);
    expect(client.body.join('')).not.toContain('受注者が作業中です');
    const worker = workerNextStep(revised());
    expect(worker.tone).toBe('action');
    expect(worker.body[0]).toBe(
      '発注者から修正の依頼がありました。内容をご確認のうえ修正し、終わったらあらためて納品してください',
    );
    expect(worker.body).toContain(`修正の内容：${REQUEST}`);
    expect(worker.body.join('')).not.toContain('仮払いが完了しました');
  });

  test('delivered again, it is over: the usual steps come back', () => {
    const again = [...history, event(7, { status: 'delivered', action: 'deliver', actor: 'worker', note: '再修正しました' })];
    expect(workerNextStep(contractFixture({ status: 'delivered', history: again })).body.join('')).not.toContain('修正の内容');
    // Paid and not sent back: 仮払い's step, as before.
    const paid = contractFixture({ status: 'in_progress', history: history.slice(0, 2) });
    expect(workerNextStep(paid).body[0]).toContain('仮払いが完了しました');
    expect(clientNextStep(paid).title).toBe('受注者が作業中です');
  });

  test.each(['client', 'worker'] as const)('the %s’s contract page shows it with the request’s line breaks', async (side) => {
    session.user.type = side;
    get.mockResolvedValue(revised({ actions: side === 'worker' ? ['deliver', 'request_cancel'] : ['request_cancel'] }));
    renderContractPage(side);
    await contractPageShown();
    const box = screen.getByTestId('next-action');
    expect(box.textContent).toContain(side === 'client' ? '修正を依頼しています' : '発注者から修正の依頼がありました');
    const quote = within(box).getByText(/2枚目の背景を白にしてください/);
    expect(quote.textContent).toContain('\n3枚目はトリミングを広めに');
    expect(getComputedStyle(quote).whiteSpace).toBe('pre-line');
  });

  test('the list card marks it 修正依頼中; a contract not sent back has no mark', () => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <ContractCard contract={revised()} to="/client/project-managements/c1" side="client" />
          <ContractCard
            contract={contractFixture({ id: 'c2', status: 'in_progress', history: history.slice(0, 2) })}
            to="/client/project-managements/c2"
            side="client"
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const [first, second] = screen.getAllByTestId('contract-card');
    expect(first.textContent).toContain('修正依頼中');
    expect(second.textContent).not.toContain('修正依頼中');
  });
});
