/** Deep links: only same-origin in-app paths are ever followed (liff.state, remembered addresses, notices). */
import { followLiffState, inAppPath, liffStateTarget } from './deepLink';

describe('inAppPath', () => {
  it('keeps paths under /client/ and /worker/ with their query and hash', () => {
    expect(inAppPath('/worker/messages/abc')).toBe('/worker/messages/abc');
    expect(inAppPath('/client/project-managements/c1?paid=1#top')).toBe('/client/project-managements/c1?paid=1#top');
  });

  it('refuses absolute, protocol-relative and odd URLs, and paths outside the sides', () => {
    for (const raw of [
      'https://evil.example/worker/messages/x',
      '//evil.example/worker/messages/x',
      '/\\evil.example/worker',
      'javascript:alert(1)',
      'worker/messages/x',
      '/admin/rich-menu',
      '/',
      '/client',
      '/client/../admin/x',
      '/worker/x\ny',
      '',
      null,
      undefined,
    ])
      expect([raw, inAppPath(raw)]).toEqual([raw, null]);
    // Encoded characters stay encoded: a harmless path the router answers with 見つかりません.
    expect(inAppPath('/worker/%0d%0aSet-Cookie')).toBe('/worker/%0d%0aSet-Cookie');
  });

  it('drops the login’s query parameters', () => {
    expect(inAppPath('/worker/messages/x?code=abc&state=s&liffClientId=1&liffRedirectUri=u&liff.state=%2Fx&paid=1')).toBe(
      '/worker/messages/x?paid=1',
    );
  });
});

describe('liff.state', () => {
  it('names the in-app path of a permanent link', () => {
    expect(liffStateTarget('?liff.state=%2Fworker%2Fmessages%2Fabc')).toBe('/worker/messages/abc');
    expect(liffStateTarget('?liff.state=worker%2Fmessages%2Fabc')).toBe('/worker/messages/abc');
    expect(liffStateTarget('?liff.state=%2Fclient%2Fproject-managements%2Fc1%3Fpaid%3D1')).toBe(
      '/client/project-managements/c1?paid=1',
    );
  });

  it('ignores a state that leaves the app', () => {
    expect(liffStateTarget('?liff.state=https%3A%2F%2Fevil.example%2Fworker%2Fx')).toBeNull();
    expect(liffStateTarget('?liff.state=%2F%2Fevil.example%2Fworker%2Fx')).toBeNull();
    expect(liffStateTarget('?liff.state=%2Fadmin')).toBeNull();
    expect(liffStateTarget('?other=1')).toBeNull();
  });

  it('is followed under the mock as liff.init() does: the page is replaced with the path', () => {
    const replace = jest.fn();
    expect(followLiffState({ pathname: '/', search: '?liff.state=%2Fworker%2Fmessages%2Fabc', hash: '', replace })).toBe(true);
    expect(replace).toHaveBeenCalledWith('/worker/messages/abc');
  });

  it('is dropped from the address when it leaves the app, and the app opens as usual', () => {
    window.history.replaceState(null, '', '/?liff.state=%2F%2Fevil.example&mockUser=U1');
    const replace = jest.fn();
    expect(followLiffState({ ...window.location, search: window.location.search, pathname: '/', hash: '', replace })).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?mockUser=U1');
    expect(followLiffState({ pathname: '/', search: '', hash: '', replace })).toBe(false);
  });
});
