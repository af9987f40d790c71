/** The moderation calls post the reason to the documented paths (docs/product/admin.md#moderation). */
import { moderationApi } from './api';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}', { status: 200 })));
beforeEach(() => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it.each([
  [() => moderationApi.stopJob('j/1', 'r'), '/admin/jobs/j%2F1/stop'],
  [() => moderationApi.stopListing('l1', 'r'), '/admin/listings/l1/stop'],
  [() => moderationApi.hideMessage('c1', 7, 'r'), '/admin/rooms/c1/messages/7/hide'],
])('posts {reason} (%#)', async (call, url) => {
  await call();
  const [path, init] = fetchMock.mock.calls[0];
  expect(path).toBe(url);
  expect(init.method).toBe('POST');
  expect(init.body).toBe(JSON.stringify({ reason: 'r' }));
});
