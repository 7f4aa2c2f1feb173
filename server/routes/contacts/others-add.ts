import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { personAddBody, personAddResponse } from '../../../domain/contract/contacts';
import { messages } from '../../../domain/messages';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { noteAudit, recordIdOf } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from './staff-only';

/** POST /api/others/add (spec 7): a new other-person contact of the provider. */
const othersAddRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/others/add',
    {
      config: { audit: { recordType: 'contact', action: 'create' } },
      schema: {
        tags: ['contacts'],
        summary: 'Add an other-person contact',
        body: personAddBody,
        response: { 200: personAddResponse, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertMayAddContactFor(user, request.body.providerID);
      const person = await app.contactsRepository.addPerson(request.body.providerID, request.body);
      if (person === 'email') throw new HttpError(409, messages.emailAlreadyExists);
      noteAudit(request, { recordId: recordIdOf(person.id, 'other_event') });
      return { person };
    },
  );
};
export default othersAddRoute;
