import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { eventEditBody, eventEditParams, eventEditResponse } from '../../../domain/contract/contacts';
import { messages } from '../../../domain/messages';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from './staff-only';

/**
 * PUT /api/events/edit/{id} {name, providerID}: renames an event of the
 * provider (the appointment detail's Edit Name, spec 4 edit level 1).
 */
const eventsEditRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/events/edit/:id',
    {
      config: { audit: { recordType: 'contact', action: 'update', recordId: idFrom('params', 'id', 'event_appointment') } },
      schema: {
        tags: ['contacts'],
        summary: 'Rename an event contact',
        params: eventEditParams,
        body: eventEditBody,
        response: { 200: eventEditResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { name, providerID } = request.body;
      await assertMayAddContactFor(user, providerID);
      const event = await app.eventsRepository.rename(providerID, request.params.id, name);
      if (!event) throw notFound(messages.contactGone);
      return { event };
    },
  );
};
export default eventsEditRoute;
