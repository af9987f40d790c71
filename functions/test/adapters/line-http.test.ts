/** HttpLine.verifyIdToken against a faked LINE verify endpoint (POST /oauth2/v2.1/verify). */
import { HttpLine } from '../../src/adapters/line/http';
import { LineTokenError } from '../../src/ports';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lineError = (status: number, description: string) =>
  json(status, { error: 'invalid_request', error_description: description });

describe('HttpLine.verifyIdToken', () => {
  const line = new HttpLine('1234567890', 'channel-access-token', 'https://line.example');
  let fetchMock: jest.SpiedFunction<typeof fetch>;
  beforeEach(() => {
    fetchMock = jest.spyOn(global, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  const reasonOf = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(LineTokenError);
    return (e as LineTokenError).reason;
  };

  it('sends the token with the channel id and returns the profile', async () => {
    fetchMock.mockResolvedValue(
      json(200, { iss: 'https://access.line.me', sub: 'U123', aud: '1234567890', name: '山田', picture: 'https://p/x' }),
    );
    await expect(line.verifyIdToken('tok')).resolves.toEqual({ userId: 'U123', displayName: '山田', pictureUrl: 'https://p/x' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://line.example/oauth2/v2.1/verify');
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({ id_token: 'tok', client_id: '1234567890' });
  });

  it("gives '' for a profile without name or picture", async () => {
    fetchMock.mockResolvedValue(json(200, { sub: 'U123' }));
    await expect(line.verifyIdToken('tok')).resolves.toEqual({ userId: 'U123', displayName: '', pictureUrl: '' });
  });

  it.each([
    ['IdToken expired.', 'expired'],
    ['Invalid IdToken Audience.', 'audience'],
    ['Invalid IdToken.', 'invalid'],
    ['Invalid IdToken Signature.', 'invalid'],
    ['', 'invalid'],
  ])("400 '%s' -> LineTokenError %s", async (description, reason) => {
    fetchMock.mockResolvedValue(lineError(400, description));
    expect(await reasonOf(line.verifyIdToken('tok'))).toBe(reason);
  });

  it('400 without a JSON body -> invalid', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Request', { status: 400 }));
    expect(await reasonOf(line.verifyIdToken('tok'))).toBe('invalid');
  });

  // Not the user's fault: the API answers 502 for these, not 401 (see session routes).
  it.each([
    ['500', () => json(500, { error: 'server_error' })],
    ['200 without a subject', () => json(200, { name: 'x' })],
  ])('%s -> a plain Error, not a token error', async (_label, response) => {
    fetchMock.mockResolvedValue(response());
    const e = await line.verifyIdToken('tok').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(Error);
    expect(e).not.toBeInstanceOf(LineTokenError);
  });

  it('a network error is not a token error', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const e = await line.verifyIdToken('tok').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TypeError);
    expect(e).not.toBeInstanceOf(LineTokenError);
  });
});
