/** The information texts (Markdown in content/): names come from configuration, articles are numbered without gaps. */
import { Lexer, type Token, type Tokens } from 'marked';
import { contactBody, contactMarkdown } from './content/contact';
import { policyMarkdown } from './content/policy';
import { termsMarkdown } from './content/terms';
import { EFFECTIVE_DATE, fillPlaceholders, mailtoHref, type Brand } from './model';
import { childrenOf, outlineOf, plainText, unescape } from './outline';

const brand: Brand = {
  serviceName: 'テストワークス',
  partnerName: 'テストマーケット',
  partnerAdminUrl: 'https://partner.test/admin',
  supportEmail: 'help@test.example',
  officialAccountUrl: 'https://lin.ee/test',
};

/** Every token of a text, depth first (list items and inline tokens included). */
function tokensOf(markdown: string): Token[] {
  const all: Token[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const t of tokens) {
      all.push(t);
      if (t.type === 'list') walk((t as Tokens.List).items);
      const children = childrenOf(t);
      if (children) walk(children);
    }
  };
  walk(Lexer.lex(markdown, { gfm: false }));
  return all;
}

const allText = (markdown: string) =>
  tokensOf(markdown)
    .flatMap((t) => {
      const text = (t as { text?: unknown }).text;
      return !childrenOf(t) && t.type !== 'list' && typeof text === 'string' ? [unescape(text)] : [];
    })
    .join('\n');

const linksOf = (markdown: string) =>
  tokensOf(markdown)
    .filter((t): t is Tokens.Link => t.type === 'link')
    .map((l) => ({ href: l.href, text: plainText(l.tokens) }));

describe('利用規約', () => {
  const markdown = termsMarkdown(brand);
  const doc = outlineOf(markdown);

  it('numbers its articles 第1条… in order, starting with 目的, ending with 準拠法・管轄', () => {
    expect(doc.sections.length).toBeGreaterThan(10);
    doc.sections.forEach((s, i) => {
      expect(s.heading.startsWith(`第${i + 1}条（`)).toBe(true);
      expect(s.id).toBe(`article-${i + 1}`);
    });
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
    const ref = /第(\d+)条に定める直接取引/.exec(allText(markdown));
    expect(ref).not.toBeNull();
    expect(doc.sections[Number(ref![1]) - 1].heading).toBe(`第${ref![1]}条（直接取引の禁止）`);
  });

  it('names the service and the partner from configuration and states the effective date', () => {
    const text = allText(markdown);
    expect(text).toContain('「テストワークス」');
    expect(text).toContain('テストマーケット');
    expect(text).toContain('help@test.example');
    expect(text).not.toMatch(/サロンワークス|サロンマーケット/);
    expect(plainText(doc.meta)).toBe(`制定日：${EFFECTIVE_DATE}`);
    expect(EFFECTIVE_DATE).toBe('2026年11月1日');
    expect(doc.closing.map((t) => plainText(childrenOf(t)))).toEqual([
      '附則',
      `本規約は、${EFFECTIVE_DATE}から施行します。`,
      '以上',
    ]);
  });

  it('has no links: the support address in 退会 is plain text', () => {
    expect(linksOf(markdown)).toEqual([]);
  });
});

describe('プライバシーポリシー', () => {
  const markdown = policyMarkdown(brand);
  const text = allText(markdown);

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
    const hrefs = linksOf(markdown).map((l) => l.href);
    expect(hrefs).toEqual([mailtoHref('help@test.example', '【テストワークス】個人情報の取扱いについて'), 'https://lin.ee/test']);
  });
});

describe('お問い合わせ', () => {
  it('prefills the e-mail with the service, the side and the LINE name', () => {
    const mails = linksOf(contactMarkdown({ brand, side: 'worker', displayName: '山田 太郎' })).filter((l) =>
      l.href.startsWith('mailto:'),
    );
    // The button, the address row and two answers: all the same prefilled message.
    expect(mails.map((l) => l.text)).toEqual([
      'メールで問い合わせる',
      'help@test.example',
      'help@test.example',
      'help@test.example',
    ]);
    expect(new Set(mails.map((l) => l.href)).size).toBe(1);
    const url = new URL(mails[0].href);
    expect(url.pathname).toBe('help@test.example');
    expect(url.searchParams.get('subject')).toBe('【テストワークス】お問い合わせ（受注者）');
    expect(url.searchParams.get('body')).toBe(contactBody({ side: 'worker', displayName: '山田 太郎' }).replace(/\n/g, '\r\n'));
    expect(url.searchParams.get('body')).toContain('LINEの表示名：山田 太郎');
  });

  it('answers the common questions, money questions first for the side they concern', () => {
    const questions = (side: 'client' | 'worker') =>
      outlineOf(contactMarkdown({ brand, side })).sections.flatMap((s) =>
        s.blocks.flatMap((b) => (b.type === 'heading' && b.depth === 3 ? [plainText(childrenOf(b))] : [])),
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

  it('links the official account and the partner admin page (they open in a new tab: http links)', () => {
    const external = linksOf(contactMarkdown({ brand, side: 'client' })).filter((l) => /^https?:/.test(l.href));
    expect(external.map((l) => l.href)).toEqual(['https://lin.ee/test', 'https://partner.test/admin']);
  });
});

describe('fillPlaceholders', () => {
  it('fills every {name} and refuses a name it has no value for', () => {
    expect(fillPlaceholders('「{a}」と{a}、{b}', { a: 'x', b: 'y' })).toBe('「x」とx、y');
    expect(() => fillPlaceholders('{missing}', { a: 'x' })).toThrow('{missing}');
    expect(() => fillPlaceholders('{toString}', {})).toThrow('{toString}');
  });
});

describe('mailtoHref', () => {
  it('encodes Japanese text and CRLF line breaks', () => {
    expect(mailtoHref('a@b.jp', '件名', 'x\ny')).toBe(`mailto:a@b.jp?subject=${encodeURIComponent('件名')}&body=x%0D%0Ay`);
  });
});
