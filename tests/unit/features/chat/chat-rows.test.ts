import { describe, expect, it } from 'vitest';
import type { ShownMessage } from '../../../../domain/chat/conversation';
import type { ChatDetailsResponse, ChatMessage } from '../../../../domain/contract/chat';
import {
  chatPath,
  chatRefOf,
  conversationName,
  conversationRows,
  dashboardEntries,
  dayLabel,
  firstUnreadId,
  lastMessageTime,
  timeOfDay,
  totalUnread,
  viewerTimeZone,
} from '../../../../features/chat/components/chat-rows';
import { chatMessage, RIVERA, SAM } from '../../chat-message-fixture';

const ME = RIVERA;
const message = (id: number, over: Partial<ShownMessage> = {}): ShownMessage => ({ ...chatMessage(id, { unread: 0 }), sendState: 'sent', ...over });
const last = (id: number, time: string): ChatMessage => message(id, { sent_time: time });

const details: ChatDetailsResponse = {
  unread: 3,
  details: [
    { id: SAM, fullName: 'Sam Okafor', userRole: 11, online: true, unread: 2, last: last(5, '2026-11-23T10:00:00.000Z'), favourite_id: 0, contact: null },
    { id: 9, fullName: 'José Álvarez', userRole: 22, online: null, unread: 1, last: last(8, '2026-11-23T12:00:00.000Z'), favourite_id: 31, contact: { type: 'person', id: 5 } },
    { id: 10, fullName: 'Dana Delegate', userRole: 24, online: null, unread: 0, last: null, favourite_id: 0, contact: null },
  ],
  groupDetails: [{ id: 3, group_name: 'Front desk', unread: 4, last: null, memberIds: [ME, SAM] }],
  unreadGroup: 4,
};

