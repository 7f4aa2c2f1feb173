import { auditWindow } from '../../../domain/audit/audit-range';
import type { AuditFilters } from '../../../domain/contract/audit';
import { isoDayIn } from '../../../domain/mail/viewer-zone';
import { messages } from '../../../domain/messages';
import { canReadAuditTrail } from '../../../domain/roles';
import type { AuthUser } from '../../auth/auth-user';
import { badRequest, forbidden } from '../../errors';
import type { AuditQuery } from '../../repositories/audit-repository';

/**
 * Only the provider (role 7) reads a trail, and only their own practice's:
 * staff, delegates and portal users never do, whichever provider they act
 * for (the trail shows what everyone else did).
 */
export function assertMayReadAudit(user: AuthUser, providerId: number): void {
  if (!canReadAuditTrail(user.role)) throw forbidden();
  if (providerId !== user.practiceId) throw forbidden(messages.providerNotPermitted);
}

/** The filters as a query: dates are days in the asked zone, else the user's own. */
export function auditQueryOf(user: AuthUser, providerId: number, filters: AuditFilters, now = new Date()): AuditQuery & { from: string; to: string } {
  const timeZone = filters.timezone ?? user.timezone;
  const window = auditWindow({ from: filters.from, to: filters.to }, timeZone, isoDayIn(now, timeZone));
  if (!window.ok) throw badRequest(messages[window.error]);
  return {
    providerId,
    start: window.start,
    end: window.end,
    from: window.dates.from,
    to: window.dates.to,
    userId: filters.userId,
    action: filters.action,
    recordType: filters.recordType,
    recordId: filters.recordId,
  };
}
