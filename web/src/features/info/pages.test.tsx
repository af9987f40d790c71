/** The three information pages as rendered: headings, the table of contents and its anchors, links. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../components/theme/system';
import type { InfoContext } from './model';
import ContactPage from './ContactPage';
import PolicyPage from './PolicyPage';
import TermsPage from './TermsPage';

const context: InfoContext = {
  brand: {
    serviceName: 'テストワークス',
    partnerName: 'テストマーケット',
    partnerAdminUrl: 'https://partner.test/admin',
    supportEmail: 'help@test.example',
    officialAccountUrl: 'https://lin.ee/test',
  },
  side: 'worker',
  displayName: '山田 太郎',
};
jest.mock('./useInfoContext', () => ({ useInfoContext: () => context }));

const scrollIntoView = jest.fn();
beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

function show(Page: ComponentType) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const sections = () => screen.getAllByRole('heading', { level: 2 });

describe.each([
  ['利用規約', TermsPage, true],
  ['プライバシーポリシー', PolicyPage, true],
  ['お問い合わせ', ContactPage, false],
] as const)('%s', (title, Page, hasToc) => {
  it('renders its title, its sections with unique ids and the way back to my page', () => {
    show(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title}｜テストワークス`);
    const ids = sections().map((h) => h.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids.every((id) => /^[\w-]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByRole('link', { name: 'マイページ' }).getAttribute('href')).toBe('/worker/mypage');
    // Every placeholder was filled in.
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it(
    hasToc ? 'lists every section in its table of contents, each link jumping to its heading' : 'has no table of contents',
    () => {
      show(Page);
      if (!hasToc) {
        expect(screen.queryByRole('navigation', { name: '目次' })).toBeNull();
        return;
      }
      const links = within(screen.getByRole('navigation', { name: '目次' })).getAllByRole('link');
      expect(links.map((a) => a.textContent)).toEqual(sections().map((h) => h.textContent));
      for (const link of links) {
        const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
        expect(target?.tagName).toBe('H2');
        expect(target?.textContent).toBe(link.textContent);
      }
      // A jump scrolls to the heading and focuses it, without following the hash.
      const last = links.at(-1)!;
      scrollIntoView.mockClear();
      expect(fireEvent.click(last)).toBe(false);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(document.getElementById(last.getAttribute('href')!.slice(1)));
    },
  );
});

describe('利用規約 in detail', () => {
  it('numbers articles, items "(1)" and clauses "1.", and closes with 以上', () => {
    show(TermsPage);
    sections().forEach((h, i) => {
      expect(h.id).toBe(`article-${i + 1}`);
      expect(h.textContent?.startsWith(`第${i + 1}条（`)).toBe(true);
    });
    expect(screen.getByText('制定日：2026年11月1日')).toBeTruthy();
    const definitions = document.getElementById('article-2')!.closest('section')!;
    expect(within(definitions).getAllByRole('listitem')[0].textContent).toMatch(/^\(1\)「利用者」とは/);
    const registration = document.getElementById('article-3')!.closest('section')!;
    expect(within(registration).getAllByRole('listitem')[1].textContent).toMatch(
      /^2\.利用者は、本サービスの利用開始時に、テストマーケットの/,
    );
    expect(screen.getByText('以上')).toBeTruthy();
  });
});

describe('プライバシーポリシー in detail', () => {
  it('nests items under items and names the contact desk with links', () => {
    show(PolicyPage);
    const collect = document.getElementById('collect')!.closest('section')!;
    const first = within(collect).getAllByRole('listitem')[0];
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['(1)LINEの表示名', '(2)プロフィール画像', '(3)ユーザーID（本サービス内で利用者を識別するための番号）']);
    const desk = document.getElementById('contact')!.closest('section')!;
    expect(within(desk).getByText('窓口').tagName).toBe('DT');
    const mail = within(desk).getByRole('link', { name: 'help@test.example' });
    expect(mail.getAttribute('href')).toBe(
      `mailto:help@test.example?subject=${encodeURIComponent('【テストワークス】個人情報の取扱いについて')}`,
    );
    const line = within(desk).getByRole('link', { name: /テストワークス 公式アカウント/ });
    expect(line.getAttribute('href')).toBe('https://lin.ee/test');
    expect(line.getAttribute('target')).toBe('_blank');
  });
});

describe('お問い合わせ in detail', () => {
  it('opens the same prefilled e-mail from the button and the address, the LINE account in a new tab, and answers questions', () => {
    show(ContactPage);
    const button = screen.getByTestId('contact-mail');
    expect(button.textContent).toBe('メールで問い合わせる');
    const href = button.getAttribute('href')!;
    expect(new URL(href).searchParams.get('subject')).toBe('【テストワークス】お問い合わせ（受注者）');
    expect(new URL(href).searchParams.get('body')).toContain('LINEの表示名：山田 太郎');
    for (const a of screen.getAllByRole('link', { name: 'help@test.example' })) expect(a.getAttribute('href')).toBe(href);
    const line = screen.getByTestId('contact-line');
    expect(line.getAttribute('href')).toBe('https://lin.ee/test');
    expect(line.getAttribute('target')).toBe('_blank');
    expect(line.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /管理画面マイページ/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Q.認証できません',
      'Q.報酬はいつ受け取れますか',
      'Q.仮払いした代金はどうなりますか',
      'Q.退会したい',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: '退会したい' })).toBeTruthy();
    expect(screen.getByText('平日 10:00〜18:00（土日祝日・年末年始を除く）').tagName).toBe('DD');
  });
});
