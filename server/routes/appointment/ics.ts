import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPOINTMENT_ICS_FILE_NAME, appointmentIcsParams } from '../../../domain/contract/calendar-file';
import { isPortalRole } from '../../../domain/roles';
import { idFrom, noteAudit } from '../../audit/audit-declaration';
import { canActFor, defaultProviderOf } from '../../auth/authorization';
import { appointmentEvent } from '../../calendar/appointment-event';
import { calendarFile, ICS_CONTENT_TYPE } from '../../calendar/icalendar';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { publicUrlOf } from '../../outbound/public-url';
import { requireUser } from '../../plugins/authenticate';

/**
 * GET /api/appointment/ics/{id} (issue 26 item 6, domain/contract/
 * calendar-file.ts): one occurrence as an .ics download. Portal users read
 * only their own (the calendar's rule) and get the client's join link;
 * staff read those of providers they may act for, without it (they open the
 * session as its host). Any other id, or a deleted one, is not found.
 * Never cached: the file carries a join link.
 */
const appointmentIcsRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const publicUrl = publicUrlOf(config);
  app.get(
    '/appointment/ics/:id',
    {
      config: { audit: { recordType: 'appointment', action: 'read', recordId: idFrom('params', 'id') } },
      schema: {
        tags: ['appointment'],
        summary: 'One appointment as an iCalendar (.ics) file',
        params: appointmentIcsParams,
        // No response schema: the answer is text/calendar, and errors take the one error shape anyway (as audit/export).
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const portal = isPortalRole(user.role);
      const row = await app.calendarEventRepository.find(request.params.id, { userId: user.id, role: user.role });
      // The row's provider; a look at an id one may not see goes to the caller's own practice's trail.
      noteAudit(request, { providerId: row ? row.providerId : await defaultProviderOf(user) });
      // Portal rows are already only the reader's own; staff must be allowed the row's provider.
      if (!row || (!portal && !(await canActFor(user, row.providerId)))) throw notFound();
      const event = appointmentEvent(row, { publicUrl, secureVideoBaseUrl: config.secureVideoBaseUrl, withJoinUrl: portal });
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${APPOINTMENT_ICS_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(calendarFile(event, new Date()));
    },
  );
};
export default appointmentIcsRoute;
