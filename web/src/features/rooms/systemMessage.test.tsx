/**
 * A system message of the room: its URLs (a 納品 message, a reason on the lines after the event) are
 * links after 仮払い, as the chat's are, opened safely outside the app; a javascript: "URL" stays
 * text. One of several lines reads as left-aligned text; a one-line message stays centred.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { Message } from '@common/rooms';
import { system } from '../../components/theme/system';
import { MessageBubble } from './MessageBubble';
import { message } from './testing';

const DELIVERED = '受注者が納品しました。\nデータはこちら：https://example.jp/share/soleil-2026-spring-hair-catalogue';

function bubble(m: Message, linkify = true) {
  render(
    <ChakraProvider value={system}>
      <MessageBubble
        message={m}
        roomId="c1"
        own={false}
        other={{ userId: 'Uworker', name: '佐藤 健太', side: 'worker' }}
        showAvatar={false}
        read={false}
        linkify={linkify}
      />
    </ChakraProvider>,
  );
  return screen.getByTestId('system-message');
}

const system_ = (text: string) => message(1, { kind: 'system', senderId: null, text });

describe('a system message', () => {
  it('shows its URL as a link opened outside the app, the rest as text', () => {
    const box = bubble(system_(DELIVERED));
    const link = within(box).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.jp/share/soleil-2026-spring-hair-catalogue');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.style.overflowWrap).toBe('anywhere');
    expect(box.textContent).toContain('受注者が納品しました。\nデータはこちら：');
  });

  it('keeps a javascript: "URL" as text, and before 仮払い shows no link at all (as the chat)', () => {
    const box = bubble(system_('契約をキャンセルしました。\njavascript:alert(1) http://example.jp'), false);
    expect(within(box).queryByRole('link')).toBeNull();
    expect(box.textContent).toContain('javascript:alert(1) http://example.jp');
  });

  it('a javascript: "URL" stays text after 仮払い too', () => {
    const box = bubble(system_('修正を依頼しました。\njavascript:alert(document.cookie)'));
    expect(within(box).queryByRole('link')).toBeNull();
    expect(box.textContent).toContain('javascript:alert(document.cookie)');
  });

  it('of several lines reads left-aligned, with its line breaks', () => {
    const text = within(bubble(system_(DELIVERED))).getByText(/受注者が納品しました/);
    expect(getComputedStyle(text).textAlign).toBe('start');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(text.getAttribute('data-multiline')).toBe('true');
  });

  it('of one line stays centred', () => {
    const text = within(bubble(system_('仮払い（30,000円）が完了しました。'))).getByText(/仮払い/);
    expect(getComputedStyle(text).textAlign).toBe('center');
    expect(text.getAttribute('data-multiline')).toBeNull();
  });
});
