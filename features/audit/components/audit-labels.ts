/** How an audit event reads on the screen: the table's words, the viewer's clock and zone. */
import type { AuditAction, AuditEvent, AuditRecordType } from '../../../domain/contract/audit';
import { readableDateTime, type DateTimeStyle } from '../../../domain/time-style';
import { BUSY_CALENDAR_AUDIT_WORD } from '../../../domain/messages';
import { auditTexts as t } from '../copy';

export const actionLabels: Record<AuditAction, string> = { read: t.read, create: t.create, update: t.update, delete: t.delete };

export const recordTypeLabels: Record<AuditRecordType, string> = {
  client: t.client,
  contact: t.contact,
  appointment: t.appointment,
  mail: t.mail,
  chat: t.chat,
  busy_calendar: BUSY_CALENDAR_AUDIT_WORD,
};

/** 'Fri, Mar 5, 2025, 10:00:07 AM' (or 24-hour) in the viewer's zone: seconds matter when reading who did what first. */
export const auditTimeLabel = (iso: string, timeZone: string, style: DateTimeStyle): string => readableDateTime(iso, timeZone, style, { seconds: true });

/** The actor: their name, or the id of an account that no longer exists. */
export const actorLabel = (e: Pick<AuditEvent, 'userName' | 'userId'>): string => e.userName || `${t.formerUser} #${e.userId}`;

/** A refusal (4xx/5xx) is worth the eye: the screen marks it. */
export const isRefusal = (statusCode: number): boolean => statusCode >= 400;
