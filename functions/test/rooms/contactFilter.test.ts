/**
 * The contact filter of rooms before 仮払い (docs/product/validation.md#contact-filter): a pure
 * function, no emulator needed.
 */
import { EXTERNAL_HOSTS, findContact, hasContact, type ContactKind } from '../../src/features/rooms/contactFilter';

const kindOf = (text: string): ContactKind | null => findContact(text)?.kind ?? null;

describe('contact filter', () => {
  describe('phone numbers', () => {
    it.each([
      '090-1234-5678',
      '09012345678',
      '080 1234 5678',
      '070.1234.5678',
      '(090)1234-5678',
      '090 - 1234 - 5678',
      '０９０−１２３４−５６７８',
      '０９０ー１２３４ー５６７８',
      '０９０１２３４５６７８',
      '090―1234―5678',
      '+81 90 1234 5678',
      '+81-90-1234-5678',
      '+819012345678',
      '＋８１ ９０ １２３４ ５６７８',
      '+81 (0)90-1234-5678',
      '03-1234-5678',
      '(03)1234-5678',
      '0312345678',
      '06-6123-4567',
      '0466-12-3456',
      '0120-123-456',
      '0570-123-456',
      '0800-123-4567',
      '050-1234-5678',
      '0 9 0 1 2 3 4 5 6 7 8',
      '0-9-0-1-2-3-4-5-6-7-8',
      '電話は090-1234-5678です',
      'TEL:03-1234-5678',
      'tel:+81312345678',
      '連絡先\n090\n1234\n5678',
      '〒150-0001 渋谷区神宮前1-2-3 TEL 03-1234-5678',
    ])('refuses %j', (text) => {
      expect(kindOf(text)).toBe('phone');
    });

    it.each([
      '30,000円でお願いします',
      '報酬は¥30000です',
      '1,000,000円',
      '2026-11-23 10:00に伺います',
      '2026/11/23',
      '2026年11月23日',
      '10:00-18:00',
      '10:00〜18:00で撮影',
      '〒150-0001',
      '〒150-0001 東京都渋谷区神宮前1-2-3',
      '1-2-3',
      '撮影は3カット、納品は10枚です',
      '01/02 03/04 05/06',
      '01-02 03-04 05-06',
      '1 2 3 4 5 6 7 8 9 10',
      '4K 3840x2160、24fps',
      '0.5日 0.25日',
      'サイズは1080 1920です',
      'ISO 100 1/125 f2.8',
      '注文から7日以内',
      '2026-01-23 09:00',
    ])('allows %j', (text) => {
      expect(findContact(text)).toBeNull();
    });
  });

  describe('e-mail addresses', () => {
    it.each([
      'name@example.com',
      'first.last+salon@mail.example.co.jp',
      'NAME@EXAMPLE.COM',
      'name＠example.com',
      'ｎａｍｅ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      'name @ example.com',
      'name @ example . com',
      'name＠example。com',
      'name (at) example.com',
      'name（at）example.com',
      'name [at] example [dot] com',
      'name<at>example.com',
      'name【アット】example.com',
      'name at example dot com',
      'name アット example ドット com',
      'nameあっとexample.com',
      'name＠マークexample.com',
      'name@gmail',
      'メールはname@icloudです',
      'mailto:name@example.jp',
    ])('refuses %j', (text) => {
      expect(kindOf(text)).toBe('email');
    });

    it.each([
      '単価@500円です',
      '@3名まで',
      'coffee at starbucks',
      'meet at 10',
      'チャットでご連絡します',
      'atelierで撮影',
      'メールアドレスは後で',
      'ヘア・メイク',
    ])('allows %j', (text) => {
      expect(findContact(text)).toBeNull();
    });
  });

  describe('LINE ids', () => {
    it.each([
      'LINE IDを教えてください',
      'LINE ID: salon123',
      'ＬＩＮＥ　ＩＤ',
      'LINEID',
      'ライン ID',
      'ラインID教えて',
      'ﾗｲﾝID',
      'LINEのIDは',
      'LINE交換しませんか',
      'ラインを教えてください',
      'ID:salon_abc',
      'ID: sato.miyuki',
      'IDは sato123',
      'id=sato123',
      '@salon_abc',
      '追加してください @abc1234',
      '＠ｓａｌｏｎ',
      'https://line.me/R/ti/p/@abc',
      'line.me/ti/p/xyz',
      'https://page.line.me/abc',
      'https://lin.ee/abcd',
    ])('refuses %j', (text) => {
      expect(kindOf(text)).toBe('line');
    });

    it.each([
      'LINEで通知が来ました',
      'LINEの通知をオンにしました',
      'オンラインで打ち合わせしましょう',
      'online meeting',
      'guideline',
      'IDカードを持参します',
      'ID: 1234',
      'https://liff.line.me/1234567890-AbCdEfGh/client/messages/abc',
    ])('allows %j', (text) => {
      expect(findContact(text)).toBeNull();
    });
  });

  describe('other marketplaces and direct messages', () => {
    it.each([
      'https://coconala.com/users/123',
      'coconala.com で直接',
      'www.coconala.com',
      'ＣＯＣＯＮＡＬＡ．ＣＯＭ',
      'coconala dot com',
      'coconala。com',
      'https://www.lancers.jp/profile/abc',
      'crowdworks.jp/public/employees/1',
      'https://minimodel.jp/salon/1',
      'minimo.jp',
      'https://ig.me/m/sato_photo',
      'https://www.instagram.com/direct/t/123',
      'instagram.com/direct/inbox',
      'https://m.me/sato',
      'https://twitter.com/messages/123',
      'https://x.com/messages',
      'https://wa.me/819012345678',
      'https://t.me/sato',
      'https://discord.gg/abc',
      'https://www.chatwork.com/abc',
    ])('refuses %j', (text) => {
      expect(kindOf(text)).toBe('external');
    });

    it.each([
      'https://beauty.hotpepper.jp/slnH000123456/',
      'https://www.instagram.com/sato_photo/',
      'https://instagram.com/p/Cabc123/',
      'https://example.com/portfolio',
      'https://salon-lumiere.jp',
      'https://www.youtube.com/watch?v=abc',
      'ココナラで見ました',
      'directory.jp',
      'x.company.jp',
    ])('allows %j', (text) => {
      expect(findContact(text)).toBeNull();
    });

    it('lists each host once, in lower case', () => {
      expect(new Set(EXTERNAL_HOSTS).size).toBe(EXTERNAL_HOSTS.length);
      for (const h of EXTERNAL_HOSTS) expect(h).toBe(h.toLowerCase());
    });
  });

  describe('invisible characters and punctuation or symbols as separators', () => {
    const ZWSP = '\u200B';
    it.each([
      ['０９０/１２３４/５６７８', 'phone'],
      [`0 9 0 - 1 2 3 4 - 5 6 7 8`.split(' ').join(` ${ZWSP}`), 'phone'],
      [`0${ZWSP}9${ZWSP}0${ZWSP}1${ZWSP}2${ZWSP}3${ZWSP}4${ZWSP}5${ZWSP}6${ZWSP}7${ZWSP}8`, 'phone'],
      ['090\u00AD1234\u00AD5678', 'phone'],
      ['090\u20601234\u20605678', 'phone'],
      ['\uFEFF090\u200C1234\u200D5678', 'phone'],
      ['\u200E090-1234-5678\u200F', 'phone'],
      ['\u202E8765-4321-090\u202C', 'phone'],
      ['電話\u202E8765-4321-090', 'phone'],
      ['090*1234*5678', 'phone'],
      ['090、1234、5678', 'phone'],
      ['090，1234，5678', 'phone'],
      ['090→1234→5678', 'phone'],
      ['090・1234・5678', 'phone'],
      ['090~1234~5678', 'phone'],
      ['090 / 1234 / 5678', 'phone'],
      ['090:1234:5678', 'phone'],
      ['(090)1234/5678', 'phone'],
      ['03#1234#5678', 'phone'],
      ['090\u28001234\u28005678', 'phone'],
      ['0/9/0/1/2/3/4/5/6/7/8', 'phone'],
      ['0️⃣9️⃣0️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣', 'phone'],
      ['0̲9̲0̲-1̲2̲3̲4̲-5̲6̲7̲8̲', 'phone'],
      ['+81/90/1234/5678', 'phone'],
      ['+81 9 0 1 2 3 4 5 6 7 8', 'phone'],
      ['09,012,345,678', 'phone'],
      ['090 1,234,567', 'phone'],
      ['09:01 2345 678', 'phone'],
      ['092 2012/1/23', 'phone'],
      ['line→abc123', 'line'],
      ['LINE→satomiyuki', 'line'],
      ['LINE➡️sato123', 'line'],
      ['ＬＩＮＥ：ｓａｔｏ１２３', 'line'],
      ['LINE「sato_miyuki」', 'line'],
      ['LINE sato123', 'line'],
      ['LINE/sato.miyuki', 'line'],
      ['ライン→sato123', 'line'],
      ['ID→sato', 'line'],
      ['ID「satomiyuki」', 'line'],
      ['ID/sato123', 'line'],
      [`L${ZWSP}I${ZWSP}N${ZWSP}E ID`, 'line'],
      ['LINE・ID', 'line'],
      ['LINE／ID', 'line'],
      ['LINE・交換しましょう', 'line'],
      [`sato${ZWSP}@example.com`, 'email'],
      ['sato@example・com', 'email'],
      [`https://line${ZWSP}.me/R/ti/p/@abc`, 'line'],
    ])('%j -> %s', (text, kind) => {
      expect(kindOf(text)).toBe(kind);
    });

    it.each([
      '30,000円',
      '¥30,000〜¥50,000',
      '1,050,000〜2,050,000〜3,050,000円',
      '報酬 1,050,000 30000円',
      '10:05 12,000,000円',
      '2026/12/01',
      '2026/12/01 10:00',
      '2026/01/01〜2026/01/31',
      '2026.12.01〜2026.12.31',
      '2026-01-05・2026-01-06',
      '09:00 2026/01/15',
      '10:05 2026/01/15 撮影',
      '12/05〜12/06 3000円',
      '8/01 10:00 1000円',
      '10:00',
      '10:00/11:00/12:00/13:00',
      '09:00〜10:00、10:30〜11:30',
      '〒060-0001 10:00集合',
      '集合 09:00 〒150-0001',
      '1080×1920、3840*2160',
      '撮影 3/4/5日',
      'LINE・Instagram・Xで告知します',
      'SNS（LINE/Instagram）',
      'LINE WORKSで共有します',
      'LINE Payで払えますか',
      'LINEはiPhoneから見ています',
      'LINE: https://liff.line.me/1234567890-AbCdEfGh/client/messages/abc',
      'ID/PASSはアプリ内でお送りします',
      'IDカード、パスポート',
      'フェイスラインを教えてください',
      'ヘアライン・IDカード',
      'オンライン・ID連携',
      '家族写真👨‍👩‍👧です',
      '\u00ADソフトハイフン\u200Bと幅のない空白',
    ])('allows %j', (text) => {
      expect(findContact(text)).toBeNull();
    });
  });

  it('passes an ordinary conversation before payment', () => {
    const text = [
      'はじめまして、ヘアサロン ルミエールです。',
      '撮影は2026-11-23（月）10:00〜18:00、表参道店でお願いします。',
      '報酬は30,000円、納品は2026/11/30までに20カットです。',
      '〒150-0001 東京都渋谷区神宮前1-2-3 3F',
      '参考: https://beauty.hotpepper.jp/slnH000123456/ と https://www.instagram.com/salon_lumiere/',
      'よろしくお願いいたします！',
    ].join('\n');
    expect(findContact(text)).toBeNull();
  });

  it('answers quickly for the longest and most repetitive messages', () => {
    const inputs = [
      '1 '.repeat(1000),
      '0-'.repeat(1000),
      '0 '.repeat(1000),
      'a'.repeat(2000),
      'a.'.repeat(1000),
      'a@'.repeat(1000),
      ' '.repeat(2000),
      'a at '.repeat(400),
      '(at'.repeat(666),
      'ab-'.repeat(666),
      'line '.repeat(400),
      '@a'.repeat(1000),
      'id-'.repeat(666),
      'line→'.repeat(400),
      '1/'.repeat(1000),
      '1,000 '.repeat(333),
      '10:00 '.repeat(333),
      '\u200B0'.repeat(1000),
    ];
    for (const text of inputs) {
      const start = performance.now();
      hasContact(text);
      expect(performance.now() - start).toBeLessThan(200);
    }
  });
});
