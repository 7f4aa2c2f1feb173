import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { phoneSelectedBody, phoneSelectedResponse } from '../../../domain/contract/favourites';
import { messages } from '../../../domain/messages';
import { isNonPortalUser } from '../../../domain/roles';
import { canActFor } from '../../auth/authorization';
import { forbidden, HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit } from '../../audit/audit-declaration';

/**
 * POST /api/phone_selected/add {person_id | otherevent_id, phone} (spec 3, 5,
 * 7): remembers which of a client's or other person's phones the user chose
 * on the phone screen. The phone must be one of that contact's.
 */
const phoneSelectedAddRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/phone_selected/add',
    {
      config: {
        audit: {
          recordType: 'contact',
          action: 'update',
          recordId: (request) => idFrom('body', 'person_id', 'person')(request) ?? idFrom('body', 'otherevent_id', 'other_event')(request),
        },
      },
      schema: {
        tags: ['contacts'],
        summary: "Remember the phone the signed-in user chose for a contact",
        body: phoneSelectedBody,
        response: { 200: phoneSelectedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw forbidden();
      const { person_id, otherevent_id, phone } = request.body;
      const target =
        person_id !== null ? ({ column: 'personId', id: person_id } as const) : ({ column: 'othereventId', id: otherevent_id! } as const);
      const owner = await app.contactsListRepository.owner(target.column === 'personId' ? 'person' : 'other_event', target.id);
      if (owner) noteAudit(request, { providerId: owner.providerId });
      if (!owner || !(await canActFor(user, owner.providerId))) throw notFound(messages.contactGone);
      if (!owner.phones.includes(phone)) throw new HttpError(400, messages.incorrectPhone);
      return { selected_phone: await app.favouritesRepository.selectPhone(user.id, target, phone) };
    },
  );
};
export default phoneSelectedAddRoute;
