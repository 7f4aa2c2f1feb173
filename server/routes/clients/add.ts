import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddBody, clientAddResponse, clientBodyFor } from '../../../domain/contract/clients';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { mayAddEditDeleteAppointments } from '../../auth/authorization';
import { requireUser } from '../../plugins/authenticate';
import { noteAudit, recordIdOf } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from '../contacts/staff-only';
import { savedOrThrow, viewerOf, withTodaysRules } from './client-checks';

/**
 * POST /api/clients/add (spec 7): a new client of providerID with the
 * spec's success text. The insurance company must be one of that provider's.
 */
const clientsAddRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients/add',
    {
      config: { audit: { recordType: 'client', action: 'create' } },
      schema: {
        tags: ['clients'],
        summary: 'Add a client',
        body: clientAddBody,
        response: { 200: clientAddResponse, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const providerId = request.body.providerID;
      await assertMayAddContactFor(user, providerId);
      const body = await withTodaysRules(app, providerId, clientBodyFor, request.body);
      const client = savedOrThrow(await app.clientsRepository.add(providerId, body, viewerOf(user)));
      noteAudit(request, { recordId: recordIdOf(client.id) });
      // Spec 8: the client is saved either way; the text tells a user who cannot book that they cannot go on to an appointment.
      const message = (await mayAddEditDeleteAppointments(user)) ? messages.clientAdded : messages.clientAddedNoAppointmentPermission;
      return { client, message, code: 200 as const };
    },
  );
};
export default clientsAddRoute;
