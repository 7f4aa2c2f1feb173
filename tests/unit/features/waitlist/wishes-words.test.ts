import { describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { waitlistTexts as t } from '../../../../features/waitlist/copy';
import { checkDraft, draftOf, emptyDraft } from '../../../../features/waitlist/wishes-draft';
import { daysWords, kindsWords, lengthWords, windowsWords, wishesLines } from '../../../../features/waitlist/wishes-words';

describe('waitlist wishes in words', () => {
  it('given days of the week when written should read Monday first, weekdays and any day as words', () => {
    expect(daysWords([0, 3, 1])).toBe('Mon, Wed, Sun');
    expect(daysWords([1, 2, 3, 4, 5])).toBe(t.weekdays);
    expect(daysWords([0, 1, 2, 3, 4, 5, 6])).toBe(t.anyDay);
  });

  it('given time windows when the reader has a 12- or a 24-hour clock should write them in that clock', () => {
    const windows = [
      { start_minute: 840, end_minute: 1020 },
      { start_minute: 540, end_minute: 720 },
    ];
    expect(windowsWords(windows, 'h12')).toBe('9:00 AM–12:00 PM, 2:00 PM–5:00 PM');
    expect(windowsWords(windows, 'h23')).toBe('09:00–12:00, 14:00–17:00');
    expect(windowsWords([{ start_minute: 0, end_minute: 1440 }], 'h23')).toBe(t.anyTime);
  });

  it('given kinds and lengths when written should read as a sentence would', () => {
    expect(kindsWords(['phone', 'office'])).toBe('In the office or Phone');
    expect(kindsWords(['office', 'video', 'phone'])).toBe('In the office, Video or Phone');
    expect(lengthWords(50)).toBe('50 minutes');
    expect(lengthWords(60)).toBe('1 hour');
    expect(lengthWords(90)).toBe('1 hour 30 minutes');
    expect(lengthWords(120)).toBe('2 hours');
  });

  it('given dates when listed should add a Dates line only when limited', () => {
    const base = { days: [1 as const], windows: [{ start_minute: 540, end_minute: 720 }], location_kinds: ['office' as const], length_minutes: 50 };
    expect(wishesLines({ ...base, earliest_date: null, latest_date: null }, 'h12').map((l) => l.term)).not.toContain(t.datesTerm);
    const lines = wishesLines({ ...base, earliest_date: '2026-12-01', latest_date: '2026-12-20' }, 'h12', 'en-US');
    expect(lines.at(-1)).toEqual({ term: t.datesTerm, value: 'from Dec 1, 2026 until Dec 20, 2026' });
  });
});

describe('waitlist wishes draft', () => {
  it('given a new draft when checked should pass as weekdays, 8 to 6, anywhere, 50 minutes', () => {
    const checked = checkDraft(emptyDraft());
    expect(checked).toEqual({
      ok: true,
      wishes: { days: [1, 2, 3, 4, 5], windows: [{ start_minute: 480, end_minute: 1080 }], location_kinds: ['office', 'video', 'phone'], earliest_date: null, latest_date: null, length_minutes: 50 },
    });
  });

  it('given a wrong field when checked should name it with the server message', () => {
    expect(checkDraft({ ...emptyDraft(), days: [] })).toMatchObject({ ok: false, field: 'days', message: messages.waitlistDaysInvalid });
    expect(checkDraft({ ...emptyDraft(), windows: [{ start: '600', end: '540' }] })).toMatchObject({ field: 'windows', message: messages.waitlistWindowInvalid });
    expect(checkDraft({ ...emptyDraft(), windows: [] })).toMatchObject({ field: 'windows' });
    expect(checkDraft({ ...emptyDraft(), kinds: [] })).toMatchObject({ field: 'kinds', message: messages.waitlistLocationInvalid });
    expect(checkDraft({ ...emptyDraft(), earliest: '2026-12-20', latest: '2026-12-01' })).toMatchObject({ field: 'dates', message: messages.waitlistDatesInvalid });
    expect(checkDraft({ ...emptyDraft(), length: '5' })).toMatchObject({ field: 'length', message: messages.waitlistLengthInvalid });
  });

  it('given stored wishes when edited and checked again should give the same wishes back', () => {
    const wishes = { days: [2, 4] as (2 | 4)[], windows: [{ start_minute: 600, end_minute: 900 }], location_kinds: ['video' as const], earliest_date: '2026-12-01', latest_date: null, length_minutes: 45 };
    expect(checkDraft(draftOf(wishes))).toEqual({ ok: true, wishes });
  });
});
