/** The information texts: names come from configuration, articles are numbered without gaps. */
import { contactBody, contactDocument } from './content/contact';
import { policyDocument } from './content/policy';
import { termsDocument } from './content/terms';
import { EFFECTIVE_DATE, mailtoHref, type Block, type Brand, type InfoDocument, type Rich } from './model';

const brand: Brand = {
  serviceName: 'テストワークス',
  partnerName: 'テストマーケット',
  partnerAdminUrl: 'https://partner.test/admin',
  supportEmail: 'help@test.example',
  officialAccountUrl: 'https://lin.ee/test',
};

const richText = (r: Rich): string => (typeof r === 'string' ? r : r.map((p) => (typeof p === 'string' ? p : p.text)).join(''));

function blockText(b: Block): string {
  switch (b.kind) {
    case 'text':
      return richText(b.text);
    case 'list':
      return b.items
        .map((i) =>
          typeof i === 'object' && !Array.isArray(i) && 'text' in i
            ? [richText(i.text), ...(i.items ?? []).map(richText)].join('\n')
            : richText(i as Rich),
        )
        .join('\n');
    case 'action':
      return `${b.label}\n${b.note ?? ''}`;
    case 'facts':
      return b.rows.map((r) => `${r.label}${richText(r.value)}`).join('\n');
    case 'faq':
      return b.entries.map((e) => [e.question, ...e.answer.map(richText)].join('\n')).join('\n');
  }
}

const allText = (doc: InfoDocument) =>
  [
    doc.title,
    doc.meta ?? '',
    ...(doc.lead ?? []).map(richText),
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]),
    ...(doc.closing ?? []),
  ].join('\n');

const hrefs = (doc: InfoDocument): string[] =>
  doc.sections.flatMap((s) =>
    s.blocks.flatMap((b) => {
      const fromRich = (r: Rich) => (typeof r === 'string' ? [] : r.flatMap((p) => (typeof p === 'string' ? [] : [p.href])));
      if (b.kind === 'action') return [b.href];
      if (b.kind === 'facts') return b.rows.flatMap((r) => fromRich(r.value));
      if (b.kind === 'faq') return b.entries.flatMap((e) => e.answer.flatMap(fromRich));
      if (b.kind === 'text') return fromRich(b.text);
      return [];
    }),
  );

describe('利用規約', () => {
  const doc = termsDocument(brand);

  it('numbers its articles 第1条… in order, starting with 目的, ending with 準拠法・管轄', () => {
    doc.sections.forEach((s, i) => expect(s.heading.startsWith(`第${i + 1}条（`)).toBe(true));
    expect(doc.sections[0].heading).toBe('第1条（目的）');
    expect(doc.sections.at(-1)?.heading).toBe(`第${doc.sections.length}条（準拠法・管轄）`);
    for (const title of [
      '定義',
      '利用登録と認証',
      '発注者の責任',
      '受注者の責任',
      '禁止事項',
      '報酬と支払い（仮払い・検収・手数料）',
      'キャンセル',
      '知的財産権',
      '免責',
      '規約の変更',
    ]) {
      expect(doc.sections.some((s) => s.heading.endsWith(`（${title}）`))).toBe(true);
    }
  });

  it('refers to the article on direct dealing by its real number', () => {
    const text = allText(doc);
    const ref = /第(\d+)条に定める直接取引/.exec(text);
    expect(ref).not.toBeNull();
    expect(doc.sections[Number(ref![1]) - 1].heading).toBe(`第${ref![1]}条（直接取引の禁止）`);
  });

  it('names the service and the partner from configuration and states the effective date', () => {
    const text = allText(doc);
    expect(text).toContain('「テストワークス」');
    expect(text).toContain('テストマーケット');
    expect(text).toContain('help@test.example');
    expect(text).not.toMatch(/サロンワークス|サロンマーケット/);
    expect(doc.meta).toBe(`制定日：${EFFECTIVE_DATE}`);
    expect(EFFECTIVE_DATE).toBe('2026年11月1日');
  });
});

describe('プライバシーポリシー', () => {
  const doc = policyDocument(brand);
  const text = allText(doc);

  it('lists the data collected, third parties, retention and the contact desk', () => {
    for (const s of [
      'LINEの表示名',
      'プロフィール画像',
      'ユーザーID',
      'テストマーケットの管理画面マイページに表示されているメールアドレスおよび会社名',
      'Stripe',
      'LINEヤフー株式会社',
      '保存期間',
      'お問い合わせ窓口',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toMatch(/サロンワークス|サロンマーケット/);
  });

  it('links to the support mailbox and the official account', () => {
    const links = hrefs(doc);
    expect(links.some((h) => h.startsWith('mailto:help@test.example?subject='))).toBe(true);
    expect(links).toContain('https://lin.ee/test');
  });
});

describe('お問い合わせ', () => {
  it('prefills the e-mail with the service, the side and the LINE name', () => {
    const doc = contactDocument({ brand, side: 'worker', displayName: '山田 太郎' });
    const mail = hrefs(doc).find((h) => h.startsWith('mailto:'))!;
    const url = new URL(mail);
    expect(url.pathname).toBe('help@test.example');
    expect(url.searchParams.get('subject')).toBe('【テストワークス】お問い合わせ（受注者）');
    expect(url.searchParams.get('body')).toBe(contactBody({ side: 'worker', displayName: '山田 太郎' }).replace(/\n/g, '\r\n'));
    expect(url.searchParams.get('body')).toContain('LINEの表示名：山田 太郎');
  });

  it('answers the common questions, money questions first for the side they concern', () => {
    const questions = (side: 'client' | 'worker') =>
      contactDocument({ brand, side }).sections.flatMap((s) =>
        s.blocks.flatMap((b) => (b.kind === 'faq' ? b.entries.map((e) => e.question) : [])),
      );
    expect(questions('worker')).toEqual([
      '認証できません',
      '報酬はいつ受け取れますか',
      '仮払いした代金はどうなりますか',
      '退会したい',
    ]);
    expect(questions('client')).toEqual([
      '認証できません',
      '仮払いした代金はどうなりますか',
      '報酬はいつ受け取れますか',
      '退会したい',
    ]);
  });

  it('opens the official account and the partner admin page in a new tab', () => {
    const doc = contactDocument({ brand, side: 'client' });
    const externalIn = (r: Rich) =>
      typeof r === 'string' ? [] : r.flatMap((p) => (typeof p !== 'string' && p.external ? [p.href] : []));
    const external = doc.sections.flatMap((s) =>
      s.blocks.flatMap((b) => {
        if (b.kind === 'action') return b.external ? [b.href] : [];
        if (b.kind === 'faq') return b.entries.flatMap((e) => e.answer.flatMap(externalIn));
        return [];
      }),
    );
    expect(external).toEqual(['https://lin.ee/test', 'https://partner.test/admin']);
  });
});

describe('mailtoHref', () => {
  it('encodes Japanese text and CRLF line breaks', () => {
    expect(mailtoHref('a@b.jp', '件名', 'x\ny')).toBe(`mailto:a@b.jp?subject=${encodeURIComponent('件名')}&body=x%0D%0Ay`);
  });
});
