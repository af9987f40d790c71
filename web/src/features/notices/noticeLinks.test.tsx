/**
 * A notice's body shows its URLs as links opened outside the app (a 納品 message, an admin's
 * お知らせ), above the card's own link to its screen and never inside it; a javascript: "URL"
 * stays text. The card still opens its screen and marks the notice read.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Notice } from '@common/notices';
import { system } from '../../components/theme/system';
import { NoticeItem } from './NoticeItem';

const URL = 'https://example.jp/share/soleil/2026-spring-hair-catalogue-download-page';

const notice = (more: Partial<Notice>): Notice => ({
  id: 'n1',
  kind: 'delivered',
  title: '納品されました。内容をご確認ください',
  body: `「スタイル撮影」\nデータはこちら：${URL}`,
  path: '/client/project-managements/c1',
  createdAt: '2026-11-20T03:00:00.000Z',
  readAt: null,
  ...more,
});

function item(n: Notice, onOpen = jest.fn()) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <NoticeItem notice={n} onOpen={onOpen} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return screen.getByTestId('notice');
}

describe('a notice’s body', () => {
  it('shows its URL as a link opened outside the app, beside (not inside) the card’s link', () => {
    const onOpen = jest.fn();
    const card = item(notice({}), onOpen);
    const url = within(card).getByRole('link', { name: URL });
    expect(url.getAttribute('href')).toBe(URL);
    expect(url.getAttribute('target')).toBe('_blank');
    expect(url.getAttribute('rel')).toBe('noopener noreferrer');
    expect(url.style.overflowWrap).toBe('anywhere');
    const open = within(card).getByRole('link', { name: /納品されました/ });
    expect(open.getAttribute('href')).toBe('/client/project-managements/c1');
    expect(open.contains(url)).toBe(false);
    expect(url.closest('a, button')).toBe(url);
    // The card's link is stretched over the card (its ::after, from the positioned card); the body's
    // link sits above it, so a tap on the URL opens the URL and a tap elsewhere the notice.
    expect(getComputedStyle(card).position).toBe('relative');
    expect(getComputedStyle(open).display).toBe('inline');
    expect(getComputedStyle(url).position).toBe('relative');
    expect(getComputedStyle(url).zIndex).toBe('1');
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('an admin notice without a screen: its link is still a link, the card a button', () => {
    const card = item(notice({ kind: 'admin', path: 'https://evil.example/x', body: `メンテナンスの詳細：${URL}` }));
    expect(within(card).getByRole('button', { name: /納品されました/ })).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(URL);
    expect(within(card).getByRole('link').closest('button')).toBeNull();
  });

  it('keeps a javascript: "URL" as text', () => {
    const card = item(notice({ body: '「スタイル撮影」\njavascript:alert(1)' }));
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(card.textContent).toContain('javascript:alert(1)');
  });
});
