import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditCsvFileName, auditCsvHeader, auditCsvLine, csvCell } from '../../../../domain/audit/audit-csv';
import { AUDIT_CSV_COLUMNS, type AuditEvent } from '../../../../domain/contract/audit';

/** Reads one RFC 4180 line back into cells (the test's own parser, to check the writer round-trips). */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe('csvCell', () => {
  it('given plain text or a number, should leave it as it is', () => {
    expect(csvCell('GET /api/appointment/get/id/:id')).toBe('GET /api/appointment/get/id/:id');
    expect(csvCell(403)).toBe('403');
    expect(csvCell(null)).toBe('');
  });

  it('given a comma, a quote or a line break, should quote the cell and double its quotes', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('given text a spreadsheet would run as a formula, should prefix an apostrophe', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-12')).toBe("'-12");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // An inner = is harmless.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('for any text, should read back as the text (apostrophe-prefixed when formula-like), never starting a formula', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const [back] = parseLine(csvCell(text));
        const guarded = /^[=+\-@\t\r]/.test(text);
        expect(back).toBe(guarded ? `'${text}` : text);
        expect(back).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('auditCsvLine', () => {
  const e: AuditEvent = {
    id: 7,
    at: '2025-03-03T16:00:00.000Z',
    userId: 2,
    userName: 'Wei Chen (dr.chen)',
    providerId: null,
    action: 'read',
    recordType: 'client',
    recordId: '11',
    route: 'GET /api/clients/client_details/:providerId',
    statusCode: 403,
    ip: '192.0.2.66',
  };

  it('should write the columns in AUDIT_CSV_COLUMNS order, with CRLF', () => {
    expect(auditCsvHeader()).toBe(`${AUDIT_CSV_COLUMNS.join(',')}\r\n`);
    const line = auditCsvLine(e, 'Opened client details — a record not on file in this practice');
    expect(line.endsWith('\r\n')).toBe(true);
    expect(parseLine(line.slice(0, -2))).toEqual([
      '2025-03-03T16:00:00.000Z',
      '2',
      'Wei Chen (dr.chen)',
      '',
      'read',
      'client',
      '11',
      'GET /api/clients/client_details/:providerId',
      '403',
      '192.0.2.66',
      'Opened client details — a record not on file in this practice',
    ]);
    expect(parseLine(line.slice(0, -2))).toHaveLength(AUDIT_CSV_COLUMNS.length);
  });
});

describe('auditCsvFileName', () => {
  it('should name the product and the range', () => {
    expect(auditCsvFileName('2025-03-01', '2025-03-07')).toBe('meadow-audit-2025-03-01-2025-03-07.csv');
  });
});
