import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddPhoneBody, clientAddPhoneResponse, clientEditParams } from '../../../domain/contract/clients';
import { errorBody } from '../../../domain/contract/common';
import { normalisePhone } from '../../../domain/contacts/phone';
import { requireUser } from '../../plugins/authenticate';
import { idFrom } from '../../audit/audit-declaration';
import { assertMayAddContactFor } from '../contacts/staff-only';
import { addedPhoneOrThrow } from './added-phone';

/** PUT /api/clients/add_phone/{providerId} {phone, clientId, phoneType} (spec 7): into the client's first free slot. */
const clientsAddPhoneRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/clients/add_phone/:providerId',
    {
      config: { audit: { recordType: 'client', action: 'update', recordId: idFrom('body', 'clientId') } },
      schema: {
        tags: ['clients'],
        summary: "Add a phone to a client's first free slot",
        params: clientEditParams,
        body: clientAddPhoneBody,
        response: { 200: clientAddPhoneResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { providerId } = request.params;
      await assertMayAddContactFor(user, providerId);
      const { phone, clientId, phoneType } = request.body;
      // The schema refused an empty phone, so there are digits.
      const slot = { phone: normalisePhone(phone)!, type: phoneType };
      return addedPhoneOrThrow(await app.clientsRepository.addPhone(providerId, clientId, slot));
    },
  );
};
export default clientsAddPhoneRoute;
