/** Drafts are one user's and one screen's, expire after 7 days, and whatever storage holds never breaks a screen. */
import { clearDraft, DRAFT_TTL_MS, draftKey, draftString, readDraft, resetDraftSweep, saveDraft } from './drafts';

const asText = (d: unknown) => (d && typeof d === 'object' && typeof (d as { text?: unknown }).text === 'string' ? d : null);

beforeEach(() => {
  localStorage.clear();
  resetDraftSweep();
  jest.restoreAllMocks();
});

describe('drafts', () => {
  it('gives back what was saved, for that user and screen only', () => {
    const mine = draftKey('Ua', 'room:c1');
    saveDraft(mine, { text: '明日伺います' });
    expect(readDraft(mine, asText)).toEqual({ text: '明日伺います' });
    expect(readDraft(draftKey('Ub', 'room:c1'), asText)).toBeNull();
    expect(readDraft(draftKey('Ua', 'room:c2'), asText)).toBeNull();
    clearDraft(mine);
    expect(readDraft(mine, asText)).toBeNull();
  });

  it('keeps nothing without a user', () => {
    expect(draftKey(undefined, 'job:new')).toBeNull();
    saveDraft(null, { text: 'x' });
    expect(localStorage.length).toBe(0);
    expect(readDraft(null, asText)).toBeNull();
  });

  it('forgets a draft 7 days after its last change, and sweeps other expired ones once', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    const key = draftKey('Ua', 'deliver:c1');
    const old = draftKey('Ua', 'deliver:c9') as string;
    saveDraft(key, { text: 'a' }, now - DRAFT_TTL_MS + 1000);
    saveDraft(old, { text: 'b' }, now - DRAFT_TTL_MS - 1000);
    expect(readDraft(key, asText, now)).toEqual({ text: 'a' });
    expect(localStorage.getItem(old)).toBeNull();
    expect(readDraft(key, asText, now + 2000)).toBeNull();
    expect(localStorage.getItem(key as string)).toBeNull();
  });

  it('reads broken JSON, other shapes and a draft stored under another user as no draft', () => {
    const key = draftKey('Ua', 'job:new') as string;
    for (const raw of ['{not json', 'null', '42', '"text"', '[]', '{"uid":"Ua"}', '{"uid":"Ua","at":"soon","data":{}}']) {
      localStorage.setItem(key, raw);
      expect(readDraft(key, asText)).toBeNull();
    }
    localStorage.setItem(key, JSON.stringify({ uid: 'Ua', at: Date.now(), data: { text: 7 } }));
    expect(readDraft(key, asText)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ uid: 'Ub', at: Date.now(), data: { text: '他人の下書き' } }));
    expect(readDraft(key, asText)).toBeNull();
    expect(draftString(3, 'x')).toBe('x');
  });

  it('survives storage that refuses every call', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'key').mockImplementation(refuse);
    const key = draftKey('Ua', 'job:new');
    expect(() => saveDraft(key, { text: 'a' })).not.toThrow();
    expect(readDraft(key, asText)).toBeNull();
    expect(() => clearDraft(key)).not.toThrow();
  });
});
