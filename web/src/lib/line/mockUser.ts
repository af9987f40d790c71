/**
 * Local development and browser tests only: which LINE user @line/liff-mock pretends to be.
 * `?mockUser=<id>` (optionally `&mockName=...`) picks one and is remembered in localStorage;
 * tests may also write localStorage "liffMockUser" as JSON before the page loads.
 * `&mockFriend=0` makes the user one who has not added the official account (liff.getFriendship
 * answers false); by default the mock user is a friend, so the local LINE pushes keep flowing.
 */
export interface MockLineUser {
  userId: string;
  displayName: string;
  pictureUrl: string;
  /** What liff.getFriendship answers (docs/product/notifications.md#friendship); absent means a friend. */
  friend?: boolean;
}

const KEY = 'liffMockUser';
export const DEFAULT_MOCK_USER: MockLineUser = {
  userId: 'Udemo-new-user',
  displayName: 'デモ ユーザー',
  pictureUrl: '',
};

export function currentMockUser(): MockLineUser {
  const params = new URLSearchParams(window.location.search);
  const fromUrl = params.get('mockUser');
  const friend = params.get('mockFriend');
  const withFriend = (user: MockLineUser): MockLineUser => {
    if (friend === null) return user;
    const changed = { ...user, friend: friend !== '0' && friend !== 'false' };
    localStorage.setItem(KEY, JSON.stringify(changed));
    return changed;
  };
  if (fromUrl) {
    const user = { userId: fromUrl, displayName: params.get('mockName') ?? fromUrl, pictureUrl: '' };
    localStorage.setItem(KEY, JSON.stringify(user));
    return withFriend(user);
  }
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<MockLineUser> | null;
    if (stored?.userId) return withFriend({ ...DEFAULT_MOCK_USER, ...stored } as MockLineUser);
  } catch {
    // fall through to the default user
  }
  return withFriend(DEFAULT_MOCK_USER);
}

const b64url = (bytes: Uint8Array | string) => {
  const s = typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const utf8 = (s: string) => b64url(String.fromCharCode(...new TextEncoder().encode(s)));

/** An ID token shaped like LINE's, signed HS256 for the local LINE stand-in. */
export async function signMockIdToken(user: MockLineUser, channelId: string, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const header = utf8(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = utf8(
    JSON.stringify({
      iss: 'https://access.line.me',
      sub: user.userId,
      aud: channelId,
      iat: now,
      exp: now + 3600,
      name: user.displayName,
      picture: user.pictureUrl,
    }),
  );
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${header}.${payload}`));
  return `${header}.${payload}.${b64url(new Uint8Array(sig))}`;
}
