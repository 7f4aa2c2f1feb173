import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDetailsParams, clientDetailsQuery, clientDetailsResponse } from '../../../domain/contract/clients';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from '../contacts/staff-only';
import { viewerOf } from './client-checks';

/**
 * GET /api/clients/client_details/{providerId}[?clientId=] (spec 7): one of
 * the provider's clients (the client form's edit mode), or every active one.
 * Client details are for non-portal users acting for the provider.
 */
const clientDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/client_details/:providerId',
    {
      config: { audit: { recordType: 'client', action: 'read', recordId: idFrom('query', 'clientId') } },
      schema: {
        tags: ['clients'],
        summary: "One of a provider's clients, or all active ones",
        params: clientDetailsParams,
        querystring: clientDetailsQuery,
        response: { 200: clientDetailsResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { providerId } = request.params;
      await assertMayAddContactFor(user, providerId);
      const viewer = viewerOf(user);
      const { clientId } = request.query;
      if (clientId === undefined) return { clients: await app.clientsRepository.active(providerId, viewer) };
      const client = await app.clientsRepository.one(providerId, clientId, viewer);
      if (client === null) throw notFound(messages.contactGone);
      return { clients: client };
    },
  );
};
export default clientDetailsRoute;
