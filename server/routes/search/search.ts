import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDailyRange } from '../../../domain/calendar-range';
import { foldForSearch } from '../../../domain/contacts/search-text';
import { errorBody } from '../../../domain/contract/common';
import { SEARCH_RANGE_MAX_DAYS, searchParams, searchResponse } from '../../../domain/contract/search';
import { messages } from '../../../domain/messages';
import { HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { assertMayAddContactFor as assertStaffActingFor } from '../contacts/staff-only';

/**
 * GET /api/appointment/search/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{term}/{providerId}
 * (spec 2 "Search bar", 7; months 1-12): the provider's contacts whose name
 * contains the term, case and accents ignored, and their appointments in the
 * range. Portal users run no search (spec 6): 403.
 */
const searchRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointment/search/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId',
    {
      config: { audit: { recordType: 'contact', action: 'read' } },
      schema: {
        tags: ['appointment'],
        summary: "Search a provider's contacts and their appointments between two days (at most SEARCH_RANGE_MAX_DAYS)",
        params: searchParams,
        response: { 200: searchResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
      // Built field by field and typed by the repository: plain stringify, as the daily call (get-daily.ts).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) => {
      const user = requireUser(request);
      const p = request.params;
      // The same rule as the contact calls: a non-portal user acting for the provider.
      await assertStaffActingFor(user, p.providerId);
      const range = checkDailyRange(
        { year: p.startYear, month: p.startMonth, day: p.startDay },
        { year: p.endYear, month: p.endMonth, day: p.endDay },
        SEARCH_RANGE_MAX_DAYS,
      );
      if (!range.ok) {
        throw new HttpError(400, range.reason === 'rangeTooLong' ? messages.searchRangeTooLong : messages.incorrectDate);
      }
      // A term of combining marks only folds to nothing, which would match every name.
      if (foldForSearch(p.term) === '') throw new HttpError(400, messages.searchTermRequired);
      const answer = await app.searchRepository.search(p.providerId, p.term, range.start, range.end);
      if (!answer) throw notFound();
      return answer;
    },
  );
};
export default searchRoute;
