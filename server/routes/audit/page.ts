import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, auditPage, auditPageQuery, auditParams, type AuditUser } from '../../../domain/contract/audit';
import { errorBody } from '../../../domain/contract/common';
import { auditRecordLabels } from '../../audit/record-labels';
import { requireUser } from '../../plugins/authenticate';
import { assertMayReadAudit, auditQueryOf } from './audit-query';

/**
 * GET /api/audit/{providerId}?from&to&timezone&userId&action&recordType&recordId&before
 * (issue 13): a page of the provider's audit trail, newest first, each
 * event with its record's label (issue 27 item 13). The first page also
 * lists whom the user filter offers.
 *
 * Reading the trail is not itself an audit event: the trail records access
 * to clients' records, and it holds none (ids, routes, addresses); each of
 * its rows would otherwise bury the events the provider came to look at.
 */
const auditPageRoute: FastifyPluginAsyncZod = async (app) => {
  const labels = auditRecordLabels(app.db);
  app.get(
    '/audit/:providerId',
    {
      schema: {
        tags: ['audit'],
        summary: "A page of the provider's audit trail",
        params: auditParams,
        querystring: auditPageQuery,
        response: { 200: auditPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { providerId } = request.params;
      assertMayReadAudit(user, providerId);
      const query = auditQueryOf(user, providerId, request.query);
      const before = request.query.before;
      const raw = await app.auditRepository.page({ ...query, before }, AUDIT_PAGE_SIZE);
      // Records in words for this practice only (issue 27 item 13); the screen words them in the reader's style.
      const page = { ...raw, events: await labels.describe(providerId, raw.events) };
      if (before !== undefined) return { ...page, users: null };
      const byId = new Map<number, AuditUser>();
      for (const person of await app.auditRepository.people(providerId)) byId.set(person.id, person);
      // Someone from outside the practice who was refused is named on the page: they must be filterable too.
      for (const e of page.events) if (!byId.has(e.userId) && e.userName !== '') byId.set(e.userId, { id: e.userId, name: e.userName });
      const users = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return { ...page, users };
    },
  );
};
export default auditPageRoute;
