import { describe, expect, it } from 'vitest';
import { expandRepeatBetween, expandRepeat } from '../../../../domain/appointments/recurrence';
import { REPEAT } from '../../../../domain/codes';
import { formatReminderWhen, reminderEmail, reminderSms, reminderWording, smsNumberOf } from '../../../../domain/reminders/reminder-message';

describe('formatReminderWhen', () => {
  it('given one instant, should name the time in each recipient\'s own zone', () => {
    const at = new Date('2026-07-14T14:00:00Z');
    expect(formatReminderWhen(at, 'America/New_York', false)).toBe('Tuesday, July 14, 2026 at 10:00 AM EDT');
    expect(formatReminderWhen(at, 'America/Los_Angeles', false)).toBe('Tuesday, July 14, 2026 at 7:00 AM PDT');
    expect(formatReminderWhen(at, 'Europe/London', false)).toBe('Tuesday, July 14, 2026 at 3:00 PM GMT+1');
  });

  it('given 10:00 New York on both sides of the March DST change, should say 10:00 AM with EST, then EDT', () => {
    expect(formatReminderWhen(new Date('2026-03-07T15:00:00Z'), 'America/New_York', false)).toBe('Saturday, March 7, 2026 at 10:00 AM EST');
    expect(formatReminderWhen(new Date('2026-03-09T14:00:00Z'), 'America/New_York', false)).toBe('Monday, March 9, 2026 at 10:00 AM EDT');
  });

  it('given an all-day appointment, should name the day only; given the SMS form, should be short', () => {
    expect(formatReminderWhen(new Date('2026-03-09T14:00:00Z'), 'America/New_York', true)).toBe('Monday, March 9, 2026');
    expect(formatReminderWhen(new Date('2026-03-09T14:00:00Z'), 'America/New_York', false, true)).toBe('Mon, Mar 9, 10:00 AM EDT');
  });

  it('given an unknown zone, should fall back to UTC and say so', () => {
    expect(formatReminderWhen(new Date('2026-03-09T14:00:00Z'), 'Mars/Olympus', false)).toBe('Monday, March 9, 2026 at 2:00 PM UTC');
  });
});

describe('reminderEmail and reminderSms', () => {
  const input = {
    startsAt: new Date('2026-03-09T14:00:00Z'),
    timeZone: 'America/Chicago',
    isAllDay: false,
    where: null,
    joinUrl: 'https://meadow.example/connect/abc"<x>',
  };

  it('should say the product, the time and the link, with the link escaped in HTML', () => {
    const mail = reminderEmail(input);
    expect(mail.subject).toBe(reminderWording.subject);
    expect(mail.subject).toContain('Meadow');
    expect(mail.text).toContain('Monday, March 9, 2026 at 9:00 AM CDT');
    expect(mail.text).toContain(input.joinUrl);
    expect(mail.html).toContain('https://meadow.example/connect/abc&quot;&lt;x&gt;');
    expect(mail.html).not.toContain('"<x>');
  });

  it('given no join link, should leave the join line out', () => {
    const mail = reminderEmail({ ...input, joinUrl: null });
    expect(mail.text).not.toContain(reminderWording.join);
    expect(reminderSms({ ...input, joinUrl: null })).toBe('Meadow reminder: appointment Mon, Mar 9, 9:00 AM CDT.');
  });

  it('should keep an SMS with a link within two segments', () => {
    const sms = reminderSms({ ...input, joinUrl: `https://meadow.example/connect/${'a'.repeat(64)}` });
    expect(sms).toMatch(/^Meadow reminder: appointment Mon, Mar 9, 9:00 AM CDT\. Join: https/);
    expect(sms.length).toBeLessThanOrEqual(306);
  });
});

