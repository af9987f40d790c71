/** The notice is posted with its Idempotency-Key header (docs/product/admin.md#notices). */
import { noticesApi } from './api';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

it('sends the body as JSON with the Idempotency-Key and the token', async () => {
  const fetchMock = jest.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ id: 'b1', status: 'sent', queued: 2 }), { status: 201 })),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const body = { audience: 'all' as const, title: 't', body: 'b', important: false };
  expect(await noticesApi.send(body, 'key-1')).toEqual({ id: 'b1', status: 'sent', queued: 2 });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/admin/notices');
  expect(init.method).toBe('POST');
  expect(init.body).toBe(JSON.stringify(body));
  expect(init.headers).toMatchObject({
    'Idempotency-Key': 'key-1',
    authorization: 'Bearer t',
    'content-type': 'application/json',
  });
});
