/** HttpPartnerDirectory against a faked partner API: match, no match, outage. */
import { HttpPartnerDirectory } from '../../src/adapters/partner/http';
import { PartnerUnavailableError } from '../../src/ports';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('HttpPartnerDirectory', () => {
  const partner = new HttpPartnerDirectory('https://partner.example.jp/api', 'key-123');
  let fetchMock: jest.SpiedFunction<typeof fetch>;
  beforeEach(() => {
    fetchMock = jest.spyOn(global, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('asks the partner with the normalised e-mail and company name (no spaces, case folded) and the API key', async () => {
    fetchMock.mockResolvedValue(json(200, { match: true }));
    await expect(partner.matches(' Owner@Example.JP ', '\u3000Ｈａｉｒ\u3000Salon ')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://partner.example.jp/api/accounts/verify');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'x-api-key': 'key-123', 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'owner@example.jp', companyName: 'hairsalon' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('200 {match:false} is a mismatch', async () => {
    fetchMock.mockResolvedValue(json(200, { match: false }));
    await expect(partner.matches('a@example.jp', 'A')).resolves.toBe(false);
  });

  it('404 (no such account) is a mismatch', async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'not found' }));
    await expect(partner.matches('a@example.jp', 'A')).resolves.toBe(false);
  });

  it.each([
    ['500', () => json(500, { error: 'oops' })],
    ['503', () => new Response('Service Unavailable', { status: 503 })],
    ['401 (bad API key)', () => json(401, { error: 'unauthorized' })],
    ['200 without a boolean match', () => json(200, { match: 'yes' })],
    ['200 that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('%s -> PartnerUnavailableError', async (_label, response) => {
    fetchMock.mockResolvedValue(response());
    await expect(partner.matches('a@example.jp', 'A')).rejects.toBeInstanceOf(PartnerUnavailableError);
  });

  it.each([
    ['a network error', new TypeError('fetch failed')],
    ['a timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ])('%s -> PartnerUnavailableError', async (_label, error) => {
    fetchMock.mockRejectedValue(error);
    await expect(partner.matches('a@example.jp', 'A')).rejects.toBeInstanceOf(PartnerUnavailableError);
  });
});
