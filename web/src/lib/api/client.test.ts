/** Answers that came with the session (common/src/landing.ts) are served once, while fresh, and never after a write. */
import { primeResponses, takePreloadedAnswer } from './client';

jest.mock('../firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

describe('preloaded answers', () => {
  it('are taken once', () => {
    primeResponses({ '/liff/jobs': { items: [1], nextCursor: null } });
    expect(takePreloadedAnswer('/liff/jobs')).toEqual({ items: [1], nextCursor: null });
    expect(takePreloadedAnswer('/liff/jobs')).toBeUndefined();
  });

  it('are not served once 30 s old', () => {
    primeResponses({ '/liff/badges': { unread: 2 } }, Date.now() - 30_000);
    expect(takePreloadedAnswer('/liff/badges')).toBeUndefined();
  });

  it('are only for the exact path asked for', () => {
    primeResponses({ '/liff/contracts/c1': { id: 'c1' } });
    expect(takePreloadedAnswer('/liff/contracts/c2')).toBeUndefined();
    expect(takePreloadedAnswer('/liff/contracts/c1')).toEqual({ id: 'c1' });
  });
});
