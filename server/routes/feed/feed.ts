import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FEED_SECRET, FEED_SUFFIX } from '../../../domain/contract/calendar-feed';
import { providerChoices } from '../../../domain/providers';
import { isPortalRole } from '../../../domain/roles';
import { noteAudit } from '../../audit/audit-declaration';
import { hashSessionToken } from '../../auth/tokens';
import { buildFeed, feedWindowOf } from '../../calendar/feed';
import { feedTag, feedVersion, matchingEventCount } from '../../calendar/feed-version';
import { ICS_MEDIA_TYPE } from '../../../domain/contract/calendar-file';
import type { Config } from '../../config';
import { HttpError, notFound } from '../../errors';
import { messages } from '../../../domain/messages';
import { publicUrlOf } from '../../outbound/public-url';
import { variantOf } from '../../repositories/appointment-fields';
import type { FeedOwner } from '../../repositories/calendar-feed-repository';
import { feedAuditProvider } from './feed-audit';

/** Fetches of one feed: calendar apps poll every 15 minutes to a day; this leaves room for several devices. */
export const FEED_FETCHES_PER_SECRET = 30;
export const FEED_SECRET_WINDOW_MS = 10 * 60_000;
/** Fetches from one address, any secret: guessing secrets costs this budget. */
export const FEED_FETCHES_PER_ADDRESS = 60;

const secretOf = (file: string): string | null => {
  if (!file.endsWith(FEED_SUFFIX)) return null;
  const secret = file.slice(0, -FEED_SUFFIX.length);
  return FEED_SECRET.test(secret) ? secret : null;
};

/** The rate limiter's key for a secret: a digest of its own, so the limiter's store never holds the secret or the stored hash. */
const limiterKey = (secret: string): string => `feed:${createHash('sha256').update(`rate-limit:${secret}`).digest('base64url').slice(0, 32)}`;

/** An HTTP date has whole seconds. */
const wholeSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2); a weak compare, as for GET.
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim().replace(/^W\//, '');
      return t === '*' || t === etag;
    });
  }
  const since = request.headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const at = Date.parse(since);
  return Number.isFinite(at) && wholeSeconds(lastModified) <= Math.floor(at / 1000);
}

/**
 * GET /feed/{secret}.ics (issue 28 sections 1 and 3): a user's calendar
 * subscription feed, with no session: the secret (32 random bytes,
 * base64url) is the key, looked up by its SHA-256. An unknown, reset or
 * turned-off secret answers 404 with nothing more. Staff get the calendars
 * they may act for (domain/providers.ts providerChoices, as canActFor
 * decides), portal users their own appointments only (the calendar's
 * portal rule). Rate-limited per address and per secret; each answered
 * fetch is audited as the feed's owner, with the number of events it held.
 * The path is masked in the log (logging/loggable-url.ts).
 */
const feedRoute: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const publicUrl = publicUrlOf(config);
  // Two budgets, each counted on every fetch (the plugin's own hook runs only the first limiter of a request).
  const perAddress = app.createRateLimit({ max: FEED_FETCHES_PER_ADDRESS, timeWindow: 60_000, keyGenerator: (request) => `feed-ip:${request.ip}` });
  const perSecret = app.createRateLimit({
    max: FEED_FETCHES_PER_SECRET,
    timeWindow: FEED_SECRET_WINDOW_MS,
    keyGenerator: (request) => {
      const { file } = request.params as { file?: string };
      const secret = typeof file === 'string' ? secretOf(file) : null;
      return secret === null ? `feed-malformed:${request.ip}` : limiterKey(secret);
    },
  });
  async function withinBudgets(request: FastifyRequest): Promise<void> {
    for (const limit of [perAddress, perSecret]) {
      const answer = await limit(request);
      if (!answer.isAllowed && answer.isExceeded) throw new HttpError(429, messages.tooManyRequests);
    }
  }

  async function providersOf(owner: FeedOwner): Promise<number[]> {
    if (isPortalRole(owner.role)) return owner.subscriberId === null ? [] : [owner.subscriberId];
    const permitted = await app.usersRepository.permittedList(owner.userId);
    const session = { userId: owner.userId, userRole: owner.role, firstName: '', lastName: '', subscriber_id: owner.subscriberId };
    return providerChoices(session, permitted).map((p) => p.id);
  }

  app.get<{ Params: { file: string } }>(
    '/feed/:file',
    {
      config: { rateLimit: false, audit: { recordType: 'appointment', action: 'read' } },
      onRequest: withinBudgets,
      schema: { hide: true },
    },
    async (request, reply: FastifyReply) => {
      const secret = secretOf(request.params.file);
      const owner = secret === null ? null : await app.calendarFeedRepository.ownerOf(hashSessionToken(secret));
      if (owner === null || !owner.isActive) throw notFound();
      const personal = isPortalRole(owner.role);
      const now = new Date();
      const window = feedWindowOf(now);
      const input = { providerIds: await providersOf(owner), from: window.from, to: window.to, variant: variantOf(owner.role), readerId: owner.userId };
      const options = { publicUrl, secureVideoBaseUrl: config.secureVideoBaseUrl, personal, choice: owner };
      // The stamp is read before the rows: a change between the two reads gives an older tag (one more full fetch later), never a newer one on older text.
      const stamp = await app.calendarFeedRepository.stampOf(input);
      const version = feedVersion({ owner, providerIds: input.providerIds, window, options, stamp });
      // The window moves each day (rows leave and come): its day's start counts as a change, for a client that sends If-Modified-Since only.
      const lastModified = new Date(Math.max(owner.updatedAt.getTime(), stamp.lastChange?.getTime() ?? 0, Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
      const audit = (eventCount: number) =>
        noteAudit(request, {
          userId: owner.userId,
          providerId: feedAuditProvider({ id: owner.userId, role: owner.role, subscriberId: owner.subscriberId }),
          recordId: `feed-events:${eventCount}`,
        });
      const headers = (etag: string) =>
        reply
          .header('etag', etag)
          .header('last-modified', new Date(wholeSeconds(lastModified) * 1000).toUTCString())
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex');
      const ifNoneMatch = request.headers['if-none-match'];
      const unchanged = matchingEventCount(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, version);
      if (unchanged !== null) {
        audit(unchanged);
        return headers(feedTag(version, unchanged)).code(304).send();
      }
      const rows = await app.calendarFeedRepository.rowsOf(input);
      const seriesIds = [...new Set(rows.flatMap((r) => (r.seriesId === null ? [] : [r.seriesId])))];
      const series = await app.calendarFeedRepository.seriesOf(seriesIds);
      const feed = buildFeed(rows, series, window, options, owner.updatedAt);
      audit(feed.eventCount);
      const etag = feedTag(version, feed.eventCount);
      headers(etag);
      if (notModified(request, etag, lastModified)) return reply.code(304).send();
      return reply.header('content-type', `${ICS_MEDIA_TYPE}; charset=utf-8`).send(feed.text);
    },
  );
};
export default feedRoute;
