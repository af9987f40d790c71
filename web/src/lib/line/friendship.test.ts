/**
 * Friendship with the official account: liff.getFriendship's answer reaches the API as
 * POST /liff/line/friendship {friend}; when LIFF cannot tell nothing is posted. Adding the account
 * inside LINE uses liff.requestFriendship where available, else the account's page.
 */
jest.mock('../firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('id-token')) }));
const mockConfig = { liffMock: false, officialAccountUrl: 'https://lin.ee/test' };
jest.mock('../config', () => ({ config: mockConfig }));

const fakeLiff: Record<string, unknown> & { use: jest.Mock } = { use: jest.fn() };
jest.mock('@line/liff/core', () => ({ __esModule: true, default: fakeLiff }));

const installed = () => fakeLiff.use.mock.calls.map(([m]) => (m as { name: string }).name);

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  jest.resetModules();
  for (const key of Object.keys(fakeLiff)) if (key !== 'use') delete fakeLiff[key];
  fakeLiff.use.mockReset();
  mockConfig.liffMock = false;
  fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (_url, init) => new Response(String(init?.body ?? '{}'), { status: 200 }));
});
afterEach(() => jest.restoreAllMocks());

/** The module afresh (its answer is kept per app start). */
const load = () => import('./friendship');
const posts = () =>
  fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).method, JSON.parse(String((init as RequestInit).body))]);

describe('after login', () => {
  it.each([true, false])('posts {friend: %s} as liff.getFriendship answered', async (friendFlag) => {
    fakeLiff.getFriendship = jest.fn(() => Promise.resolve({ friendFlag }));
    const { checkFriendship } = await load();
    expect(await checkFriendship()).toBe(friendFlag ? 'friend' : 'not_friend');
    expect(posts()).toEqual([['/liff/line/friendship', 'POST', { friend: friendFlag }]]);
    const headers = (fetchMock.mock.calls[0][1] as RequestInit).headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer id-token');
  });

  it('asks once per app start, and posts again only when the answer changed', async () => {
    fakeLiff.getFriendship = jest
      .fn()
      .mockResolvedValueOnce({ friendFlag: false })
      .mockResolvedValueOnce({ friendFlag: false })
      .mockResolvedValue({ friendFlag: true });
    const { checkFriendship } = await load();
    await Promise.all([checkFriendship(), checkFriendship()]);
    expect(fakeLiff.getFriendship).toHaveBeenCalledTimes(1);
    await checkFriendship({ force: true });
    expect(posts()).toHaveLength(1);
    expect(await checkFriendship({ force: true })).toBe('friend');
    expect(posts().map(([, , body]) => body)).toEqual([{ friend: false }, { friend: true }]);
  });

  it('installs LIFF’s getFriendship module when the boot did not', async () => {
    fakeLiff.use.mockImplementation(() => {
      fakeLiff.getFriendship = jest.fn(() => Promise.resolve({ friendFlag: true }));
    });
    const { checkFriendship } = await load();
    expect(await checkFriendship()).toBe('friend');
    expect(installed()).toEqual(['getFriendship']);
  });

  it('posts nothing when LIFF cannot tell: an error (no scope, no linked account) or a mock without it', async () => {
    fakeLiff.getFriendship = jest.fn(() => Promise.reject(new Error('FORBIDDEN')));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await (await load()).checkFriendship()).toBe('unavailable');

    jest.resetModules();
    delete fakeLiff.getFriendship;
    mockConfig.liffMock = true;
    expect(await (await load()).checkFriendship()).toBe('unavailable');
    // Under the mock nothing real is installed: locally nothing may call LINE.
    expect(fakeLiff.use).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps quiet when the API refuses the post', async () => {
    fakeLiff.getFriendship = jest.fn(() => Promise.resolve({ friendFlag: false }));
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await (await load()).checkFriendship()).toBe('not_friend');
    expect(warn).toHaveBeenCalled();
  });
});

describe('adding the official account', () => {
  it('leaves it to the plain link outside LINE', async () => {
    fakeLiff.getFriendship = jest.fn(() => Promise.resolve({ friendFlag: false }));
    fakeLiff.isInClient = () => false;
    const { addFriendInLine, checkFriendship } = await load();
    expect(addFriendInLine('https://lin.ee/test')).toBe(false); // LIFF not loaded yet
    await checkFriendship();
    expect(addFriendInLine('https://lin.ee/test')).toBe(false);
  });

  it('uses liff.requestFriendship inside LINE where available, then asks again', async () => {
    const requestFriendship = jest.fn(() => Promise.resolve());
    Object.assign(fakeLiff, {
      getFriendship: jest.fn().mockResolvedValueOnce({ friendFlag: false }).mockResolvedValue({ friendFlag: true }),
      isInClient: () => true,
      isApiAvailable: jest.fn((api: string) => api === 'requestFriendship'),
      openWindow: jest.fn(),
      requestFriendship,
    });
    const { addFriendInLine, checkFriendship } = await load();
    await checkFriendship();
    expect(addFriendInLine('https://lin.ee/test')).toBe(true);
    await waitForCalls(() => posts().length === 2);
    expect(requestFriendship).toHaveBeenCalledTimes(1);
    expect(fakeLiff.openWindow).not.toHaveBeenCalled();
    expect(posts().map(([, , body]) => body)).toEqual([{ friend: false }, { friend: true }]);
  });

  it('opens the official account inside LINE when requestFriendship is not available or fails', async () => {
    const { addFriend } = await import('./friendRequest');
    Object.assign(fakeLiff, { isApiAvailable: () => false, openWindow: jest.fn(), requestFriendship: jest.fn() });
    await addFriend('https://lin.ee/test');
    expect(fakeLiff.openWindow).toHaveBeenCalledWith({ url: 'https://lin.ee/test', external: false });
    expect(fakeLiff.requestFriendship).not.toHaveBeenCalled();

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.assign(fakeLiff, {
      isApiAvailable: () => true,
      openWindow: jest.fn(),
      requestFriendship: jest.fn(() => Promise.reject(Object.assign(new Error('rate limit'), { code: 'RATE_LIMIT_EXCEEDED' }))),
    });
    await addFriend('https://lin.ee/test');
    expect(fakeLiff.openWindow).toHaveBeenCalledTimes(1);
  });

  it('takes the user’s cancel of the sub-window as their answer', async () => {
    const { addFriend } = await import('./friendRequest');
    Object.assign(fakeLiff, {
      isApiAvailable: () => true,
      openWindow: jest.fn(),
      requestFriendship: jest.fn(() => Promise.reject(Object.assign(new Error('cancelled'), { code: 'UNAUTHORIZED' }))),
    });
    await addFriend('https://lin.ee/test');
    expect(fakeLiff.openWindow).not.toHaveBeenCalled();
  });

  it('installs the LIFF modules it needs when the boot did not', async () => {
    const { addFriend } = await import('./friendRequest');
    fakeLiff.use.mockImplementation((m: { name: string }) => {
      if (m.name === 'isApiAvailable') fakeLiff.isApiAvailable = () => false;
      if (m.name === 'openWindow') fakeLiff.openWindow = jest.fn();
      if (m.name === 'requestFriendship') fakeLiff.requestFriendship = jest.fn();
    });
    await addFriend('https://lin.ee/test');
    expect(installed().sort()).toEqual(['isApiAvailable', 'openWindow', 'requestFriendship']);
    expect(fakeLiff.openWindow).toHaveBeenCalled();
  });
});

async function waitForCalls(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
}
