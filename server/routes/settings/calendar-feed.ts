import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import {
  feedAddressOf,
  feedChoices,
  feedIssuedResponse,
  feedSavedResponse,
  feedSettingsResponse,
  type FeedSettings,
} from '../../../domain/contract/calendar-feed';
import { calendarSyncTexts } from '../../../domain/messages';
import { isPortalRole } from '../../../domain/roles';
import type { AuditDeclaration } from '../../audit/audit-declaration';
import { hashSessionToken, newSessionToken } from '../../auth/tokens';
import type { Config } from '../../config';
import { publicUrlOf } from '../../outbound/public-url';
import { requireUser } from '../../plugins/authenticate';
import {
  feedSettingsOf,
  type FeedSettingsRow,
  issueFeedSecret,
  saveFeedChoices,
  turnFeedOff,
} from '../../repositories/calendar-feed-repository';
import { feedAuditProvider } from '../feed/feed-audit';

/**
 * The calendar feed's settings (issue 28 sections 1 and 3;
 * domain/contract/calendar-feed.ts): every signed-in user has one feed of
 * their own, staff of the calendars they may see, portal users of their own
 * appointments. The secret is made here (32 random bytes, as a session
 * token), answered once, and only its SHA-256 is stored. Each call is in the
 * audit trail: the feed opens appointments to whoever holds its address.
 */
const calendarFeedRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const publicUrl = publicUrlOf(config);
  const audit = (action: AuditDeclaration['action']): AuditDeclaration => ({
    recordType: 'appointment',
    action,
    recordId: (request) => (request.user ? `feed:${request.user.id}` : null),
    providerId: (request) => (request.user ? feedAuditProvider(request.user) : null),
  });
  const answer = (row: FeedSettingsRow, personal: boolean): FeedSettings => ({
    enabled: row.enabled,
    titleStyle: personal ? 'appointment' : row.titleStyle,
    showKind: row.showKind,
    includeJoinLink: row.includeJoinLink,
    rotatedAt: row.rotatedAt ? row.rotatedAt.toISOString() : null,
    personal,
  });
  const issued = { 200: feedIssuedResponse, 401: errorBody };

  app.get(
    '/calendar_sync/feed',
    {
      config: { audit: audit('read') },
      schema: { tags: ['calendar sync'], summary: "The signed-in user's calendar feed settings", response: { 200: feedSettingsResponse, 401: errorBody } },
    },
    async (request) => {
      const user = requireUser(request);
      return { feed: answer(await feedSettingsOf(app.db, user.id), isPortalRole(user.role)) };
    },
  );

  const issue = async (userId: number, role: number, message: string) => {
    const secret = newSessionToken();
    const row = await issueFeedSecret(app.db, userId, hashSessionToken(secret), new Date());
    return { feed: answer(row, isPortalRole(role)), address: feedAddressOf(publicUrl, secret), message };
  };

  app.post(
    '/calendar_sync/feed/on',
    {
      config: { audit: audit('create') },
      schema: { tags: ['calendar sync'], summary: 'Turn the calendar feed on: a new secret address, answered this once', response: issued },
    },
    async (request) => {
      const user = requireUser(request);
      return issue(user.id, user.role, calendarSyncTexts.turnedOn);
    },
  );

  app.post(
    '/calendar_sync/feed/reset',
    {
      config: { audit: audit('update') },
      schema: { tags: ['calendar sync'], summary: 'A new secret address; the old one answers 404 at once', response: issued },
    },
    async (request) => {
      const user = requireUser(request);
      return issue(user.id, user.role, calendarSyncTexts.resetDone);
    },
  );

  app.post(
    '/calendar_sync/feed/off',
    {
      config: { audit: audit('delete') },
      schema: { tags: ['calendar sync'], summary: 'Turn the calendar feed off; its address answers 404 at once', response: { 200: feedSavedResponse, 401: errorBody } },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await turnFeedOff(app.db, user.id, new Date());
      return { feed: answer(row, isPortalRole(user.role)), message: calendarSyncTexts.turnedOff };
    },
  );

  app.put(
    '/calendar_sync/feed',
    {
      config: { audit: audit('update') },
      schema: {
        tags: ['calendar sync'],
        summary: "How the feed's events are titled, whether they say the kind and carry the join link",
        body: feedChoices,
        response: { 200: feedSavedResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const personal = isPortalRole(user.role);
      // A portal user's own feed stays neutral: their name in their own calendar says nothing new, but the choice is not theirs to widen.
      const choices = personal ? { ...request.body, titleStyle: 'appointment' as const } : request.body;
      const row = await saveFeedChoices(app.db, user.id, choices, new Date());
      return { feed: answer(row, personal), message: calendarSyncTexts.saved };
    },
  );
};
export default calendarFeedRoutes;
