import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { favouriteDeleteBody, favouriteDeleteResponse } from '../../../domain/contract/favourites';
import { isNonPortalUser } from '../../../domain/roles';
import { forbidden, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { idFrom } from '../../audit/audit-declaration';

/** DELETE /api/favourite/delete {id} (spec 3, 7): removes one of the signed-in user's own favourites. */
const favouriteDeleteRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/favourite/delete',
    {
      config: { audit: { recordType: 'contact', action: 'delete', recordId: idFrom('body', 'id', 'favourite') } },
      schema: {
        tags: ['contacts'],
        summary: "Remove one of the signed-in user's favourites",
        body: favouriteDeleteBody,
        response: { 200: favouriteDeleteResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw forbidden();
      // Another user's favourite answers as a missing one.
      if (!(await app.favouritesRepository.delete(user.id, request.body.id))) throw notFound();
      return { favourite_id: 0 as const };
    },
  );
};
export default favouriteDeleteRoute;
