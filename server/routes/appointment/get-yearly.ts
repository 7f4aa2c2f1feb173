import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { yearBounds } from '../../../domain/calendar-range';
import { errorBody } from '../../../domain/contract/common';
import { yearlyParams, yearlyResponse, type YearlyResponse } from '../../../domain/contract/calendar';
import { assertCanActFor } from '../../auth/authorization';
import { requireUser } from '../../plugins/authenticate';

/** GET /api/appointment/get/yearly/{year}/{providerId} (spec 7): the local days of that year with appointments. */
const getYearlyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointment/get/yearly/:year/:providerId',
    {
      config: { audit: { recordType: 'appointment', action: 'read' } },
      schema: {
        tags: ['appointment'],
        summary: 'The days of a year on which a provider has appointments',
        params: yearlyParams,
        response: { 200: yearlyResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
      // As the daily call (get-daily.ts): the handler's answer is typed YearlyResponse; parsing its days through zod cost more than the stringify.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request): Promise<YearlyResponse> => {
      const user = requireUser(request);
      const { year, providerId } = request.params;
      await assertCanActFor(user, providerId);
      const appointments = await app.appointmentsRepository.yearlyDates(providerId, yearBounds(year), {
        userId: user.id,
        role: user.role,
      });
      return { appointments };
    },
  );
};
export default getYearlyRoute;
