import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FormDetailsResponse, formDetailsQuery, formDetailsResponse } from '../../../domain/contract/appointment';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { providerChoices } from '../../../domain/providers';
import { isNonPortalUser } from '../../../domain/roles';
import { assertCanActFor, defaultProviderOf, providerSessionOf } from '../../auth/authorization';
import { forbidden, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { noteAudit } from '../../audit/audit-declaration';

/**
 * GET /api/appointment/form_details[?providerId=] (spec 7): what the Add
 * Appointment form offers for a provider — its contacts by kind, the
 * practice users a group may include, its offices and default office, the
 * providers the user may book for (false when only one), the time increment
 * and the provider's zone. Non-portal users only. Spec 7 names no
 * parameter: without providerId it answers for the caller's default provider.
 */
const formDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointment/form_details',
    {
      config: { audit: { recordType: 'contact', action: 'read' } },
      schema: {
        tags: ['appointment'],
        summary: 'What the Add Appointment form offers for a provider',
        querystring: formDetailsQuery,
        response: { 200: formDetailsResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      /*
       * Thousands of contacts: the answer is built and typed by the
       * repository, so plain JSON.stringify rather than a zod pass over
       * every entry (the same trade as get-daily).
       */
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request): Promise<FormDetailsResponse> => {
      const user = requireUser(request);
      if (!isNonPortalUser({ userRole: user.role, userType: user.userType })) throw forbidden(messages.portalCannotBook);
      const providerId = request.query.providerId ?? (await defaultProviderOf(user));
      noteAudit(request, { providerId });
      await assertCanActFor(user, providerId);
      const data = await app.formDetailsRepository.load(providerId);
      if (!data) throw notFound();
      const choices = providerChoices(providerSessionOf(user), await user.permitted());
      return { ...data, providers: choices.length > 1 ? choices : false };
    },
  );
};
export default formDetailsRoute;
