/**
 * LinkifiedText, the one way text becomes links (chat, system messages, the contract page,
 * お知らせ): only http(s) URLs, each opened outside the app; the rest stays text, never HTML.
 */
import { render } from '@testing-library/react';
import { LinkifiedText } from './LinkifiedText';

function show(text: string) {
  const { container } = render(
    <p>
      <LinkifiedText text={text} />
    </p>,
  );
  const p = container.querySelector('p')!;
  return { p, links: [...p.querySelectorAll('a')] };
}

describe('LinkifiedText', () => {
  it('makes each http(s) URL a safe link and keeps the text around it', () => {
    const { p, links } = show('写真：https://example.jp/a?b=1#c\n予備：http://example.com/x');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.jp/a?b=1#c', 'http://example.com/x']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.style.overflowWrap).toBe('anywhere');
    }
    expect(p.textContent).toBe('写真：https://example.jp/a?b=1#c\n予備：http://example.com/x');
  });

  it('ends a URL at Japanese brackets and punctuation, and before a sentence’s full stop', () => {
    const { p, links } = show('「https://example.jp/a」をご覧ください。https://example.jp/b。Also https://example.jp/c.');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.jp/a',
      'https://example.jp/b',
      'https://example.jp/c',
    ]);
    expect(p.textContent).toBe('「https://example.jp/a」をご覧ください。https://example.jp/b。Also https://example.jp/c.');
  });

  it('leaves javascript:, data: and other schemes, and HTML, as text', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> ftp://example.jp <a href="https:">x</a> https://';
    const { p, links } = show(text);
    expect(links).toEqual([]);
    expect(p.textContent).toBe(text);
    expect(p.querySelector('b')).toBeNull();
  });
});
