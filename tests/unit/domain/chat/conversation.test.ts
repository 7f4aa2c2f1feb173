import { describe, expect, it } from 'vitest';
import {
  confirmSent,
  conversationKey,
  groupByDay,
  lastServerId,
  markAllRead,
  markFailed,
  markReadByReceiver,
  mergeMessages,
  optimisticMessage,
  shown,
  type ShownMessage,
} from '../../../../domain/chat/conversation';
import { chatMessage as message, RIVERA, SAM } from '../../chat-message-fixture';


const mine = (id: number, text: string): ShownMessage =>
  optimisticMessage({ id, senderId: RIVERA, receiverId: SAM, isGroup: false, text, fullName: 'Maria Rivera', now: new Date('2026-11-23T16:00:00Z') });

describe('mergeMessages', () => {
  it('should add each id once, the newer copy winning, in id order', () => {
    const list = [shown(message(3)), shown(message(1))];
    const merged = mergeMessages(list, [message(2), message(3, { unread: 0, read_time: '2026-11-23T15:05:00.000Z' })]);
    expect(merged.map((m) => [m.id, m.unread])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
  });

  it('should keep messages in flight after the stored ones', () => {
    const merged = mergeMessages([mine(-1, 'first'), mine(-2, 'second')], [message(5)]);
    expect(merged.map((m) => m.id)).toEqual([5, -1, -2]);
  });
});

describe('optimistic send (spec 4)', () => {
  it('should replace the temporary id by the stored one', () => {
    const list = [shown(message(1)), mine(-1, 'hello')];
    const stored = message(9, { sent_by: RIVERA, receiver_id: SAM, value: 'hello', unread: 0 });
    const after = confirmSent(list, -1, stored);
    expect(after.map((m) => [m.id, m.sendState])).toEqual([
      [1, 'sent'],
      [9, 'sent'],
    ]);
  });

  it('given the live echo came before the answer, should still hold the message once', () => {
    const stored = message(9, { sent_by: RIVERA, receiver_id: SAM, value: 'hello', unread: 0 });
    const list = mergeMessages([mine(-1, 'hello')], [stored]);
    expect(confirmSent(list, -1, stored).map((m) => m.id)).toEqual([9]);
  });

  it('should mark a failed send for a retry', () => {
    expect(markFailed([mine(-1, 'x')], -1)[0]!.sendState).toBe('failed');
  });
});

describe('markAllRead', () => {
  it('should read the received messages only', () => {
    const now = new Date('2026-11-23T17:00:00Z');
    const after = markAllRead([shown(message(1)), shown(message(2, { sent_by: RIVERA, unread: 0 }))], RIVERA, now);
    expect(after.map((m) => [m.unread, m.read_time])).toEqual([
      [0, '2026-11-23T17:00:00.000Z'],
      [0, null],
    ]);
  });
});

describe('markReadByReceiver', () => {
  it('should show Read on our stored one-to-one messages to that user only', () => {
    const at = '2026-11-23T17:30:00.000Z';
    const list = [
      shown(message(1)),
      shown(message(2, { sent_by: RIVERA, receiver_id: SAM, unread: 0 })),
      shown(message(3, { sent_by: RIVERA, receiver_id: 99, unread: 0 })),
      shown(message(4, { sent_by: RIVERA, receiver_id: SAM, unread: 0, isGroup: true })),
      mine(-1, 'in flight'),
    ];
    expect(markReadByReceiver(list, RIVERA, SAM, at).map((m) => [m.id, m.read_time])).toEqual([
      [1, null],
      [2, at],
      [3, null],
      [4, null],
      [-1, null],
    ]);
  });

  it('should keep an earlier read time', () => {
    const earlier = '2026-11-23T17:00:00.000Z';
    const list = [shown(message(2, { sent_by: RIVERA, receiver_id: SAM, unread: 0, read_time: earlier }))];
    expect(markReadByReceiver(list, RIVERA, SAM, '2026-11-23T18:00:00.000Z')[0]!.read_time).toBe(earlier);
  });
});

describe('conversationKey and lastServerId', () => {
  it('should name the other user or the group from the reader side', () => {
    expect(conversationKey(message(1), RIVERA)).toBe(`user:${SAM}`);
    expect(conversationKey(message(1, { sent_by: RIVERA, receiver_id: SAM }), RIVERA)).toBe(`user:${SAM}`);
    expect(conversationKey(message(1, { isGroup: true, receiver_id: 2 }), RIVERA)).toBe('group:2');
  });

  it('should ignore temporary ids', () => {
    expect(lastServerId([message(4), message(12), mine(-3, 'x')])).toBe(12);
    expect(lastServerId([])).toBe(0);
  });
});

describe('groupByDay', () => {
  it("should group by the viewer's day, across a DST change", () => {
    const list = [
      shown(message(1, { sent_time: '2026-11-01T03:30:00.000Z' })), // Oct 31, 23:30 EDT
      shown(message(2, { sent_time: '2026-11-01T05:30:00.000Z' })), // Nov 1, 01:30 EDT
      shown(message(3, { sent_time: '2026-11-01T06:30:00.000Z' })), // Nov 1, 01:30 EST (clocks went back)
      shown(message(4, { sent_time: '2026-11-02T05:30:00.000Z' })), // Nov 2, 00:30 EST
    ];
    expect(groupByDay(list, 'America/New_York').map((g) => [g.day, g.messages.map((m) => m.id)])).toEqual([
      ['2026-10-31', [1]],
      ['2026-11-01', [2, 3]],
      ['2026-11-02', [4]],
    ]);
  });
});
