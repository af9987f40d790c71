/**
 * Importing the partner directory (docs/product/admin.md#partner-directory): the preview lists exactly
 * what would be added, changed and removed and every invalid line, and changes nothing; apply makes
 * the file the directory at once, once (ten parallel calls: one apply, one audit entry), and is
 * refused when the directory changed since the preview or the file has an invalid line; salon
 * verification sees the new directory right after.
 */
import type { PartnerImportPreview, PartnerImportResult } from '@common/partners';
import { describeApi } from '../support/harness';
import { createPartnerApp, csv, type PartnerApp } from './support';

const BASE = csv('a@example.jp,サロンA', 'b@example.jp,サロンB', 'c@example.jp,サロンC');

describeApi('partner directory import', () => {
  let p: PartnerApp;

  beforeAll(async () => {
    p = await createPartnerApp();
  }, 60_000);
  afterAll(() => p.t.close());
  beforeEach(async () => {
    await p.replace(BASE);
  });

  it('the preview lists added, changed, removed and unchanged exactly, and changes nothing', async () => {
    const before = await p.directory();
    const audits = await p.auditCount();
    const preview = await p.preview(csv('A@Example.jp,サロンA', 'b@example.jp,サロンB 本店', 'd@example.jp,サロンD'));
    expect(preview.added).toEqual([{ key: 'd_40example_2Ejp', email: 'd@example.jp', companyName: 'サロンD' }]);
    // In the file's order; an address written differently (case) is the same account, shown as changed.
    expect(preview.changed).toEqual([
      {
        key: 'a_40example_2Ejp',
        email: 'A@Example.jp',
        before: { email: 'a@example.jp', companyName: 'サロンA' },
        after: { email: 'A@Example.jp', companyName: 'サロンA' },
      },
      {
        key: 'b_40example_2Ejp',
        email: 'b@example.jp',
        before: { email: 'b@example.jp', companyName: 'サロンB' },
        after: { email: 'b@example.jp', companyName: 'サロンB 本店' },
      },
    ]);
    expect(preview.removed).toEqual([{ key: 'c_40example_2Ejp', email: 'c@example.jp', companyName: 'サロンC' }]);
    expect(preview.invalid).toEqual([]);
    expect(preview.counts).toEqual({ current: 3, file: 3, added: 1, changed: 2, removed: 1, unchanged: 0, invalid: 0 });
    expect(preview.token).toEqual(expect.any(String));
    expect(await p.directory()).toEqual(before);
    expect(await p.auditCount()).toBe(audits);
    expect(await p.verify('d@example.jp', 'サロンD')).toBe('partner_mismatch');
  });

  it('apply makes the file the directory, writes one audit entry, and verification sees it at once', async () => {
    const preview = await p.preview(csv('a@example.jp,サロンA', 'b@example.jp,サロンB 本店', 'd@example.jp,サロンD'));
    const audits = await p.auditCount('partners.import');
    const res = await p.call('post', '/admin/partners/import/apply').send({ token: preview.token }).expect(200);
    expect(res.body).toMatchObject({
      token: preview.token,
      alreadyApplied: false,
      counts: { added: 1, changed: 1, removed: 1, total: 3 },
    });
    expect(await p.directory()).toEqual({ 'a@example.jp': 'サロンA', 'b@example.jp': 'サロンB 本店', 'd@example.jp': 'サロンD' });
    expect(await p.auditCount('partners.import')).toBe(audits + 1);
    const [entry] = (await p.call('get', `/admin/audit?targetId=${preview.token}`).expect(200)).body.items;
    expect(entry).toMatchObject({
      adminId: p.adminId,
      action: 'partners.import',
      target: { kind: 'partnerDirectory', id: preview.token },
      before: { total: 3 },
      after: { total: 3, added: 1, changed: 1, removed: 1 },
    });
    expect(await p.verify('d@example.jp', 'サロンD')).toBe('code_sent');
    expect(await p.verify('c@example.jp', 'サロンC')).toBe('partner_mismatch');
    expect(await p.verify('b@example.jp', 'サロンB')).toBe('partner_mismatch');
    expect(await p.verify('b@example.jp', 'サロンB本店')).toBe('code_sent');
  });

  it('a file with one invalid line gets no token: nothing can be applied, nothing changes', async () => {
    const before = await p.directory();
    const file = [
      '\uFEFFemail,companyName',
      'ok@example.jp,正しいサロン',
      'not-an-email,サロンX',
      'y@example.jp,',
      'ok@example.jp,二度目',
      'z@example.jp,"閉じていない',
      'w@example.jp,サロンW,余分',
      'g@example.jp,\uFFFD\uFFFDサロン',
      '',
      '"q@example.jp","株式会社 ""Q"", 本店"',
    ].join('\r\n');
    const preview = await p.preview(file);
    expect(preview.token).toBeNull();
    expect(preview.invalid.map((l) => [l.line, l.reason])).toEqual([
      [3, 'メールアドレスの形式が正しくありません'],
      [4, '会社名がありません'],
      [5, 'メールアドレスが2行目と重複しています'],
      [6, '引用符（"）の対応が正しくありません'],
      [7, '列の数が正しくありません（メールアドレス,会社名 の2列にしてください）'],
      [8, '文字化けしています。UTF-8（またはShift_JIS）で保存したファイルを使ってください'],
    ]);
    expect(preview.invalid[0].text).toBe('not-an-email,サロンX');
    expect(preview.added.map((r) => [r.email, r.companyName])).toEqual([
      ['ok@example.jp', '正しいサロン'],
      ['q@example.jp', '株式会社 "Q", 本店'],
    ]);
    expect(preview.counts).toMatchObject({ file: 2, invalid: 6, removed: 3 });
    await p.call('post', '/admin/partners/import/apply').send({ token: preview.token }).expect(400);
    expect(await p.directory()).toEqual(before);
  });

  it('a wrong header makes no line an account', async () => {
    const preview = await p.preview('mail,company\na@example.jp,サロンA');
    expect(preview.token).toBeNull();
    expect(preview.invalid).toEqual([
      { line: 1, text: 'mail,company', reason: '1行目は見出し「email,companyName」にしてください' },
    ]);
    expect(preview.counts).toMatchObject({ file: 0, added: 0, removed: 0 });
  });

  it('a change to the directory after the preview makes apply a 409 and changes nothing', async () => {
    const preview = await p.preview(csv('a@example.jp,サロンA', 'e@example.jp,サロンE'));
    await p.call('put', '/admin/partners/b_40example_2Ejp').send({ companyName: 'サロンB改' }).expect(200);
    const before = await p.directory();
    const res = await p.call('post', '/admin/partners/import/apply').send({ token: preview.token }).expect(409);
    expect(res.body.error.message).toBe('ディレクトリが更新されました。もう一度プレビューしてください');
    expect(await p.directory()).toEqual(before);

    // Two previews of one revision: the first applied, the second is refused.
    const one = await p.preview(csv('a@example.jp,サロンA'));
    const two = await p.preview(csv('b@example.jp,サロンB'));
    await p.call('post', '/admin/partners/import/apply').send({ token: one.token }).expect(200);
    await p.call('post', '/admin/partners/import/apply').send({ token: two.token }).expect(409);
    expect(await p.directory()).toEqual({ 'a@example.jp': 'サロンA' });
  });

  it('ten parallel applies of one token apply once with one audit entry; a repeat answers the same', async () => {
    const preview = await p.preview(csv('p@example.jp,サロンP', 'a@example.jp,サロンA'));
    const audits = await p.auditCount('partners.import');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => p.call('post', '/admin/partners/import/apply').send({ token: preview.token })),
    );
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(ok.filter((r) => !(r.body as PartnerImportResult).alreadyApplied)).toHaveLength(1);
    expect(await p.auditCount('partners.import')).toBe(audits + 1);
    const again = await p.call('post', '/admin/partners/import/apply').send({ token: preview.token }).expect(200);
    expect(again.body).toMatchObject({ alreadyApplied: true, revision: (ok[0].body as PartnerImportResult).revision });
    expect(await p.auditCount('partners.import')).toBe(audits + 1);
    expect(await p.directory()).toEqual({ 'a@example.jp': 'サロンA', 'p@example.jp': 'サロンP' });
  });

  it('a directory larger than one transaction is applied whole, and the previous version is removed', async () => {
    const lines = Array.from({ length: 1203 }, (_, i) => `s${i}@example.jp,サロン${i}`);
    // More than the 32 KB JSON body holds: sent as text/csv.
    const res = await p
      .call('post', '/admin/partners/import/preview')
      .set('Content-Type', 'text/csv')
      .send(Buffer.from(csv(...lines), 'utf8'))
      .expect(200);
    const preview = res.body as PartnerImportPreview;
    expect(preview.counts).toMatchObject({ file: 1203, added: 1203, removed: 3 });
    await p.call('post', '/admin/partners/import/apply').send({ token: preview.token }).expect(200);
    const page = await p.list();
    expect(page.total).toBe(1203);
    expect(await p.verify('s1202@example.jp', 'サロン1202')).toBe('code_sent');
    const versions = new Set((await p.t.store.queryGroup<{ key: string }>('salons')).map((d) => d.path.split('/')[1]));
    expect(versions.size).toBe(1);
  });

  it('a raw text/csv upload (Shift_JIS too) is previewed like the JSON one', async () => {
    const sjis = Buffer.concat([
      Buffer.from('email,companyName\r\nk@example.jp,', 'ascii'),
      Buffer.from([0x83, 0x54, 0x83, 0x8d, 0x83, 0x93]), // サロン
      Buffer.from('\r\n', 'ascii'),
    ]);
    const res = await p.call('post', '/admin/partners/import/preview').set('Content-Type', 'text/csv').send(sjis).expect(200);
    const preview = res.body as PartnerImportPreview;
    expect(preview.encoding).toBe('shift_jis');
    expect(preview.added).toEqual([{ key: 'k_40example_2Ejp', email: 'k@example.jp', companyName: 'サロン' }]);
    const utf8 = await p
      .call('post', '/admin/partners/import/preview')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .send(Buffer.from(`\uFEFF${csv('a@example.jp,サロンA')}`, 'utf8'))
      .expect(200);
    expect(utf8.body).toMatchObject({ encoding: 'utf-8', counts: { unchanged: 1, removed: 2 } });
    // Bytes that are neither UTF-8 nor Shift_JIS.
    await p
      .call('post', '/admin/partners/import/preview')
      .set('Content-Type', 'text/csv')
      .send(Buffer.from([0x65, 0x6d, 0xff, 0xfe, 0x80]))
      .expect(400);
    await p
      .call('post', '/admin/partners/import/preview')
      .set('Content-Type', 'text/csv; charset=latin1')
      .send(Buffer.from('email,companyName\n'))
      .expect(415);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0x61);
    await p.call('post', '/admin/partners/import/preview').set('Content-Type', 'text/csv').send(big).expect(413);
  });

  it('bad input is a 400 and changes nothing', async () => {
    const before = await p.directory();
    const previews = (await p.t.store.query('partnerImports')).length;
    const bad: unknown[] = [
      {},
      { csv: 12 },
      { csv: '' },
      { csv: 'email,companyName\n' },
      { csv: BASE, extra: 1 },
      JSON.parse('{"__proto__": {"x": 1}, "csv": "email,companyName\\na@example.jp,A"}'),
      ['email,companyName'],
    ];
    for (const body of bad)
      await p
        .call('post', '/admin/partners/import/preview')
        .send(body as object)
        .expect(400);
    for (const body of [{}, { token: 5 }, { token: '../x' }, { token: 'a'.repeat(200) }, { token: 'x', more: 1 }]) {
      await p.call('post', '/admin/partners/import/apply').send(body).expect(400);
    }
    await p.call('post', '/admin/partners/import/apply').send({ token: 'unknownToken123' }).expect(404);
    expect((await p.t.store.query('partnerImports')).length).toBe(previews);
    expect(await p.directory()).toEqual(before);
  });
});
