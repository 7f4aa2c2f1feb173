import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { addPhoneResponse, personAddPhoneBody } from '../../../domain/contract/contacts';
import { normalisePhone } from '../../../domain/contacts/phone';
import { isNonPortalUser } from '../../../domain/roles';
import { canActFor } from '../../auth/authorization';
import { forbidden } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit } from '../../audit/audit-declaration';
import { addedPhoneOrThrow } from '../clients/added-phone';

/**
 * PUT /api/others/add_phone {phone, otherEventId, phoneType} (spec 7): into
 * the person's first free slot. The body names no provider: the person's own
 * must be one the user may act for, else the person is answered as gone.
 */
const othersAddPhoneRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/others/add_phone',
    {
      config: { audit: { recordType: 'contact', action: 'update', recordId: idFrom('body', 'otherEventId', 'other_event') } },
      schema: {
        tags: ['contacts'],
        summary: "Add a phone to an other person's first free slot",
        body: personAddPhoneBody,
        response: { 200: addPhoneResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The same refusal as assertMayAddContactFor; the provider check waits for the person's row.
      if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw forbidden();
      const { phone, otherEventId, phoneType } = request.body;
      // The schema refused an empty phone, so there are digits.
      const slot = { phone: normalisePhone(phone)!, type: phoneType };
      // Read before the repository's transaction: PGlite runs nothing else while one is open.
      await user.permitted();
      const mayActFor = (providerId: number) => {
        noteAudit(request, { providerId });
        return canActFor(user, providerId);
      };
      return addedPhoneOrThrow(await app.personsRepository.addPhone(otherEventId, slot, mayActFor));
    },
  );
};
export default othersAddPhoneRoute;
