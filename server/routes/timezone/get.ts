import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_TIMEZONE } from '../../../domain/codes';
import { STATE_CODES } from '../../../domain/contacts/state-codes';
import { errorBody } from '../../../domain/contract/common';
import { timezoneResponse, type TimezoneResponse } from '../../../domain/contract/clients';

/** Every IANA zone the runtime knows, the default (spec 9) first; the same for every request. */
const answer: TimezoneResponse = {
  timezones: [DEFAULT_TIMEZONE, ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIMEZONE)],
  state_codes: STATE_CODES.map(({ id, code, name }) => ({ id, code, name })),
};

/** GET /api/timezone/get (spec 7): the timezone and state pickers of the client and person forms. */
const timezoneRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timezone/get',
    {
      schema: {
        tags: ['clients'],
        summary: 'Timezones and the 52 state codes',
        response: { 200: timezoneResponse, 401: errorBody },
      },
    },
    async () => answer,
  );
};
export default timezoneRoute;
