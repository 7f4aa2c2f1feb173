/**
 * GET /api/busy/get/{providerId}?from=&to= (issue 28 item 2): the provider's
 * busy blocks from their personal calendars between two instants, merged,
 * as bare times. A call of its own, so the spec's daily and yearly answers
 * stay as they are; the calendar screens ask it beside the daily call.
 *
 * Who: staff who may act for the provider (the calendar's readers). Portal
 * users never: a provider's private schedule is not theirs to see.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUSY_RANGE_MAX_DAYS, busyParams, busyQuery, busyResponse, type BusyResponse } from '../../../domain/contract/busy-calendars';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { isPortalRole } from '../../../domain/roles';
import { assertCanActFor } from '../../auth/authorization';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { busyBetween } from '../../repositories/busy-calendars-repository';

const DAY = 86_400_000;

const busyGetRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/busy/get/:providerId',
    {
      schema: {
        tags: ['calendar sync'],
        summary: "The provider's busy time from personal calendars between two instants (bare times, no titles)",
        params: busyParams,
        querystring: busyQuery,
        response: { 200: busyResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
      // As the daily call (get-daily.ts): the answer is built typed by busyBetween; zod's parse of it cost more than the stringify.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request): Promise<BusyResponse> => {
      const user = requireUser(request);
      if (isPortalRole(user.role)) throw new HttpError(403, messages.providerNotPermitted);
      await assertCanActFor(user, request.params.providerId);
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (!(to > from)) throw new HttpError(400, messages.incorrectDate);
      if (to.getTime() - from.getTime() > BUSY_RANGE_MAX_DAYS * DAY) throw new HttpError(400, messages.dateRangeTooLong);
      return { busy: await busyBetween(app.db, request.params.providerId, from, to) };
    },
  );
};
export default busyGetRoute;
