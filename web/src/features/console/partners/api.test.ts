/**
 * What the partner calls send (docs/product/admin.md#import-preview-then-apply): the file's own bytes
 * as text/csv, so a Shift_JIS file reaches the server undecoded; the reasons in PUT and DELETE bodies.
 */
import { partnersApi } from './api';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve({}) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const sent = () => fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];

describe('partnersApi', () => {
  it('sends a file as its raw bytes with Content-Type text/csv, whatever type the browser gave it', async () => {
    // 「花」 in Shift_JIS: not UTF-8, so reading the file as text here would break it.
    const bytes = new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0x89, 0xd4]);
    await partnersApi.preview(new File([bytes], 'partners.csv', { type: 'application/vnd.ms-excel' }));
    const [path, init] = sent();
    expect(path).toBe('/admin/partners/import/preview');
    expect(init.method).toBe('POST');
    expect(init.headers['content-type']).toBe('text/csv');
    const body = init.body as Blob;
    expect(body).toBeInstanceOf(Blob);
    expect(body.size).toBe(bytes.length);
  });

  it('puts a new company name (the reason only when given) and deletes with the reason', async () => {
    await partnersApi.update('info_40hana_2Ejp', 'ヘアサロン花');
    expect(sent()[0]).toBe('/admin/partners/info_40hana_2Ejp');
    expect(sent()[1].method).toBe('PUT');
    expect(JSON.parse(sent()[1].body as string)).toEqual({ companyName: 'ヘアサロン花' });
    fetchMock.mockClear();
    await partnersApi.remove('info_40hana_2Ejp', '提携終了');
    expect(sent()[1].method).toBe('DELETE');
    expect(JSON.parse(sent()[1].body as string)).toEqual({ reason: '提携終了' });
    fetchMock.mockClear();
    await partnersApi.list('花', 'c1');
    expect(sent()[0]).toBe('/admin/partners?q=%E8%8A%B1&cursor=c1');
  });
});
