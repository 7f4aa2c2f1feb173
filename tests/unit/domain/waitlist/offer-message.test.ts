import { describe, expect, it } from 'vitest';
import { offerEmail, offerSms, offerWhere, takenEmail, takenSms } from '../../../../domain/waitlist/offer-message';

const input = {
  startsAt: new Date('2026-03-10T14:00:00Z'),
  timeZone: 'America/New_York',
  locationKind: 'video' as const,
  url: 'https://meadow.example/w/QwErTyUiOpAsDfGhJkLzXcVbNmQwErTyUiOpAsDfGhJ',
};

describe('waitlist offer wording', () => {
  it('given an offer without the provider shown, should say the product, day and time in the zone, where and the link, and no name', () => {
    const sms = offerSms(input);
    expect(sms).toBe(`Meadow: an earlier appointment is free Tue, Mar 10, 10:00 AM EDT (Video session). Take it: ${input.url}`);
    const mail = offerEmail({ ...input, expiresAt: new Date('2026-03-09T15:30:00Z') });
    expect(mail.subject).toBe('Meadow: an earlier appointment is free');
    expect(mail.text).toContain('Tuesday, March 10, 2026 at 10:00 AM EDT (Video session).');
    expect(mail.text).toContain(input.url);
    expect(mail.text).toContain('This offer holds until Monday, March 9, 2026 at 11:30 AM EDT.');
    expect(mail.text).not.toContain(' with ');
  });

  it('given the practice shows the provider, should name them and nothing else', () => {
    expect(offerSms({ ...input, providerName: 'Dr. Ana Rivera' })).toContain('10:00 AM EDT with Dr. Ana Rivera (Video session)');
  });

  it('given the three kinds of place, should say them without an address', () => {
    expect(['office', 'video', 'phone'].map((k) => offerWhere(k as 'office'))).toEqual(['At the office', 'Video session', 'By phone']);
  });

  it('given a time taken by someone else, should say so without a link', () => {
    expect(takenSms(input)).toBe('Meadow: The time we offered you on Tue, Mar 10, 10:00 AM EDT has been taken. You stay on the waitlist.');
    expect(takenEmail(input).text).not.toContain('/w/');
  });
});
