import { describe, expect, it } from 'vitest';
import { newFormState, type ChosenContact } from '../../../../domain/appointments/form-payload';
import { INNER, NEVER, NO_WEEKDAYS, OUTER } from '../../../../domain/appointments/repeat';
import {
  formReducer,
  overlapAfter,
  REPEAT_LIST,
  repeatFromList,
  repeatListValue,
} from '../../../../features/appointments/form/form-reducer';

const base = () => newFormState({ providerId: 7, date: '2026-11-24', increment: 45, providerAddressId: 11 });

describe('formReducer', () => {
  it('given a new date, should carry the repeat start and the default end along', () => {
    const s = formReducer(base(), { type: 'date', date: '2026-12-01' });
    expect(s.repeatStart).toBe('2026-12-01');
    expect(s.repeatEnd).toBe('2027-12-01');
  });

  it('given a repeat start or end the user chose, should keep them when the date changes', () => {
    let s = formReducer(base(), { type: 'repeatStart', date: '2026-11-30' });
    s = formReducer(s, { type: 'repeatEnd', date: '2027-02-01' });
    s = formReducer(s, { type: 'date', date: '2026-12-01' });
    expect(s.repeatStart).toBe('2026-11-30');
    expect(s.repeatEnd).toBe('2027-02-01');
  });

  it('while adding, a new start should move the end by the increment (spec 4)', () => {
    const s = formReducer(base(), { type: 'start', time: { hour: 13, minute: 15 }, increment: 45 });
    expect(s.end).toEqual({ hour: 14, minute: 0 });
  });

  it('while editing, a new start should keep the end at the same distance, not reset it by the increment (spec 4, issue 17)', () => {
    const edited = { ...base(), start: { hour: 10, minute: 0 }, end: { hour: 11, minute: 30 } };
    expect(formReducer(edited, { type: 'start', time: { hour: 9, minute: 0 }, increment: null }).end).toEqual({ hour: 10, minute: 30 });
    expect(formReducer(edited, { type: 'start', time: { hour: 12, minute: 15 }, increment: null }).end).toEqual({ hour: 13, minute: 45 });
  });

  it('given a late start, should cap the end at 23:59', () => {
    expect(formReducer(base(), { type: 'start', time: { hour: 23, minute: 30 }, increment: 45 }).end).toEqual({ hour: 23, minute: 59 });
  });

  it('given a new provider, should drop the old provider office and contact', () => {
    const withContact = formReducer(base(), { type: 'contact', contact: { id: 1, type: 'person', name: 'A', has_email: true, has_phone: true } });
    const s = formReducer(withContact, { type: 'provider', providerId: 9 });
    expect(s.providerId).toBe(9);
    expect(s.office.addressId).toBeNull();
    expect(s.contact).toBeNull();
  });

  it('given a picked contact, should start its reminder at the contact\'s own channel; a group by e-mail; an event with none (issue 26 item 2)', () => {
    const pick = (contact: ChosenContact) => formReducer(base(), { type: 'contact', contact }).reminder;
    expect(base().reminder).toBe('N');
    expect(pick({ id: 1, type: 'person', name: 'A', has_email: true, has_phone: true, reminder_pref: 'S' })).toBe('S');
    expect(pick({ id: 2, type: 'other_event', name: 'B', has_email: true, has_phone: true, reminder_pref: 'B' })).toBe('B');
    expect(pick({ id: 3, type: 'person', name: 'C', has_email: true, has_phone: true, reminder_pref: 'N' })).toBe('N');
    expect(pick({ id: 4, type: 'group_appointment', name: 'G', has_email: false, has_phone: false })).toBe('E');
    expect(pick({ id: 5, type: 'event_appointment', name: 'E', has_email: false, has_phone: false })).toBe('N');
    // Changed by hand after the pick: kept until another contact is picked.
    const s = formReducer(formReducer(base(), { type: 'contact', contact: { id: 1, type: 'person', name: 'A', has_email: true, has_phone: true, reminder_pref: 'S' } }), {
      type: 'reminder',
      reminder: 'E',
    });
    expect(formReducer(s, { type: 'date', date: '2026-12-01' }).reminder).toBe('E');
  });

  it('should merge office and repeat changes', () => {
    let s = formReducer(base(), { type: 'office', office: { custom: true, customValue: 'Park' } });
    expect(s.office).toEqual({ custom: true, addressId: 11, customValue: 'Park' });
    s = formReducer(s, { type: 'repeat', repeat: { custom: 3 } });
    expect(s.repeat).toEqual({ ...NEVER, custom: 3 });
  });
});

describe('the repeat list', () => {
  it('should list the five outer and four inner options of spec 3', () => {
    expect(REPEAT_LIST.map((e) => e.label)).toEqual([
      'Never',
      'Every weekday (Mon-Fri)',
      'Every Mon, Wed and Fri',
      'Every Tue and Thu',
      'Every other week',
      'Daily',
      'Weekly',
      'Monthly',
      'Yearly',
    ]);
  });

  it('should show both monthly choices as the one Monthly entry', () => {
    const monthly = { innerOrOuter: 'inner' as const, selectedIndex: INNER.monthlyByDayOfWeek, custom: 1, weeklyOn: NO_WEEKDAYS };
    expect(repeatListValue(monthly)).toBe('inner-monthly');
    expect(repeatListValue({ ...monthly, selectedIndex: INNER.monthlyByDayOfMonth })).toBe('inner-monthly');
    expect(repeatListValue(NEVER)).toBe('outer-0');
    expect(repeatListValue({ ...NEVER, selectedIndex: OUTER.tueThu })).toBe('outer-3');
  });

  it('given Monthly, should select by day of month unless by day of week was chosen', () => {
    expect(repeatFromList('inner-monthly', NEVER, 2)).toEqual({ innerOrOuter: 'inner', selectedIndex: INNER.monthlyByDayOfMonth });
    const byWeek = { ...NEVER, innerOrOuter: 'inner' as const, selectedIndex: INNER.monthlyByDayOfWeek };
    expect(repeatFromList('inner-monthly', byWeek, 2)).toEqual({ innerOrOuter: 'inner', selectedIndex: INNER.monthlyByDayOfWeek });
  });

  it('given Weekly with no day ticked, should tick the date weekday', () => {
    const next = repeatFromList('inner-1', NEVER, 2);
    expect(next.selectedIndex).toBe(INNER.weekly);
    expect(next.weeklyOn).toEqual([false, false, true, false, false, false, false]);
  });

  it('given an outer option, should select it', () => {
    expect(repeatFromList('outer-4', NEVER, 2)).toEqual({ innerOrOuter: 'outer', selectedIndex: OUTER.everyOtherWeek });
  });
});

describe('overlapAfter (spec 4)', () => {
  it('NOT_CHECKED -> ASK_USER on a conflict, ALLOWED on Yes, reset after the save', () => {
    let s = overlapAfter('NOT_CHECKED', 'conflict');
    expect(s).toBe('ASK_USER');
    s = overlapAfter(s, 'yes');
    expect(s).toBe('ALLOWED');
    expect(overlapAfter(s, 'finished')).toBe('NOT_CHECKED');
  });

  it('No should return to NOT_CHECKED; Yes without a question changes nothing', () => {
    expect(overlapAfter('ASK_USER', 'no')).toBe('NOT_CHECKED');
    expect(overlapAfter('NOT_CHECKED', 'yes')).toBe('NOT_CHECKED');
  });
});
