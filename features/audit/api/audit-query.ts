import type { AuditFilterInput } from '../atoms';

/** The page and export calls' query: only the filters that are set, and the zone the dates are days in. */
export function auditQueryString(filters: AuditFilterInput, timeZone: string, before?: number): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  params.set('timezone', timeZone);
  if (filters.userId) params.set('userId', filters.userId);
  if (filters.action) params.set('action', filters.action);
  if (filters.recordType) params.set('recordType', filters.recordType);
  const recordId = filters.recordId.trim();
  if (recordId) params.set('recordId', recordId);
  if (before !== undefined) params.set('before', String(before));
  return params.toString();
}
