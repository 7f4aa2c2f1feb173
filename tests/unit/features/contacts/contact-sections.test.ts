import { describe, expect, it } from 'vitest';
import type { ContactListItem } from '../../../../domain/contract/contacts-list';
import { contactParamValue, parseContactParam } from '../../../../features/contacts/list/contact-param';
import { contactSections, sectionLetter } from '../../../../features/contacts/list/contact-sections';
import { splitAppointments } from '../../../../features/contacts/list/split-appointments';

const contact = (id: number, name: string): ContactListItem => ({
  id,
  name,
  type: 'person',
  provider: 7,
  phones: [],
  selected_phone: null,
  favourite_id: 0,
  user_id: null,
});

describe('contactSections', () => {
  it('given names with accents, digits and mixed case, should sort them into A–Z sections with # last', () => {
    const { rows, starts } = contactSections(
      [contact(1, 'shah, Priya'), contact(2, 'Álvarez, José'), contact(3, '2nd floor group'), contact(4, 'Adler, Hannah'), contact(5, 'Baker, Tom')],
      (item) => `person:${item.id}`,
    );
    expect(rows.map((r) => (r.kind === 'section' ? r.letter : r.item.id))).toEqual(['A', 4, 2, 'B', 5, 'S', 1, '#', 3]);
    expect([...starts]).toEqual([
      ['A', 0],
      ['B', 3],
      ['S', 5],
      ['#', 7],
    ]);
  });

  it('given no contacts, should give no rows', () => {
    expect(contactSections([], () => '').rows).toEqual([]);
  });

  it('should put a name under its first letter without accents', () => {
    expect(sectionLetter('Élodie')).toBe('E');
    expect(sectionLetter('  zoë')).toBe('Z');
    expect(sectionLetter('(none)')).toBe('#');
  });
});

describe('contact param', () => {
  it('given a contact, should round-trip kind and id only', () => {
    const value = contactParamValue({ type: 'other_event', id: 42 });
    expect(value).toBe('other_event-42');
    expect(parseContactParam(`?contact=${value}`)).toEqual({ type: 'other_event', id: 42 });
  });

  it('given a hand-edited address, should read nothing', () => {
    for (const search of ['', '?contact=', '?contact=person-0', '?contact=nobody-3', '?contact=person-1x', '?contact=Alex%20Morgan']) {
      expect(parseContactParam(search)).toBeNull();
    }
  });
});

describe('splitAppointments', () => {
  const at = (id: number, app_date: string, hh: number, tt: 0 | 1, all = 0 as 0 | 1) => ({
    id,
    app_date,
    app_start_hh: hh,
    app_start_mm: 0,
    app_start_tt: tt,
    is_all_day: all,
  });

  it('given appointments around today, should list upcoming soonest first and past latest first', () => {
    const { upcoming, past } = splitAppointments(
      [at(1, '2026-11-20', 9, 0), at(2, '2026-11-25', 2, 1), at(3, '2026-11-25', 10, 0), at(4, '2026-12-01', 9, 0), at(5, '2026-10-01', 9, 0), at(6, '2026-11-25', 12, 0, 1)],
      '2026-11-25',
    );
    expect(upcoming.map((a) => a.id)).toEqual([6, 3, 2, 4]);
    expect(past.map((a) => a.id)).toEqual([1, 5]);
  });
});
