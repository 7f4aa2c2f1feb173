import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsvFileName, auditCsvHeader, auditCsvLine } from '../../../domain/audit/audit-csv';
import { describeAuditEvent } from '../../../domain/audit/audit-words';
import { AUDIT_EXPORT_MAX, auditFilters, auditParams, type AuditEvent } from '../../../domain/contract/audit';
import { hourCycleOf, styleOfAcceptLanguage, type DateTimeStyle } from '../../../domain/time-style';
import { auditRecordLabels } from '../../audit/record-labels';
import { requireUser } from '../../plugins/authenticate';
import { assertMayReadAudit, auditQueryOf } from './audit-query';

/** Excel reads a CSV as UTF-8 (names with accents) only with a byte order mark. */
const BOM = '\uFEFF';

/**
 * GET /api/audit/{providerId}/export?from&to&timezone&userId&action&recordType&recordId
 * (issue 13): the matching events as CSV (AUDIT_CSV_COLUMNS), newest first,
 * at most AUDIT_EXPORT_MAX, as a download named meadow-audit-<from>-<to>.csv.
 * Its last column says each event in the screen's words (issue 27 item 13),
 * in the reader's style: the hourCycle the screen sends, the locale of the
 * request's Accept-Language, else en-US 12-hour.
 * Rows stream in batches, so a large export never sits whole in memory.
 */
const auditExportRoute: FastifyPluginAsyncZod = async (app) => {
  const labels = auditRecordLabels(app.db);
  app.get(
    '/audit/:providerId/export',
    // No response schema: the answer is CSV, and errors take the one error shape anyway.
    { schema: { tags: ['audit'], summary: "The provider's audit trail as CSV", params: auditParams, querystring: auditFilters } },
    async (request, reply) => {
      const user = requireUser(request);
      const { providerId } = request.params;
      assertMayReadAudit(user, providerId);
      const query = auditQueryOf(user, providerId, request.query);
      const batches = app.auditRepository.exportBatches(query, AUDIT_EXPORT_MAX);
      // The first batch before any header: a failing database still answers with a status, not a cut-off file.
      const first = await batches.next();
      const asked = styleOfAcceptLanguage(request.headers['accept-language']);
      const style: DateTimeStyle = { locale: asked.locale, hourCycle: request.query.hourCycle ?? hourCycleOf(asked.locale) };
      const lines = async (events: AuditEvent[]) =>
        (await labels.describe(providerId, events)).map((e) => auditCsvLine(e, describeAuditEvent(e, style))).join('');
      async function* csv(): AsyncGenerator<string> {
        yield BOM + auditCsvHeader();
        if (first.done) return;
        yield await lines(first.value);
        for await (const events of batches) yield await lines(events);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFileName(query.from, query.to)}"`)
        .send(Readable.from(csv()));
    },
  );
};
export default auditExportRoute;
