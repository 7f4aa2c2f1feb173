import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedTitle, FEED_TITLE_STYLES, initialsOf, type FeedTitleContact } from '../../../../domain/calendar-sync/feed-title';
import { APPOINTMENT_TYPE } from '../../../../domain/codes';

const client: FeedTitleContact = { kind: 'client', id: 42, firstName: 'Maya', lastName: 'Okafor' };
const office = { type: APPOINTMENT_TYPE.office, isVideo: false, contact: client };

describe('feedTitle', () => {
  it('given each style without the kind, should title a client appointment as chosen', () => {
    const titles = FEED_TITLE_STYLES.map((titleStyle) => feedTitle(office, { titleStyle, showKind: false }));
    expect(titles).toEqual(['Appointment', 'M.O.', 'Client 42', 'Maya', 'Maya Okafor']);
  });

  it('given the kind shown, should add office, video or phone, and nothing for another kind', () => {
    const choice = { titleStyle: 'appointment', showKind: true } as const;
    expect(feedTitle(office, choice)).toBe('Appointment · Office');
    expect(feedTitle({ ...office, type: APPOINTMENT_TYPE.video, isVideo: true }, choice)).toBe('Appointment · Video');
    expect(feedTitle({ ...office, type: APPOINTMENT_TYPE.phone }, choice)).toBe('Appointment · Phone');
    expect(feedTitle({ ...office, type: APPOINTMENT_TYPE.other }, choice)).toBe('Appointment');
  });

  it('given an event, a group or a blank name, should fall back to Appointment whatever the style', () => {
    for (const titleStyle of FEED_TITLE_STYLES) {
      expect(feedTitle({ ...office, contact: null }, { titleStyle, showKind: false })).toBe('Appointment');
      expect(feedTitle({ ...office, contact: { kind: 'other', id: 3, firstName: 'Team', lastName: 'Lunch' } }, { titleStyle, showKind: false })).toBe('Appointment');
    }
    expect(feedTitle({ ...office, contact: { ...client, firstName: ' ', lastName: '' } }, { titleStyle: 'firstName', showKind: false })).toBe('Appointment');
  });

  it('given another person (not a client record), should have no client number', () => {
    expect(feedTitle({ ...office, contact: { ...client, kind: 'person' } }, { titleStyle: 'clientNumber', showKind: false })).toBe('Appointment');
  });

  it('given initials of names with accents, surrogate pairs or one part only, should take each first letter upper-cased', () => {
    expect(initialsOf('élodie', 'ñuñez')).toBe('É.Ñ.');
    expect(initialsOf('𝒜da', 'Lee')).toBe('𝒜.L.');
    expect(initialsOf('Ana', '')).toBe('A.');
    expect(initialsOf('', '')).toBe('');
  });

  it('given any names (seeded property), should name the last name only with fullName', () => {
    const name = fc.string({ minLength: 3, maxLength: 12 }).filter((s) => /^[A-Za-z]+$/.test(s));
    fc.assert(
      fc.property(name, name, fc.constantFrom(...FEED_TITLE_STYLES), fc.boolean(), (firstName, lastName, titleStyle, showKind) => {
        fc.pre(!firstName.includes(lastName) && !'Appointment · Office Client'.includes(lastName));
        const title = feedTitle({ ...office, contact: { ...client, firstName, lastName } }, { titleStyle, showKind });
        expect(title.includes(lastName)).toBe(titleStyle === 'fullName');
      }),
      { seed: 28, numRuns: 300 },
    );
  });
});
