/**
 * A burst of messages is one LINE push that previews the LATEST message: the message notice is
 * held back MESSAGE_PUSH_HOLD_MS, the messages after it update its preview, the trigger waits for
 * it; a notice whose room was read before its push, or that a later notice stands in for, is not
 * pushed at all (the in-app list keeps it).
 */
import type { Page } from '@common/marketplace';
import type { Notice } from '@common/notices';
import { dispatchNotice, dispatchPending } from '../../src/features/notices/dispatch';
import { MESSAGE_PUSH_HOLD_MS } from '../../src/features/rooms/messages';
import type { LineFlexMessage } from '../../src/ports';
import { describeApi } from '../support/harness';
import { createRoomApp, openRoom, say, type Deal, type RoomApp } from '../rooms/support';

describeApi('message notices: a burst is one push of the latest', () => {
  let t: RoomApp;
  beforeAll(async () => {
    t = await createRoomApp();
  }, 60_000);
  afterAll(() => t.cleanup());

  const sweep = () => dispatchPending(t.deps, t.config.notify);
  /** The texts of the message pushes the client received in the room (their bubbles' body lines). */
  const pushedTo = (d: Deal) =>
    t.line.pushes
      .filter((p) => p.userId === d.client.uid)
      .map((p) => JSON.stringify((p.messages[0] as LineFlexMessage).contents))
      .filter((json) => json.includes(`/client/messages/${d.roomId}`));
  const bodyIn = (json: string) => /佐藤 みゆき: [^"]*/.exec(json)?.[0];
  const listed = async (d: Deal) =>
    ((await d.client.get('/liff/notices').expect(200)).body as Page<Notice>).items.filter((n) => n.kind === 'message');

  it('three messages in a row: one notice previewing the third, pushed once after the hold', async () => {
    const d = await openRoom(t);
    await say(d.worker, d.roomId, '1通目です');
    await say(d.worker, d.roomId, '2通目です');
    await say(d.worker, d.roomId, '3通目です');
    expect((await listed(d)).map((n) => n.body)).toEqual(['佐藤 みゆき: 3通目です']);

    // Held: the sweep leaves it until the hold is over.
    await sweep();
    expect(pushedTo(d)).toEqual([]);
    t.clock.advance(MESSAGE_PUSH_HOLD_MS);
    await sweep();
    expect(pushedTo(d).map(bodyIn)).toEqual(['佐藤 みゆき: 3通目です']);
  });

  it('the trigger waits for the hold and pushes what arrived meanwhile', async () => {
    const d = await openRoom(t);
    await say(d.worker, d.roomId, '今から向かいます');
    const [notice] = await listed(d);
    expect(notice.body).toBe('佐藤 みゆき: 今から向かいます');
    const outcome = await dispatchNotice(t.deps, t.config.notify, notice.id, {
      sleep: async (ms) => {
        // The test clock runs with real time: the wait is the hold, less what already passed.
        expect(ms).toBeGreaterThan(MESSAGE_PUSH_HOLD_MS - 5_000);
        expect(ms).toBeLessThanOrEqual(MESSAGE_PUSH_HOLD_MS);
        await say(d.worker, d.roomId, '10分ほど遅れます、すみません');
        t.clock.advance(ms);
      },
    });
    expect(outcome).toBe('sent');
    expect(pushedTo(d).map(bodyIn)).toEqual(['佐藤 みゆき: 10分ほど遅れます、すみません']);
  });

  it('read in the app before the push: no push; a later notice stands in for an earlier one', async () => {
    const d = await openRoom(t);
    const first = await say(d.worker, d.roomId, '確認しました');
    await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: first.seq }).expect(200);
    t.clock.advance(MESSAGE_PUSH_HOLD_MS);
    await sweep();
    expect(pushedTo(d)).toEqual([]);
    // The in-app list still has it.
    expect((await listed(d)).map((n) => n.body)).toEqual(['佐藤 みゆき: 確認しました']);

    // Read, then two messages apart: the first notice is not pushed once the second stands for the room.
    const a = await say(d.worker, d.roomId, 'A');
    await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: a.seq }).expect(200);
    await say(d.worker, d.roomId, 'B');
    t.clock.advance(MESSAGE_PUSH_HOLD_MS);
    await sweep();
    expect(pushedTo(d).map(bodyIn)).toEqual(['佐藤 みゆき: B']);
  });
});
