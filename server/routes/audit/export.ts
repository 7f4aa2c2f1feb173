import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsvFileName, auditCsvHeader, auditCsvLine } from '../../../domain/audit/audit-csv';
import { AUDIT_EXPORT_MAX, auditFilters, auditParams, type AuditEvent } from '../../../domain/contract/audit';
import { requireUser } from '../../plugins/authenticate';
import { assertMayReadAudit, auditQueryOf } from './audit-query';

/** Excel reads a CSV as UTF-8 (names with accents) only with a byte order mark. */
const BOM = '\uFEFF';

/**
 * GET /api/audit/{providerId}/export?from&to&timezone&userId&action&recordType&recordId
 * (issue 13): the matching events as CSV (AUDIT_CSV_COLUMNS), newest first,
 * at most AUDIT_EXPORT_MAX, as a download named meadow-audit-<from>-<to>.csv.
 * Rows stream in batches, so a large export never sits whole in memory.
 */
const auditExportRoute: FastifyPluginAsyncZod = async (app) => {
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
      const lines = (events: AuditEvent[]) => events.map(auditCsvLine).join('');
      async function* csv(): AsyncGenerator<string> {
        yield BOM + auditCsvHeader();
        if (first.done) return;
        yield lines(first.value);
        for await (const events of batches) yield lines(events);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFileName(query.from, query.to)}"`)
        .send(Readable.from(csv()));
    },
  );
};
export default auditExportRoute;
