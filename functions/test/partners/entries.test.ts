/**
 * Single accounts of the partner directory (docs/product/admin.md#partner-directory): listing and
 * searching, editing a company name and removing an account, each with its audit entry; admins only;
 * bad input is a 400 (an unknown key a 404) and changes nothing.
 */
import type { PartnerEntry } from '@common/partners';
import { describeApi, idTokenWithClaims, uniqueUserId } from '../support/harness';
import { createPartnerApp, csv, type PartnerApp } from './support';

const KEY_A = 'info_40salon-a_2Eexample_2Ejp';

describeApi('partner directory entries', () => {
  let p: PartnerApp;

  beforeAll(async () => {
    p = await createPartnerApp();
  }, 60_000);
  afterAll(() => p.t.close());
  beforeEach(async () => {
    await p.replace(
      csv(
        'info@salon-a.example.jp,株式会社 エーサロン',
        'b@example.jp,Hair Salon ビー',
        ...Array.from({ length: 25 }, (_, i) => `x${String(i).padStart(2, '0')}@other.example.jp,その他${i}`),
      ),
    );
  });

  it('admins only: no token 401, a bad token 401, a user 403, a token without the claim 403, the admin 200', async () => {
    const routes: [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object][] = [
      ['get', '/admin/partners'],
      ['post', '/admin/partners/import/preview', { csv: csv('z@example.jp,Z') }],
      ['post', '/admin/partners/import/apply', { token: 'abc' }],
      ['put', `/admin/partners/${KEY_A}`, { companyName: '乗っ取り' }],
      ['delete', `/admin/partners/${KEY_A}`, { reason: '不正' }],
    ];
    const previews = (await p.t.store.query('partnerImports')).length;
    const user = await p.t.signIn();
    const notAdmin = await idTokenWithClaims(uniqueUserId(), { admin: false });
    for (const [method, path, body] of routes) {
      await p.call(method, path, null).send(body).expect(401);
      await p.call(method, path, 'not-a-token').send(body).expect(401);
      await p.call(method, path, user.idToken).send(body).expect(403);
      const res = await p.call(method, path, notAdmin).send(body).expect(403);
      expect(res.body.error.message).toBe('管理者のみ利用できます');
    }
    expect((await p.directory())['info@salon-a.example.jp']).toBe('株式会社 エーサロン');
    expect(await p.t.store.query('partnerImports')).toHaveLength(previews);
    await p.call('get', '/admin/partners').expect(200);
  });

  it('lists by key, 20 a page, and searches e-mail or company name compared normalised', async () => {
    const first = await p.list();
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(20);
    const second = await p.list(`?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(7);
    expect(second.nextCursor).toBeNull();
    const keys = [...first.items, ...second.items].map((e) => e.key);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(27);

    const byMail = await p.list('?q=SALON-A');
    expect(byMail.items.map((e) => e.key)).toEqual([KEY_A]);
    const byCompany = await p.list(`?q=${encodeURIComponent('ｈａｉｒ　salon')}`);
    expect(byCompany.items).toEqual([
      expect.objectContaining({ key: 'b_40example_2Ejp', email: 'b@example.jp', companyName: 'Hair Salon ビー' }),
    ]);
    expect((await p.list('?q=nothing-like-this')).items).toEqual([]);
    await p.call('get', '/admin/partners?cursor=%%%').expect(400);
    await p.call('get', `/admin/partners?q=${'a'.repeat(300)}`).expect(400);
    await p.call('get', '/admin/partners?q=a&q=b').expect(400);
  });

  it('edits a company name with its audit entry; verification follows; the same name again changes nothing', async () => {
    const res = await p
      .call('put', `/admin/partners/${KEY_A}`)
      .send({ companyName: ' 株式会社エーサロン本店 ', reason: '社名変更' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      key: KEY_A,
      email: 'info@salon-a.example.jp',
      companyName: '株式会社エーサロン本店',
    } satisfies Partial<PartnerEntry>);
    const audits = await p.auditCount('partner.update');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => p.call('put', `/admin/partners/${KEY_A}`).send({ companyName: '株式会社エーサロン本店' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await p.auditCount('partner.update')).toBe(audits);
    const [entry] = (await p.call('get', `/admin/audit?targetId=${KEY_A}`).expect(200)).body.items;
    expect(entry).toMatchObject({
      action: 'partner.update',
      target: { kind: 'partner', id: KEY_A },
      reason: '社名変更',
      before: { companyName: '株式会社 エーサロン' },
      after: { companyName: '株式会社エーサロン本店' },
    });
    expect(await p.verify('info@salon-a.example.jp', '株式会社エーサロン')).toBe('partner_mismatch');
    expect(await p.verify('info@salon-a.example.jp', '株式会社 エーサロン 本店')).toBe('code_sent');
  });

  it('removes an account with a reason, once: ten parallel removals, one 200 and one audit entry', async () => {
    const audits = await p.auditCount('partner.delete');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => p.call('delete', `/admin/partners/${KEY_A}`).send({ reason: '解約のため' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(await p.auditCount('partner.delete')).toBe(audits + 1);
    expect((await p.list()).total).toBe(26);
    expect(await p.verify('info@salon-a.example.jp', '株式会社エーサロン')).toBe('partner_mismatch');
    const [entry] = (await p.call('get', `/admin/audit?targetId=${KEY_A}&action=partner.delete`).expect(200)).body.items;
    expect(entry).toMatchObject({ reason: '解約のため', before: { email: 'info@salon-a.example.jp' }, after: null });
  });

  it('bad input is a 400, an unknown or malformed key a 404, and nothing changes', async () => {
    const before = await p.directory();
    const audits = await p.auditCount();
    for (const body of [
      {},
      { companyName: '' },
      { companyName: '   ' },
      { companyName: 5 },
      { companyName: 'a'.repeat(201) },
      { companyName: '改行\nあり' },
      { companyName: 'ok', extra: true },
      { companyName: 'ok', reason: 'r'.repeat(501) },
      JSON.parse('{"__proto__": {"admin": true}, "companyName": "x"}'),
    ]) {
      await p.call('put', `/admin/partners/${KEY_A}`).send(body).expect(400);
    }
    for (const body of [{}, { reason: '' }, { reason: 3 }, { reason: 'x'.repeat(501) }, { reason: 'ok', more: 1 }]) {
      await p.call('delete', `/admin/partners/${KEY_A}`).send(body).expect(400);
    }
    await p.call('put', '/admin/partners/nobody_40example_2Ejp').send({ companyName: 'X' }).expect(404);
    await p.call('delete', '/admin/partners/nobody_40example_2Ejp').send({ reason: 'x' }).expect(404);
    await p.call('put', '/admin/partners/a%40b.jp').send({ companyName: 'X' }).expect(404);
    await p.call('delete', '/admin/partners/..').send({ reason: 'x' }).expect(404);
    expect(await p.directory()).toEqual(before);
    expect(await p.auditCount()).toBe(audits);
  });
});
