import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expiryPermissionsResponse, type ExpiryPermissions } from '../../../domain/contract/auth';
import { errorBody } from '../../../domain/contract/common';
import { isPortalRole, usesSubscriberAsProvider } from '../../../domain/roles';
import { unauthorized } from '../../errors';
import { requireUser } from '../../plugins/authenticate';

/**
 * GET /api/auth/expiry_permissions (spec 3 "Expiry response fields").
 * Reading it does not extend the session: the browser polls it to learn
 * timeRemain, and polling must not keep an idle phone signed in.
 */
const expiryPermissionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/expiry_permissions',
    {
      config: { slideSession: false },
      schema: {
        tags: ['auth'],
        summary: 'Session expiry, user facts and permitted providers',
        response: { 200: expiryPermissionsResponse, 401: errorBody },
      },
    },
    async (request): Promise<ExpiryPermissions> => {
      const auth = requireUser(request);
      const users = app.usersRepository;
      // The request's user carries only what most routes use: this one reads the whole row, beside the rest.
      const [user, permitted, subscriber, appUsers, unreadMailIds] = await Promise.all([
        users.findById(auth.id),
        auth.permitted(),
        auth.subscriberId !== null ? users.findById(auth.subscriberId) : Promise.resolve(null),
        // Portal users are not shown the practice's staff list.
        isPortalRole(auth.role) ? Promise.resolve([]) : users.appUsersOf(auth.practiceId, auth.id),
        users.unreadMailIds(auth.id),
      ]);
      if (!user) throw unauthorized();
      // The permitted list usually holds the subscriber already (delegates, staff): no extra read then.
      const ownPermission = permitted.find((p) => p.id === auth.subscriberId) ?? null;
      // Portal users and delegates see their practice's calendar settings; others their own.
      const settingsFrom = usesSubscriberAsProvider(user.role) && subscriber ? subscriber : user;
      const practiceOwner = subscriber ?? user;
      return {
        timeRemain: Math.max(0, Math.floor((auth.expiresAt.getTime() - Date.now()) / 1000)),
        userId: user.id,
        username: user.username,
        userRole: user.role,
        userType: user.userType,
        firstName: user.firstName,
        lastName: user.lastName,
        middleName: user.middleName,
        namePrefix: user.namePrefix,
        nameSuffix: user.nameSuffix,
        credentials: user.credentials,
        loggedInTimezone: user.timezone,
        subscriber_id: user.subscriberId,
        permission_id: ownPermission?.permission_id ?? null,
        permission_status: ownPermission?.permission_status ?? null,
        client_name_format: settingsFrom.clientNameFormat,
        client_name_order: settingsFrom.clientNameOrder,
        videoUserId: user.videoUserId,
        connectUserId: user.connectUserId,
        permittedUserList: permitted,
        appUsers,
        unreadMailIds,
        subscription: user.subscription,
        subscriberFirstName: practiceOwner.firstName,
        subscriberLastName: practiceOwner.lastName,
        subscriberMiddleName: practiceOwner.middleName,
        subscriberNamePrefix: practiceOwner.namePrefix,
        subscriberNameSuffix: practiceOwner.nameSuffix,
      };
    },
  );
};
export default expiryPermissionsRoute;
