import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientEditBodyFor, clientEditFields, clientEditParams, clientEditResponse } from '../../../domain/contract/clients';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from '../contacts/staff-only';
import { savedOrThrow, viewerOf, withTodaysRules } from './client-checks';

/**
 * PUT /api/clients/edit/{providerId} (spec 7): the client form saved over
 * the provider's client clientId, in one transaction. A client of another
 * provider is answered as gone (404), whatever the id.
 */
const clientsEditRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/clients/edit/:providerId',
    {
      config: { audit: { recordType: 'client', action: 'update', recordId: idFrom('body', 'clientId') } },
      schema: {
        tags: ['clients'],
        summary: 'Edit a client',
        params: clientEditParams,
        body: clientEditFields,
        response: { 200: clientEditResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { providerId } = request.params;
      await assertMayAddContactFor(user, providerId);
      // A client stays with its provider: the body may not name another one.
      if (request.body.providerID !== providerId) throw new HttpError(400, messages.incorrectProvider);
      const body = await withTodaysRules(app, providerId, clientEditBodyFor, request.body);
      return { client: savedOrThrow(await app.clientsRepository.edit(providerId, body.clientId, body, viewerOf(user))) };
    },
  );
};
export default clientsEditRoute;
