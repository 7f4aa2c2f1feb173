import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { contactsListParams, contactsListResponse } from '../../../domain/contract/contacts-list';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { assertMayAddContactFor as assertStaffActingFor } from './staff-only';

/**
 * GET /api/contacts/list/{providerId} (spec 2 "Contacts full list", 3
 * "Contact list item"): every active contact of the provider, sorted by
 * name, with the acting user's favourites and chosen phones.
 */
const contactsListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts/list/:providerId',
    {
      config: { audit: { recordType: 'contact', action: 'read' } },
      schema: {
        tags: ['contacts'],
        summary: "Every active contact of a provider, with this user's favourites and chosen phones",
        params: contactsListParams,
        response: { 200: contactsListResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      // Thousands of items built and typed by the repository: plain stringify (see get-daily.ts).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) => {
      const user = requireUser(request);
      const { providerId } = request.params;
      await assertStaffActingFor(user, providerId);
      const contacts = await app.contactsListRepository.list(providerId, user.id);
      if (!contacts) throw notFound();
      return { contacts };
    },
  );
};
export default contactsListRoute;
