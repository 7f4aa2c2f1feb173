import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDailyRange } from '../../../domain/calendar-range';
import { errorBody } from '../../../domain/contract/common';
import { dailyCalendarResponse, dailyParams, dailyQuery, dailyResponse } from '../../../domain/contract/calendar';
import { messages } from '../../../domain/messages';
import { assertCanActFor } from '../../auth/authorization';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';

/**
 * GET /api/appointment/get/daily/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{providerId}
 * (spec 7; months 1-12): every appointment of the provider on those local days,
 * by app_date then start, with the provider's client-name settings.
 * `?fields=calendar` answers only the fields the calendar screens read
 * (calendarAppointmentFields), as the app asks it.
 */
const getDailyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointment/get/daily/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:providerId',
    {
      config: { audit: { recordType: 'appointment', action: 'read' } },
      schema: {
        tags: ['appointment'],
        summary: "A provider's appointments between two days (at most DAILY_RANGE_MAX_DAYS)",
        params: dailyParams,
        querystring: dailyQuery,
        response: { 200: dailyResponse.or(dailyCalendarResponse), 400: errorBody, 401: errorBody, 403: errorBody },
      },
      /*
       * The 200 answer is built field by field by the repository, typed as
       * DailyResponse, and error bodies by the error handler: plain
       * JSON.stringify. Parsing ~40 appointments of 50 fields through zod
       * took ~5x the stringify (tests/bench/profile-daily.ts). The schemas
       * above still document the route (OpenAPI) and type the handler.
       */
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) => {
      const user = requireUser(request);
      const p = request.params;
      await assertCanActFor(user, p.providerId);
      const range = checkDailyRange(
        { year: p.startYear, month: p.startMonth, day: p.startDay },
        { year: p.endYear, month: p.endMonth, day: p.endDay },
      );
      if (!range.ok) {
        throw new HttpError(400, range.reason === 'rangeTooLong' ? messages.dateRangeTooLong : messages.incorrectDate);
      }
      const reader = { userId: user.id, role: user.role };
      return request.query.fields === undefined
        ? app.appointmentsRepository.daily(p.providerId, range.start, range.end, reader)
        : app.appointmentsRepository.dailyCalendar(p.providerId, range.start, range.end, reader);
    },
  );
};
export default getDailyRoute;
