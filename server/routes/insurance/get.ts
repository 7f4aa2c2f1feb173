import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { insuranceParams, insuranceResponse } from '../../../domain/contract/insurance';
import { requireUser } from '../../plugins/authenticate';
import { assertMayAddContactFor as assertStaffActingFor } from '../contacts/staff-only';

/**
 * GET /api/insurance/get/{providerId} (spec 7): the provider's insurance
 * companies, for the add/edit client form. Portal users (22, 25) do not load
 * insurance details (spec 6), so they are refused like the other contact calls.
 */
const insuranceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/insurance/get/:providerId',
    {
      schema: {
        tags: ['insurance'],
        summary: "A provider's insurance companies",
        params: insuranceParams,
        response: { 200: insuranceResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertStaffActingFor(user, request.params.providerId);
      return { insuranceCompanyDetails: await app.insuranceRepository.listForProvider(request.params.providerId) };
    },
  );
};
export default insuranceRoute;
