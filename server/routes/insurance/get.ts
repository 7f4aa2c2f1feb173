import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { insuranceParams, insuranceResponse } from '../../../domain/contract/insurance';
import { assertCanActFor } from '../../auth/authorization';
import { requireUser } from '../../plugins/authenticate';

/** GET /api/insurance/get/{providerId} (spec 7): the provider's insurance companies. */
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
      assertCanActFor(user, request.params.providerId);
      return { insuranceCompanyDetails: await app.insuranceRepository.listForProvider(request.params.providerId) };
    },
  );
};
export default insuranceRoute;
