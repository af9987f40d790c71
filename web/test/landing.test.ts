/**
 * The landing screen's data that comes with the session (docs/product/api.md#session-preload,
 * common/src/landing.ts): served once by the API client without a request or a sign-in, and requested
 * by the pages under exactly the paths the server answers.
 */
import { LANDING_API, LANDING_PAGES, landingRequests, landingScreen } from '@common/landing';
import { apiFetch, primeResponses } from '../src/lib/api/client';
import { contractsApi, jobsApi } from '../src/lib/api/marketplace';
import { roomsApi } from '../src/lib/api/rooms';
import { fetchBadges } from '../src/features/rooms/badgesApi';
import { matchPage, pageModules } from '../src/app/pageLoaders';
import { CLIENT, SIDE_TOP, WORKER } from '../src/lib/paths';
import { currentIdToken } from '../src/lib/firebaseAuth';

jest.mock('../src/lib/firebaseAuth', () => ({ currentIdToken: jest.fn(async () => 'token') }));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('preloaded answers in the API client', () => {
  let fetchMock: jest.SpiedFunction<typeof fetch>;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ from: 'network' }));
    jest.mocked(currentIdToken).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers a preloaded GET once, without a request or the ID token; the next one goes out', async () => {
    primeResponses({ '/liff/jobs': { items: ['preloaded'] } });
    expect(await apiFetch('/liff/jobs')).toEqual({ items: ['preloaded'] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentIdToken).not.toHaveBeenCalled();
    expect(await apiFetch('/liff/jobs')).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('matches the exact path only; after any write, nothing preloaded is served', async () => {
    primeResponses({ '/liff/jobs': { items: [] }, '/liff/badges': { messages: 1, notices: 0 } });
    expect(await apiFetch('/liff/jobs?q=x')).toEqual({ from: 'network' });
    expect(await apiFetch('/liff/jobs', { method: 'POST', body: { title: 'x' } })).toEqual({ from: 'network' });
    expect(await apiFetch('/liff/jobs')).toEqual({ from: 'network' });
    expect(await apiFetch('/liff/badges')).toEqual({ from: 'network' });
  });

  it('does not serve an answer older than 30 seconds', async () => {
    primeResponses({ '/liff/badges': { messages: 3, notices: 0 } }, Date.now() - 31_000);
    expect(await apiFetch('/liff/badges')).toEqual({ from: 'network' });
  });

  it('the pages ask for the very paths the server preloads', async () => {
    const asked = async (call: () => Promise<unknown>) => {
      fetchMock.mockClear();
      await call();
      const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
      return url.pathname + url.search;
    };
    expect(await asked(() => jobsApi.search({}, null))).toBe(LANDING_API.openJobs);
    expect(await asked(() => jobsApi.mine('published', null))).toBe(LANDING_API.clientJobs);
    expect(await asked(() => fetchBadges())).toBe(LANDING_API.badges);
    expect(await asked(() => contractsApi.get('c-1'))).toBe(LANDING_API.contract('c-1'));
    expect(await asked(() => roomsApi.get('c-1'))).toBe(LANDING_API.room('c-1'));
    expect(await asked(() => roomsApi.messages('c-1'))).toBe(LANDING_API.roomMessages('c-1'));
  });
});

describe('landing screens and the page registry', () => {
  it("names the web's own paths", () => {
    expect(LANDING_PAGES.openJobs).toBe(WORKER.jobs);
    expect(LANDING_PAGES.clientJobs).toBe(CLIENT.jobs);
    expect(LANDING_PAGES.contracts).toEqual({ client: CLIENT.contracts, worker: WORKER.contracts });
    expect(LANDING_PAGES.rooms).toEqual({ client: CLIENT.messages, worker: WORKER.messages });
    expect(SIDE_TOP).toEqual({ client: LANDING_PAGES.clientJobs, worker: LANDING_PAGES.openJobs });
  });

  it('finds the screen of a location, a literal segment before an id', () => {
    expect(landingScreen('worker', '/')).toEqual({ kind: 'openJobs' });
    expect(landingScreen('client', '/client/project-managements/abc')).toEqual({ kind: 'contract', id: 'abc' });
    expect(landingScreen('client', '/client/project-managements/finish')).toBeNull();
    expect(landingScreen('worker', '/worker/messages/r%201')).toEqual({ kind: 'room', id: 'r 1' });
    expect(landingRequests({ kind: 'room', id: 'r' })).toEqual([LANDING_API.badges, '/liff/rooms/r', '/liff/rooms/r/messages']);
    expect(matchPage('/worker/project-managements/finish')).toBe(WORKER.finishedContracts);
    expect(matchPage('/worker/project-managements/abc')).toBe(WORKER.contract);
    expect(matchPage('/client/products/')).toBe(CLIENT.jobs);
    expect(matchPage('/client/products/a/b/c')).toBeUndefined();
    expect(Object.keys(pageModules)).toContain(matchPage('/worker/messages/abc'));
  });
});
