import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { eventAddBody, eventAddResponse } from '../../../domain/contract/contacts';
import { requireUser } from '../../plugins/authenticate';
import { noteAudit, recordIdOf } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from './staff-only';

/** POST /api/events/add {name, providerID} (spec 7): a new event contact of the provider. */
const eventsAddRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events/add',
    {
      config: { audit: { recordType: 'contact', action: 'create' } },
      schema: {
        tags: ['contacts'],
        summary: 'Add an event contact',
        body: eventAddBody,
        response: { 200: eventAddResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { name, providerID } = request.body;
      await assertMayAddContactFor(user, providerID);
      const event = await app.contactsRepository.addEvent(providerID, name);
      noteAudit(request, { recordId: recordIdOf(event.id, 'event_appointment') });
      return { event };
    },
  );
};
export default eventsAddRoute;
