import { describe, expect, it } from 'vitest';
import {
  bookContactHref,
  cameFromOtherScreen,
  contactRecordHref,
  parseContactParam,
  recordContactOf,
  RECORD_RETURN_STATE,
} from '../../../../domain/contacts/contact-link';

const appointment = { client_id: null, client_type: null, otherevent_id: null, otherevent_type: null } as const;

describe('contact record links (issue 27 item 7)', () => {
  it('should open the record and the booking form by kind and id only', () => {
    expect(contactRecordHref({ type: 'person', id: 12 })).toBe('/contacts?contact=person-12');
    expect(bookContactHref({ type: 'other_event', id: 3 })).toBe('/add?contact=other_event-3');
    expect(parseContactParam('?date=2026-11-25&contact=person-12')).toEqual({ type: 'person', id: 12 });
  });

  it('given a malformed or out-of-range value, should read no contact', () => {
    for (const search of ['', '?contact=', '?contact=person-0', '?contact=nobody-3', '?contact=person-9999999999', '?contact=Alex']) {
      expect(parseContactParam(search)).toBeNull();
    }
  });

  it("should find an appointment's contact: other-event kinds first, then the client; practice users have no record", () => {
    expect(recordContactOf({ ...appointment, client_id: 4, client_type: 'person' })).toEqual({ type: 'person', id: 4 });
    expect(recordContactOf({ ...appointment, otherevent_id: 9, otherevent_type: 1 })).toEqual({ type: 'other_event', id: 9 });
    expect(recordContactOf({ ...appointment, otherevent_id: 5, otherevent_type: 2 })).toEqual({ type: 'group_appointment', id: 5 });
    expect(recordContactOf({ ...appointment, client_id: 6, client_type: 'app_user' })).toBeNull();
    expect(recordContactOf(appointment)).toBeNull();
  });

  it('should tell a record opened from another screen by its history state', () => {
    expect(cameFromOtherScreen(RECORD_RETURN_STATE)).toBe(true);
    expect(cameFromOtherScreen(null)).toBe(false);
    expect(cameFromOtherScreen({ other: 1 })).toBe(false);
  });
});