describe('reminders of every kind (issue 26 item 2)', () => {
  const at = new Date('2026-07-14T14:00:00Z');
  const base = { startsAt: at, timeZone: 'America/Los_Angeles', isAllDay: false, joinUrl: null };

  it('given an office appointment, should say the office\'s address and the time in the recipient\'s zone', () => {
    const input = { ...base, where: '12 Elm St, Suite 4, Springfield 01101' };
    const mail = reminderEmail(input);
    expect(mail.text).toContain('This is a reminder of your appointment on Tuesday, July 14, 2026 at 7:00 AM PDT.');
    expect(mail.text).toContain('Where: 12 Elm St, Suite 4, Springfield 01101');
    expect(mail.html).toContain('<p>Where: 12 Elm St, Suite 4, Springfield 01101</p>');
    expect(reminderSms(input)).toBe('Meadow reminder: appointment Tue, Jul 14, 7:00 AM PDT, 12 Elm St, Suite 4, Springfield 01101.');
  });

  it('given a phone appointment, should say it is by phone', () => {
    const input = { ...base, timeZone: 'Europe/Berlin', where: 'By phone' };
    expect(reminderEmail(input).text).toContain('Tuesday, July 14, 2026 at 4:00 PM GMT+2');
    expect(reminderEmail(input).text).toContain('Where: By phone');
    expect(reminderSms(input)).toBe('Meadow reminder: appointment Tue, Jul 14, 4:00 PM GMT+2, By phone.');
  });

  it('given a video appointment, should give the join link, and the SMS only the link', () => {
    const input = { ...base, where: 'Video session', joinUrl: 'https://meadow.example/connect/k3y' };
    const mail = reminderEmail(input);
    expect(mail.text).toContain('Where: Video session');
    expect(mail.text).toContain(`${reminderWording.join}\nhttps://meadow.example/connect/k3y`);
    expect(reminderSms(input)).toBe('Meadow reminder: appointment Tue, Jul 14, 7:00 AM PDT. Join: https://meadow.example/connect/k3y');
  });

  it('given an appointment with nothing to say of where, should leave the line out', () => {
    expect(reminderEmail({ ...base, where: null }).text).not.toContain(reminderWording.where);
  });

  it('given no provider name (the default), should name no one; given one, should say with whom', () => {
    const input = { ...base, where: 'By phone' };
    const plain = reminderEmail(input);
    expect(plain.text).not.toMatch(/ with /);
    const named = { ...input, providerName: 'Dr. Ana Rivera' };
    expect(reminderEmail(named).text).toContain('This is a reminder of your appointment with Dr. Ana Rivera on Tuesday, July 14, 2026 at 7:00 AM PDT.');
    expect(reminderEmail(named).subject).not.toContain('Rivera');
    expect(reminderSms(named)).toBe('Meadow reminder: appointment with Dr. Ana Rivera Tue, Jul 14, 7:00 AM PDT, By phone.');
    expect(reminderEmail({ ...input, providerName: '  ' }).text).not.toMatch(/ with /);
  });
});

describe('smsNumberOf', () => {
  it.each([
    ['(555) 010-2233', '+15550102233'],
    ['5550102233', '+15550102233'],
    ['1 555 010 2233', '+15550102233'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0102233', null],
    ['', null],
    [null, null],
  ])('given %j, should give %j', (phone, e164) => {
    expect(smsNumberOf(phone)).toBe(e164);
  });
});

describe('expandRepeatBetween', () => {
  const everyOtherWeek = { repeat: REPEAT.weekly, repeat_by: 0, repeat_freq: 2, repeat_on: [1] };

  it('given a two-weekly rule, should continue in the series\' own phase after the given day', () => {
    const start = { year: 2026, month: 1, day: 5 };
    const all = expandRepeat(everyOtherWeek, start, { year: 2026, month: 12, day: 31 });
    const tail = expandRepeatBetween(everyOtherWeek, start, { year: 2026, month: 6, day: 1 }, { year: 2026, month: 12, day: 31 });
    expect(tail).toEqual(all.filter((d) => d > '2026-06-01'));
    expect(tail[0]).toBe('2026-06-08');
  });

  it('given the day after is itself an occurrence, should not repeat it', () => {
    const start = { year: 2026, month: 1, day: 5 };
    const tail = expandRepeatBetween(everyOtherWeek, start, { year: 2026, month: 6, day: 8 }, { year: 2026, month: 7, day: 31 });
    expect(tail).toEqual(['2026-06-22', '2026-07-06', '2026-07-20']);
  });
});
