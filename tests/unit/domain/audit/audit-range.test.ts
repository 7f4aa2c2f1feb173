import { describe, expect, it } from 'vitest';
import { addIsoDays, auditWindow, defaultAuditDates } from '../../../../domain/audit/audit-range';
import { AUDIT_DEFAULT_DAYS, AUDIT_RANGE_MAX_DAYS, auditFilters } from '../../../../domain/contract/audit';
import { messages } from '../../../../domain/messages';

describe('defaultAuditDates', () => {
  it('should be today and the six days before it', () => {
    expect(defaultAuditDates('2025-03-05')).toEqual({ from: '2025-02-27', to: '2025-03-05' });
    expect(AUDIT_DEFAULT_DAYS).toBe(7);
  });

  it('should cross a year and a leap day', () => {
    expect(defaultAuditDates('2025-01-03')).toEqual({ from: '2024-12-28', to: '2025-01-03' });
    expect(addIsoDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('auditWindow', () => {
  it('given no dates, should cover the default days, from midnight to midnight in the zone', () => {
    const w = auditWindow({}, 'America/New_York', '2025-03-05');
    expect(w).toEqual({
      ok: true,
      dates: { from: '2025-02-27', to: '2025-03-05' },
      start: new Date('2025-02-27T05:00:00Z'),
      end: new Date('2025-03-06T05:00:00Z'),
    });
  });

  it('given a range over a DST change, should end at the local midnight after it', () => {
    const w = auditWindow({ from: '2025-03-08', to: '2025-03-09' }, 'America/New_York', '2025-04-01');
    expect(w.ok && [w.start.toISOString(), w.end.toISOString()]).toEqual(['2025-03-08T05:00:00.000Z', '2025-03-10T04:00:00.000Z']);
  });

  it('given only From, should run to today; given only To, should start the default span before it', () => {
    const from = auditWindow({ from: '2025-03-01' }, 'UTC', '2025-03-05');
    expect(from.ok && from.dates).toEqual({ from: '2025-03-01', to: '2025-03-05' });
    const to = auditWindow({ to: '2025-01-10' }, 'UTC', '2025-03-05');
    expect(to.ok && to.dates).toEqual({ from: '2025-01-04', to: '2025-01-10' });
  });

  it('given one day, should cover that day', () => {
    const w = auditWindow({ from: '2025-03-04', to: '2025-03-04' }, 'UTC', '2025-03-05');
    expect(w.ok && [w.start.toISOString(), w.end.toISOString()]).toEqual(['2025-03-04T00:00:00.000Z', '2025-03-05T00:00:00.000Z']);
  });

  it('given From after To, or a day that does not exist, should refuse with incorrectDate', () => {
    expect(auditWindow({ from: '2025-03-05', to: '2025-03-04' }, 'UTC', '2025-03-05')).toEqual({ ok: false, error: 'incorrectDate' });
    expect(auditWindow({ from: '2025-02-29', to: '2025-03-04' }, 'UTC', '2025-03-05')).toEqual({ ok: false, error: 'incorrectDate' });
  });

  it('should allow AUDIT_RANGE_MAX_DAYS days and no more', () => {
    expect(auditWindow({ from: '2024-03-05', to: addIsoDays('2024-03-05', AUDIT_RANGE_MAX_DAYS - 1) }, 'UTC', '2026-01-01').ok).toBe(true);
    expect(auditWindow({ from: '2024-03-05', to: addIsoDays('2024-03-05', AUDIT_RANGE_MAX_DAYS) }, 'UTC', '2026-01-01')).toEqual({
      ok: false,
      error: 'auditRangeTooLong',
    });
    expect(messages.auditRangeTooLong).toContain(String(AUDIT_RANGE_MAX_DAYS));
  });
});

describe('auditFilters', () => {
  it('should accept ids and kind:id as record ids, and refuse free text', () => {
    expect(auditFilters.safeParse({ recordId: 'user:12' }).success).toBe(true);
    expect(auditFilters.safeParse({ recordId: '42' }).success).toBe(true);
    expect(auditFilters.safeParse({ recordId: 'Alex Morgan' }).success).toBe(false);
  });

  it('should refuse a time zone the runtime does not know', () => {
    const parsed = auditFilters.safeParse({ timezone: 'Mars/Olympus' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(messages.incorrectTimezone);
  });
});
