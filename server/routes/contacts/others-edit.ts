import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { personEditBody, personEditParams, personEditResponse } from '../../../domain/contract/contacts';
import { messages } from '../../../domain/messages';
import { HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from './staff-only';

/**
 * PUT /api/others/edit/{id} (spec 7): the person form saved over the
 * provider's other person. A person of another provider is answered as gone
 * (404) and left as it was.
 */
const othersEditRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/others/edit/:id',
    {
      config: { audit: { recordType: 'contact', action: 'update', recordId: idFrom('params', 'id', 'other_event') } },
      schema: {
        tags: ['contacts'],
        summary: 'Edit an other-person contact',
        params: personEditParams,
        body: personEditBody,
        response: { 200: personEditResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertMayAddContactFor(user, request.body.providerID);
      const person = await app.personsRepository.edit(request.params.id, request.body, user.id);
      if (person === null) throw notFound(messages.contactGone);
      if (person === 'email') throw new HttpError(409, messages.emailAlreadyExists);
      return { person };
    },
  );
};
export default othersEditRoute;
