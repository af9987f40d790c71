/**
 * Test helpers of the contract page: a Contract fixture and the page rendered at a contract path
 * with a fresh query cache. The callers mock the API modules, the toaster and the session.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { system } from '../../components/theme/system';
import { PATHS } from '../../lib/paths';
import ClientContractPage from './ClientContractPage';
import WorkerContractPage from './WorkerContractPage';

export function contractFixture(more: Partial<Contract> = {}): Contract {
  return {
    id: 'c1',
    jobId: 'j1',
    clientId: 'Uclient',
    workerId: 'Uworker',
    title: 'ヘアカタログ撮影',
    reward: 30_000,
    fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
    deliveryDate: '2026-12-01',
    status: 'awaiting_payment',
    history: [{ status: 'awaiting_payment', at: '2026-11-01T01:00:00.000Z', by: 'Uclient' }],
    createdAt: '2026-11-01T01:00:00.000Z',
    updatedAt: '2026-11-01T01:00:00.000Z',
    client: { userId: 'Uclient', name: 'サロン・ルミエール', classify: 'corporation', detail: '' },
    worker: {
      userId: 'Uworker',
      name: '佐藤 健太',
      classify: 'individual',
      occupation: 'カメラマン',
      skills: [],
      detail: '',
      portfolios: [],
    },
    roomId: 'c1',
    actions: [],
    cancelRequest: null,
    delivery: null,
    payment: null,
    payout: null,
    dispute: null,
    ...more,
  };
}

/** The contract page of `side` at /<side>/project-managements/c1 plus `search`; returns the router to read the location. */
export function renderContractPage(side: UserType, search = '') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: PATHS[side].contract, element: side === 'client' ? <ClientContractPage /> : <WorkerContractPage /> },
      { path: '*', element: <p>別の画面</p> },
    ],
    { initialEntries: [`${PATHS[side].contract.replace(':id', 'c1')}${search}`] },
  );
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { router, qc };
}

/** jsdom has no ResizeObserver; the auto-growing textareas only need it to exist. */
export function polyfillResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Waits until the contract page has shown its contract and then its lower part (ContractMore, which
 * loads once the top has painted: the fee breakdown, 進行状況 and cancelling).
 */
export async function contractPageShown() {
  await screen.findByTestId('contract-reward');
  // The first import of the lazy chunk is transformed on the spot (it now brings the review card and
  // the documents section too): on a busy CI machine that took longer than waitFor's default second.
  await waitFor(
    () => {
      if (screen.queryByTestId('contract-more-placeholder')) throw new Error('the lower part is still loading');
    },
    { timeout: 5000 },
  );
}
