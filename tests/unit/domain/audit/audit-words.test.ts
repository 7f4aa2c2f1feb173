import { describe, expect, it } from 'vitest';
import { AUDIT_RECORD_NOT_FOUND, auditActionWords, auditRecordWords, describeAuditEvent } from '../../../../domain/audit/audit-words';
import type { AuditRecordLabel } from '../../../../domain/contract/audit';
import type { DateTimeStyle } from '../../../../domain/time-style';

const us: DateTimeStyle = { locale: 'en-US', hourCycle: 'h12' };
const gb: DateTimeStyle = { locale: 'en-GB', hourCycle: 'h23' };
const de: DateTimeStyle = { locale: 'de-DE', hourCycle: 'h23' };

const appointment: AuditRecordLabel = { name: 'Morgan, Alex', day: '2026-11-27', minutes: 600 };

describe('auditActionWords', () => {
  it.each([
    ['GET /api/appointment/get/id/:id', 'read', 'appointment', 'Opened appointment'],
    ['GET /api/email/getContent/:userId/:mailId/:mailType/:providerId', 'read', 'mail', 'Read a secure message'],
    ['GET /api/chat/message/get/:userId/:page/:offset', 'read', 'chat', 'Read a chat conversation'],
    ['GET /api/clients/client_details/:providerId', 'read', 'client', 'Opened client details'],
    ['DELETE /api/appointment/delete/:id/:scope/:action', 'update', 'appointment', 'Cancelled or restored appointment'],
    ['DELETE /api/appointment/delete/:id/:scope/:action', 'delete', 'appointment', 'Deleted appointment'],
    ['GET /api/contacts/list/:providerId', 'read', 'contact', 'Viewed the contact list'],
  ] as const)('given %s (%s), should say %s', (route, action, recordType, words) => {
    expect(auditActionWords({ route, action, recordType })).toBe(words);
  });

  it('given a route the table does not know, should say the action and record type, never the route', () => {
    const words = auditActionWords({ route: 'PATCH /api/new/thing/:id', action: 'update', recordType: 'client' });
    expect(words).toBe('Changed client record');
    expect(words).not.toContain('/api/');
  });
});

describe('describeAuditEvent', () => {
  const open = { route: 'GET /api/appointment/get/id/:id', action: 'read', recordType: 'appointment' } as const;

  it('given an appointment, should name the client and its start in the reader\'s clock', () => {
    expect(describeAuditEvent({ ...open, record: appointment }, us)).toBe('Opened appointment — Morgan, Alex, Fri, Nov 27, 10:00 AM');
    expect(describeAuditEvent({ ...open, record: appointment }, gb)).toBe('Opened appointment — Morgan, Alex, Fri 27 Nov, 10:00');
    expect(describeAuditEvent({ ...open, record: { ...appointment, minutes: 13 * 60 + 5 } }, de)).toBe('Opened appointment — Morgan, Alex, Fr., 27. Nov., 13:05');
  });

  it('given an all-day appointment, should give the day alone', () => {
    expect(auditRecordWords({ ...appointment, minutes: null }, us)).toBe('Morgan, Alex, Fri, Nov 27');
  });

  it('given a record the practice does not hold, should say so and nothing else', () => {
    expect(describeAuditEvent({ ...open, record: { name: null, day: null, minutes: null } }, us)).toBe(`Opened appointment — ${AUDIT_RECORD_NOT_FOUND}`);
  });

  it('given mail (never named), should be the words alone', () => {
    expect(
      describeAuditEvent({ route: 'GET /api/email/getContent/:userId/:mailId/:mailType/:providerId', action: 'read', recordType: 'mail', record: null }, us),
    ).toBe('Read a secure message');
  });

  it('given a conversation, should name whom it is with, not its id', () => {
    const text = describeAuditEvent(
      { route: 'GET /api/chat/message/get/:userId/:page/:offset', action: 'read', recordType: 'chat', record: { name: 'Rivera, Maria', day: null, minutes: null } },
      us,
    );
    expect(text).toBe('Read a chat conversation — Rivera, Maria');
    expect(text).not.toMatch(/user:\d/);
  });
});