describe('chat rows', () => {
  it('should link one-to-one and group conversations', () => {
    expect(chatPath({ id: 4, isGroup: false })).toBe('/messenger/4');
    expect(chatPath({ id: 3, isGroup: true })).toBe('/messenger/group/3');
    expect(chatRefOf(message(1), ME)).toEqual({ id: SAM, isGroup: false });
    expect(chatRefOf(message(1, { sent_by: ME, receiver_id: 9 }), ME)).toEqual({ id: 9, isGroup: false });
    expect(chatRefOf(message(1, { isGroup: true, receiver_id: 3 }), ME)).toEqual({ id: 3, isGroup: true });
  });

  it('should list people newest conversation first, and those without messages last', () => {
    const { people, groups } = dashboardEntries(details, '');
    expect(people.map((p) => p.name)).toEqual(['José Álvarez', 'Sam Okafor', 'Dana Delegate']);
    expect(people[1]).toMatchObject({ online: true, unread: 2, href: '/messenger/4' });
    expect(groups).toEqual([expect.objectContaining({ name: 'Front desk', online: null, href: '/messenger/group/3' })]);
  });

  it('given a search term, should match names ignoring case and accents', () => {
    expect(dashboardEntries(details, 'JOSE').people.map((p) => p.name)).toEqual(['José Álvarez']);
    expect(dashboardEntries(details, ' alva').people).toHaveLength(1);
    expect(dashboardEntries(details, 'front').groups).toHaveLength(1);
    expect(dashboardEntries(details, 'zzz')).toEqual({ people: [], groups: [] });
  });

  it('given favourites mode, should keep only favourite people and no groups; only contacts can be favourites', () => {
    const all = dashboardEntries(details, '');
    expect(all.people.map((p) => [p.name, p.favouriteId])).toEqual([
      ['José Álvarez', 31],
      ['Sam Okafor', null],
      ['Dana Delegate', null],
    ]);
    expect(all.groups[0]!.favouriteId).toBeNull();
    expect(dashboardEntries(details, '', true)).toEqual({ people: [all.people[0]], groups: [] });
    expect(dashboardEntries(details, 'sam', true).people).toEqual([]);
  });

  it('should add up every unread badge', () => {
    expect(totalUnread(details)).toBe(7);
    expect(totalUnread(null)).toBe(0);
  });

  it('should name a conversation from the details, else from its messages', () => {
    expect(conversationName(details, { id: SAM, isGroup: false }, [], ME)).toBe('Sam Okafor');
    expect(conversationName(details, { id: 3, isGroup: true }, [], ME)).toBe('Front desk');
    expect(conversationName(null, { id: SAM, isGroup: false }, [message(1)], ME)).toBe('Sam Okafor');
    expect(conversationName(null, { id: 3, isGroup: true }, [message(1, { isGroup: true, group_name: 'Desk' })], ME)).toBe('Desk');
    expect(conversationName(null, { id: 99, isGroup: false }, [], ME)).toBeNull();
  });

  it('should find where the unread received messages begin', () => {
    expect(firstUnreadId([message(1), message(2, { sent_by: ME, unread: 0 }), message(3, { unread: 1 }), message(4, { unread: 1 })], ME)).toBe(3);
    expect(firstUnreadId([message(1)], ME)).toBeNull();
  });

  it('should split rows by the viewer day and mark the first unread', () => {
    const list = [
      message(1, { sent_time: '2026-11-22T23:30:00.000Z' }),
      message(2, { sent_time: '2026-11-23T01:00:00.000Z' }),
      message(3, { sent_time: '2026-11-23T15:00:00.000Z', sent_by: ME, receiver_id: SAM }),
    ];
    // In New York both first messages fall on the 22nd; in UTC they straddle midnight.
    const ny = conversationRows(list, { readerId: ME, timeZone: 'America/New_York', newFromId: 2 });
    expect(ny.map((r) => r.key)).toEqual(['day:2026-11-22', 'm:1', 'new', 'm:2', 'day:2026-11-23', 'm:3']);
    const utc = conversationRows(list, { readerId: ME, timeZone: 'UTC', newFromId: null });
    expect(utc.map((r) => r.key)).toEqual(['day:2026-11-22', 'm:1', 'day:2026-11-23', 'm:2', 'm:3']);
  });

  it('should show the send state on the last own message and on any not sent, and group senders when they change', () => {
    const list = [
      message(1, { sent_by: ME, receiver_id: 3, isGroup: true }),
      message(2, { sent_by: SAM, receiver_id: 3, isGroup: true }),
      message(3, { sent_by: SAM, receiver_id: 3, isGroup: true }),
      message(4, { sent_by: ME, receiver_id: 3, isGroup: true }),
      message(-1, { sent_by: ME, receiver_id: 3, isGroup: true, sendState: 'failed' }),
    ];
    const rows = conversationRows(list, { readerId: ME, timeZone: 'UTC', newFromId: null }).filter((r) => r.kind === 'message');
    expect(rows.map((r) => [r.message.id, r.own, r.showSender, r.showStatus])).toEqual([
      [1, true, false, false],
      [2, false, true, false],
      [3, false, false, false],
      [4, true, false, false],
      [-1, true, false, true],
    ]);
  });

  it('should label days and times in the viewer zone', () => {
    const now = new Date('2026-11-23T15:00:00.000Z');
    const words = { today: 'Today', yesterday: 'Yesterday' };
    expect(dayLabel('2026-11-23', 'UTC', now, words)).toBe('Today');
    expect(dayLabel('2026-11-22', 'UTC', now, words)).toBe('Yesterday');
    expect(dayLabel('2026-11-02', 'Pacific/Auckland', now, words)).toBe('Mon, Nov 2, 2026');
    expect(timeOfDay('2026-11-23T15:05:00.000Z', 'America/New_York')).toBe('10:05');
    expect(lastMessageTime('2026-11-23T09:00:00.000Z', 'UTC', now)).toBe('09:00');
    expect(lastMessageTime('2026-11-20T09:00:00.000Z', 'UTC', now)).toBe('Nov 20');
  });

  it('given an unknown zone name, should fall back to the device zone', () => {
    expect(viewerTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(viewerTimeZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(viewerTimeZone(undefined)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
