import { describe, expect, it } from 'vitest';
import { messages, reminderAnswerTexts as t } from '../../../../domain/messages';
import { answerStateOf, confirmationLabel, decideAnswer, linkIsLive, type AnswerFacts } from '../../../../domain/reminders/reminder-answer';
import { reminderEmail, reminderSms } from '../../../../domain/reminders/reminder-message';
import { reminderWhere } from '../../../../domain/reminders/reminder-where';

const now = new Date('2027-03-10T12:00:00Z');
const hoursAhead = (h: number) => new Date(now.getTime() + h * 3_600_000);
const facts = (o: Partial<AnswerFacts> = {}): AnswerFacts => ({
  startsAt: hoursAhead(48),
  isCancelled: false,
  isDeleted: false,
  confirmationStatus: 'none',
  windowHours: 24,
  ...o,
});

describe('a reminder link answer', () => {
  it('given no answer yet, when confirmed, should store confirmed; when confirmed again, should say it already was', () => {
    expect(decideAnswer('confirm', facts(), now)).toEqual({ store: 'confirmed', message: t.confirmed });
    expect(decideAnswer('confirm', facts({ confirmationStatus: 'confirmed' }), now)).toEqual({ store: null, message: t.alreadyConfirmed });
  });

  it('given the window has not begun, when cancelled (even after a confirm), should store cancelled', () => {
    expect(decideAnswer('cancel', facts(), now)).toEqual({ store: 'cancelled', message: t.cancelled });
    expect(decideAnswer('cancel', facts({ confirmationStatus: 'confirmed', startsAt: hoursAhead(24.01) }), now)).toEqual({ store: 'cancelled', message: t.cancelled });
  });

  it('given the window has begun, when cancelled, should store nothing and say to call the practice', () => {
    expect(decideAnswer('cancel', facts({ startsAt: hoursAhead(24) }), now)).toEqual({ store: null, message: t.tooLateToCancel });
    expect(decideAnswer('cancel', facts({ startsAt: hoursAhead(1), windowHours: 2 }), now)).toEqual({ store: null, message: t.tooLateToCancel });
    expect(decideAnswer('cancel', facts({ startsAt: hoursAhead(1), windowHours: 0 }), now).store).toBe('cancelled');
  });

  it('given the client or the practice cancelled it, should store nothing for either action', () => {
    for (const action of ['confirm', 'cancel'] as const) {
      expect(decideAnswer(action, facts({ confirmationStatus: 'cancelled', isCancelled: true }), now)).toEqual({ store: null, message: t.alreadyCancelled });
      expect(decideAnswer(action, facts({ isCancelled: true }), now)).toEqual({ store: null, message: t.cancelledByPractice });
    }
    expect(answerStateOf({ isCancelled: true, confirmationStatus: 'confirmed' })).toBe('cancelledByPractice');
  });

  it('given a link, should open only before the start it names, on a live occurrence', () => {
    const startsAt = hoursAhead(1);
    const seconds = Math.floor(startsAt.getTime() / 1000);
    expect(linkIsLive({ startsAt, isDeleted: false }, seconds, now)).toBe(true);
    expect(linkIsLive({ startsAt, isDeleted: false }, seconds + 60, now)).toBe(false);
    expect(linkIsLive({ startsAt, isDeleted: true }, seconds, now)).toBe(false);
    expect(linkIsLive({ startsAt, isDeleted: false }, seconds, startsAt)).toBe(false);
  });

  it('should word the page, its badges and pushes as the issue names them', () => {
    expect(t.badge).toEqual({ confirmed: 'Confirmed', cancelled: 'Cancelled by client' });
    expect([messages.pushAppointmentConfirmed, messages.pushAppointmentCancelled]).toEqual(['Appointment confirmed', 'Appointment cancelled']);
    expect([t.confirm, t.cancel]).toEqual(['Confirm', 'Cancel appointment']);
  });

  it("given the client's answer, should badge it 'Confirmed' or 'Cancelled by client', and nothing without one", () => {
    expect(confirmationLabel('confirmed')).toBe('Confirmed');
    expect(confirmationLabel('cancelled')).toBe('Cancelled by client');
    expect(confirmationLabel('none')).toBeNull();
    expect(confirmationLabel(undefined)).toBeNull();
  });
});

describe('where a reminder says the appointment is', () => {
  it('should name the office address, by phone, video, a typed-in place, or nothing', () => {
    const office = { line1: '12 Elm St', line2: '', city: 'Springfield', postal_code: '01101' };
    expect(reminderWhere({ type: 1, isVideo: false, office, customLocation: null })).toBe('12 Elm St, Springfield 01101');
    expect(reminderWhere({ type: 3, isVideo: false, office: null, customLocation: null })).toBe('By phone');
    expect(reminderWhere({ type: 2, isVideo: true, office: null, customLocation: null })).toBe('Video session');
    expect(reminderWhere({ type: 1, isVideo: false, office: null, customLocation: ' Room 1 ' })).toBe('Room 1');
    expect(reminderWhere({ type: 4, isVideo: false, office: null, customLocation: '' })).toBeNull();
  });
});

describe("a reminder's confirm-or-cancel link", () => {
  const confirmUrl = `https://meadow.example/r/${'aB3'.repeat(11)}x`;
  const input = { startsAt: new Date('2026-07-14T14:00:00Z'), timeZone: 'America/Los_Angeles', isAllDay: false, joinUrl: null, where: 'By phone', confirmUrl };

  it('given an SMS with a place, should carry the short link and stay within one 160-character GSM segment', () => {
    const sms = reminderSms(input);
    expect(sms).toBe(`Meadow reminder: appointment Tue, Jul 14, 7:00 AM PDT, By phone. Confirm or cancel: ${confirmUrl}`);
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toMatch(/^[\x20-\x7e]+$/);
  });

  it('given an e-mail, should carry the link in its text and as a link in its HTML', () => {
    const mail = reminderEmail(input);
    expect(mail.text).toContain(`Confirm or cancel your appointment here:\n${confirmUrl}`);
    expect(mail.html).toContain(`<a href="${confirmUrl}">${confirmUrl}</a>`);
  });

  it('given no link, should say nothing of it', () => {
    expect(reminderSms({ ...input, confirmUrl: null })).not.toContain('Confirm');
    expect(reminderEmail({ ...input, confirmUrl: null }).text).not.toContain('Confirm');
  });
});
