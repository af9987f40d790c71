/** The deal calls (web/src/lib/api/deal.ts): the paths and bodies the API documents in common/src/deal.ts. */
import { dealApi } from '../../lib/api/deal';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response('{"id":"c/1"}', { status: 200 })));
});
afterEach(() => jest.restoreAllMocks());

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(init.body as string) };
};

test.each([
  ['paymentUrl', () => dealApi.paymentUrl('c/1'), '/liff/project/get-payment-url', { contractId: 'c/1' }],
  ['deliver', () => dealApi.deliver('c/1', { message: 'm' }), '/liff/contracts/c%2F1/deliver', { message: 'm' }],
  [
    'requestRevision',
    () => dealApi.requestRevision('c/1', { reason: 'r' }),
    '/liff/contracts/c%2F1/request-revision',
    { reason: 'r' },
  ],
  ['complete', () => dealApi.complete('c/1'), '/liff/project/complete-process', { contractId: 'c/1' }],
  ['cancel with a reason', () => dealApi.cancel('c/1', 'r'), '/liff/contracts/c%2F1/cancel', { reason: 'r' }],
  ['cancel without one', () => dealApi.cancel('c/1'), '/liff/contracts/c%2F1/cancel', {}],
  ['requestCancel', () => dealApi.requestCancel('c/1', { reason: 'r' }), '/liff/contracts/c%2F1/request-cancel', { reason: 'r' }],
  ['acceptCancel', () => dealApi.acceptCancel('c/1'), '/liff/contracts/c%2F1/accept-cancel', undefined],
  ['refuseCancel', () => dealApi.refuseCancel('c/1', { reason: 'r' }), '/liff/contracts/c%2F1/refuse-cancel', { reason: 'r' }],
] as const)('%s', async (_, call, url, body) => {
  await call();
  expect(sent()).toEqual({ url, method: 'POST', body });
});
