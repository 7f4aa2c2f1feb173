/**
 * The audit trail's CSV (RFC 4180, CRLF lines). A cell that a spreadsheet
 * would read as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe: a user's name is typed by whoever set the
 * account up, and must never run as a formula on the provider's machine.
 */
import { PRODUCT_NAME } from '../brand';
import { AUDIT_CSV_COLUMNS, type AuditEvent } from '../contract/audit';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-guarded, then quoted (quotes doubled) when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  // Numbers come from the database (ids, statuses), never from a user: only text is guarded.
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const auditCsvHeader = (): string => csvLine(AUDIT_CSV_COLUMNS);

/** One event in AUDIT_CSV_COLUMNS order: the raw columns, then the event in words (domain/audit/audit-words.ts). */
export const auditCsvLine = (e: AuditEvent, description: string): string =>
  csvLine([e.at, e.userId, e.userName, e.providerId, e.action, e.recordType, e.recordId, e.route, e.statusCode, e.ip, description]);

/** `meadow-audit-2026-01-01-2026-01-07.csv`: the product's name as a file-name word, then the range. */
export const auditCsvFileName = (from: string, to: string): string =>
  `${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-audit-${from}-${to}.csv`;
