import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactKind } from '../../../domain/contract/appointment';
import { errorBody } from '../../../domain/contract/common';
import { favouriteAddBody, favouriteAddResponse } from '../../../domain/contract/favourites';
import { messages } from '../../../domain/messages';
import { isNonPortalUser } from '../../../domain/roles';
import { canActFor } from '../../auth/authorization';
import { forbidden, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom, noteAudit } from '../../audit/audit-declaration';
import type { FavouriteTarget } from '../../repositories/favourites-repository';

/**
 * POST /api/favourite/add {person_id | otherevent_id | groupappointment_id}
 * (spec 3, 7): marks a client, other person or group as the user's
 * favourite; adding it again answers the same favourite_id.
 */
const favouriteAddRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/favourite/add',
    {
      config: {
        audit: {
          recordType: 'contact',
          action: 'create',
          recordId: (request) =>
            idFrom('body', 'person_id', 'person')(request) ??
            idFrom('body', 'otherevent_id', 'other_event')(request) ??
            idFrom('body', 'groupappointment_id', 'group_appointment')(request),
        },
      },
      schema: {
        tags: ['contacts'],
        summary: 'Mark a contact as a favourite of the signed-in user',
        body: favouriteAddBody,
        response: { 200: favouriteAddResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw forbidden();
      const b = request.body;
      const [kind, target]: [ContactKind, FavouriteTarget] =
        b.person_id !== null
          ? ['person', { column: 'personId', id: b.person_id }]
          : b.otherevent_id !== null
            ? ['other_event', { column: 'othereventId', id: b.otherevent_id }]
            : ['group_appointment', { column: 'groupappointmentId', id: b.groupappointment_id! }];
      const owner = await app.contactsListRepository.owner(kind, target.id);
      if (owner) noteAudit(request, { providerId: owner.providerId });
      // Unknown, or of a provider this user may not act for: the same answer, so ids tell nothing across practices.
      if (!owner || !(await canActFor(user, owner.providerId))) throw notFound(messages.contactGone);
      return { favourite_id: await app.favouritesRepository.add(user.id, target) };
    },
  );
};
export default favouriteAddRoute;
