/** HttpLine.verifyIdToken against a faked LINE verify endpoint (POST /oauth2/v2.1/verify). */
import { HttpLine } from '../../src/adapters/line/http';
import { LineTokenError } from '../../src/ports';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lineError = (status: number, description: string) =>
  json(status, { error: 'invalid_request', error_description: description });

/** A subject in LINE's format ('U' + 32 hex digits, docs/product/entities.md#user): nothing else signs in. */
const SUB = 'U4af4980629b1e0d7a5c6f8a1b2c3d4e5';

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
      json(200, { iss: 'https://access.line.me', sub: SUB, aud: '1234567890', name: '山田', picture: 'https://p/x' }),
    );
    await expect(line.verifyIdToken('tok')).resolves.toEqual({ userId: SUB, displayName: '山田', pictureUrl: 'https://p/x' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://line.example/oauth2/v2.1/verify');
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({ id_token: 'tok', client_id: '1234567890' });
  });

  it("gives '' for a profile without name or picture", async () => {
    fetchMock.mockResolvedValue(json(200, { sub: SUB }));
    await expect(line.verifyIdToken('tok')).resolves.toEqual({ userId: SUB, displayName: '', pictureUrl: '' });
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

  // The subject becomes a document path (users/{subject}); only LINE's own format is a user.
  it.each(['U123', 'Udemo-worker-sato', `${SUB}/x`, `${SUB}0`, SUB.toUpperCase(), `U${'a'.repeat(200)}`])(
    'a subject %j that is not a LINE user id -> invalid',
    async (sub) => {
      fetchMock.mockResolvedValue(json(200, { sub }));
      expect(await reasonOf(line.verifyIdToken('tok'))).toBe('invalid');
    },
  );

  it('a network error is not a token error', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const e = await line.verifyIdToken('tok').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TypeError);
    expect(e).not.toBeInstanceOf(LineTokenError);
  });
});
