/**
 * HttpLine.push (@line/bot-sdk's MessagingApiClient with its base URL pointed at a local fake of
 * LINE, node:http on loopback): the request LINE gets (path, bearer, X-Line-Retry-Key, body) and how
 * each answer is classified. No emulator needed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpLine } from '../../src/adapters/line/http';
import type { LineMessage, PushResult } from '../../src/ports';
import { FakeLine, type Answer } from './fakeLine';

const MESSAGES: LineMessage[] = [{ type: 'text', text: 'テスト' }];
const KEY = '123e4567-e89b-42d3-a456-426614174000';
const USER = `U${'a'.repeat(32)}`;

describe('HttpLine.push against a fake LINE', () => {
  const fake = new FakeLine();
  let line: HttpLine;

  beforeAll(async () => {
    await fake.start();
    line = new HttpLine('1234567890', 'channel-access-token', fake.base);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.seen.length = 0;
    fake.script.length = 0;
    fake.accepted.clear();
  });

  it('POSTs /v2/bot/message/push with the bearer, the X-Line-Retry-Key and {to, messages}; 200 is sent', async () => {
    expect(await line.push(USER, MESSAGES, KEY)).toEqual({ outcome: 'sent' });
    expect(fake.seen).toHaveLength(1);
    const [req] = fake.seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v2/bot/message/push');
    expect(req.headers.authorization).toBe('Bearer channel-access-token');
    expect(req.headers['x-line-retry-key']).toBe(KEY);
    expect(req.headers['content-type']).toMatch(/application\/json/);
    expect(req.body).toEqual({ to: USER, messages: MESSAGES });
  });

  it('the same retry key again: LINE answers 409, which counts as delivered (duplicate)', async () => {
    expect(await line.push(USER, MESSAGES, KEY)).toEqual({ outcome: 'sent' });
    expect(await line.push(USER, MESSAGES, KEY)).toEqual({ outcome: 'duplicate' });
    expect(fake.seen.map((s) => s.headers['x-line-retry-key'])).toEqual([KEY, KEY]);
  });

  const cases: [string, Answer, PushResult][] = [
    [
      '429 rate limit, with Retry-After',
      {
        status: 429,
        body: { message: 'The API rate limit has been exceeded. Try again later.' },
        headers: { 'retry-after': '30' },
      },
      { outcome: 'rate_limited', retryAfterMs: 30_000 },
    ],
    [
      '429 rate limit, without Retry-After',
      { status: 429, body: { message: 'The API rate limit has been exceeded. Try again later.' } },
      { outcome: 'rate_limited' },
    ],
    ['429 monthly limit', { status: 429, body: { message: 'You have reached your monthly limit.' } }, { outcome: 'quota' }],
    [
      '400 Failed to send messages (no such user for this provider)',
      { status: 400, body: { message: 'Failed to send messages' } },
      { outcome: 'not_friend' },
    ],
    [
      '400 invalid message (not retryable)',
      {
        status: 400,
        body: { message: 'The request body has 1 error(s)', details: [{ message: 'invalid', property: 'messages[0]' }] },
      },
      { outcome: 'failed', retryable: false, error: 'LINE 400: The request body has 1 error(s)' },
    ],
    [
      '403 plan without the API (not retryable)',
      { status: 403, body: { message: 'Access to this API is not available for your account' } },
      { outcome: 'failed', retryable: false, error: 'LINE 403: Access to this API is not available for your account' },
    ],
    [
      '401 token (retryable: it may be rotated)',
      { status: 401, body: { message: 'Authentication failed' } },
      { outcome: 'failed', retryable: true, error: 'LINE 401: Authentication failed' },
    ],
    [
      '500 (retryable)',
      { status: 500, body: { message: 'Internal Server Error' } },
      { outcome: 'failed', retryable: true, error: 'LINE 500: Internal Server Error' },
    ],
    ['502 without a JSON body (retryable)', { status: 502 }, { outcome: 'failed', retryable: true, error: 'LINE 502' }],
  ];
  it.each(cases)('%s', async (_name, answer, expected) => {
    fake.script.push(answer);
    expect(await line.push(USER, MESSAGES, KEY)).toEqual(expected);
  });

  it('a dropped connection is a retryable failure, never a throw', async () => {
    fake.script.push('drop');
    expect(await line.push(USER, MESSAGES, KEY)).toEqual({ outcome: 'failed', retryable: true, error: expect.any(String) });
  });

  it('LINE unreachable (nothing listening) is a retryable failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = new HttpLine('1234567890', 'channel-access-token', `http://127.0.0.1:${port}`);
    expect(await down.push(USER, MESSAGES, KEY)).toEqual({
      outcome: 'failed',
      retryable: true,
      error: expect.stringMatching(/fetch failed|ECONNREFUSED/),
    });
  });

  it('a 500 after LINE took the request, then the retry with the same key: 409, delivered once', async () => {
    // LINE accepted the first request but its answer was lost (a 5xx): the retry key makes the retry safe.
    fake.accepted.add(KEY);
    fake.script.push({ status: 500, body: { message: 'Internal Server Error' } });
    expect((await line.push(USER, MESSAGES, KEY)).outcome).toBe('failed');
    expect(await line.push(USER, MESSAGES, KEY)).toEqual({ outcome: 'duplicate' });
  });
});
