import { describe, expect, it } from 'vitest';
import { checkForm, newFormState, type AppointmentFormState } from '../../../../domain/appointments/form-payload';
import { INNER } from '../../../../domain/appointments/repeat';
import { messages } from '../../../../domain/messages';
import { appointmentProblems } from '../../../../features/appointments/form/field-problems';

const contact = { id: 5, type: 'person' as const, name: 'Morgan, Alex', has_email: true, has_phone: true };
const ctx = { now: new Date('2026-11-25T12:00:00Z'), timezone: 'America/New_York' };
const valid = (): AppointmentFormState => ({
  ...newFormState({ providerId: 7, date: '2026-12-01', increment: 45, providerAddressId: 11 }),
  contact,
});

/** The field to focus, and that the popup (checkForm) names the same problem. */
function firstOf(s: AppointmentFormState) {
  const found = appointmentProblems(s, ctx);
  const checked = checkForm(s, ctx);
  const first = found.first;
  expect(checked.ok).toBe(first === null);
  if (!checked.ok && first !== null) expect(found.problems[first]).toBe(checked.message);
  return { first, problems: found.problems };
}

describe('appointmentProblems', () => {
  it('given a valid form, should find nothing', () => {
    expect(firstOf(valid())).toEqual({ first: null, problems: {} });
  });

  it('given no contact, should point at the contact, and still check the other fields', () => {
    const { first, problems } = firstOf({ ...valid(), contact: null, date: '' });
    expect(first).toBe('contact');
    expect(problems).toEqual({ contact: messages.incorrectAppointmentType, date: messages.incorrectDate });
  });

  it('given an empty or impossible date, should point at the date', () => {
    expect(firstOf({ ...valid(), date: '' }).first).toBe('date');
    expect(firstOf({ ...valid(), date: '2026-02-30' }).first).toBe('date');
  });

  it('given an end before the start, should point at the end', () => {
    const { first, problems } = firstOf({ ...valid(), start: { hour: 11, minute: 0 }, end: { hour: 10, minute: 0 } });
    expect(first).toBe('end');
    expect(problems).toEqual({ end: messages.incorrectTime });
  });

  it('given an end before the start on an all-day appointment, should find nothing (the times are hidden)', () => {
    expect(firstOf({ ...valid(), allDay: true, start: { hour: 11, minute: 0 }, end: { hour: 10, minute: 0 } }).first).toBeNull();
  });

  it('given no office, or a custom office with no text, should point at the office field shown', () => {
    expect(firstOf({ ...valid(), office: { custom: false, addressId: null, customValue: '' } }).first).toBe('office');
    expect(firstOf({ ...valid(), office: { custom: true, addressId: null, customValue: '  ' } }).first).toBe('customOffice');
  });

  it('given a repeat ending before it starts, should point at the repeat end; an empty start at the start', () => {
    const weekly = { ...valid(), repeat: { ...valid().repeat, innerOrOuter: 'inner' as const, selectedIndex: INNER.daily }, repeatNever: false };
    expect(firstOf({ ...weekly, repeatEnd: '2026-11-01' }).first).toBe('repeatEnd');
    expect(firstOf({ ...weekly, repeatStart: '' }).first).toBe('repeatStart');
  });

  it('given a video appointment in the past, should point at its date and start', () => {
    const { first, problems } = firstOf({ ...valid(), location: 'video', date: '2026-11-24' });
    expect(first).toBe('date');
    expect(problems).toEqual({ date: messages.videoInPast, start: messages.videoInPast });
  });
});
