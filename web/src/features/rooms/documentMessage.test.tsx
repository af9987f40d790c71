/**
 * A system message announcing a business document (the 発注書, docs/product/notifications.md#system-messages):
 * a link to the document on the reader's own side, before 仮払い too (it is the app's own page).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RoomParty } from '@common/rooms';
import { system } from '../../components/theme/system';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { MessageBubble } from './MessageBubble';
import { message } from './testing';

function bubble(other: RoomParty) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <MessageBubble
          message={message(2, {
            kind: 'system',
            senderId: null,
            text: '発注書（取引条件明示書）を発行しました',
            document: { id: 'c1-order-v1', label: '発注書を見る' },
          })}
          roomId="c1"
          own={false}
          other={other}
          showAvatar={false}
          read={false}
          linkify={false}
        />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return screen.getByTestId('system-message');
}

describe('a document announcement in the room', () => {
  it('links the worker to her side of the document', () => {
    const box = bubble({ userId: 'Uclient', name: 'サロン', side: 'client' });
    expect(box.textContent).toContain('発注書（取引条件明示書）を発行しました');
    expect(within(box).getByRole('link', { name: '発注書を見る' }).getAttribute('href')).toBe(
      withId(WORKER.document, 'c1-order-v1'),
    );
  });

  it('links the client to hers', () => {
    const box = bubble({ userId: 'Uworker', name: '佐藤 健太', side: 'worker' });
    expect(within(box).getByRole('link', { name: '発注書を見る' }).getAttribute('href')).toBe(
      withId(CLIENT.document, 'c1-order-v1'),
    );
  });
});
