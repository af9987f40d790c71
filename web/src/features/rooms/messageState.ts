/**
 * A room's messages as the page holds them: the pages loaded so far merged into one list, oldest
 * first, each seq once (a message can come back from the send, a poll and a page), plus the read
 * state. Pure functions over the API's MessagePage (common/src/rooms.ts).
 */
import type { Message, MessagePage } from '@common/rooms';

export interface MessagesState {
  items: Message[];
  /** Older messages exist before items[0]. */
  hasMore: boolean;
  /** The room's latest seq as last answered. */
  lastSeq: number;
  /** The other party has read up to this seq. */
  otherReadSeq: number;
}

function merge(a: Message[], b: Message[]): Message[] {
  const bySeq = new Map<number, Message>();
  for (const m of a) bySeq.set(m.seq, m);
  for (const m of b) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((x, y) => x.seq - y.seq);
}

/** The highest seq held: the `after` cursor of the next poll. */
export const heldSeq = (s: MessagesState) => (s.items.length ? s.items[s.items.length - 1].seq : 0);

export const fromPage = (p: MessagePage): MessagesState => ({
  items: merge([], p.items),
  hasMore: p.hasMore,
  lastSeq: p.lastSeq,
  otherReadSeq: p.otherReadSeq,
});

/** A poll's answer (?after=). */
export const mergeNewer = (s: MessagesState, p: MessagePage): MessagesState => ({
  items: merge(s.items, p.items),
  hasMore: s.items.length ? s.hasMore : p.hasMore,
  lastSeq: Math.max(s.lastSeq, p.lastSeq),
  otherReadSeq: Math.max(s.otherReadSeq, p.otherReadSeq),
});

/** An older page (?before=). */
export const mergeOlder = (s: MessagesState, p: MessagePage): MessagesState => ({
  items: merge(p.items, s.items),
  hasMore: p.hasMore,
  lastSeq: Math.max(s.lastSeq, p.lastSeq),
  otherReadSeq: Math.max(s.otherReadSeq, p.otherReadSeq),
});

/** The viewer's own message as the send answered it. */
export const appendSent = (s: MessagesState, m: Message): MessagesState => ({
  ...s,
  items: merge(s.items, [m]),
  lastSeq: Math.max(s.lastSeq, m.seq),
});
