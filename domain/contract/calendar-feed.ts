/**
 * The calendar subscription feed's settings (issue 28 sections 1 and 3),
 * signed-in calls under /api:
 *
 * GET  calendar_sync/feed         → { feed }
 * POST calendar_sync/feed/on      → { feed, address, message }  (a new secret; shown this once)
 * POST calendar_sync/feed/reset   → { feed, address, message }  (a new secret; the old address 404s at once)
 * POST calendar_sync/feed/off     → { feed, message }
 * PUT  calendar_sync/feed         { titleStyle, showKind, includeJoinLink } → { feed, message }
 *
 * The feed itself is GET /feed/{secret}.ics, outside /api and without a
 * session: the secret is its key, and only its SHA-256 is stored.
 */
import { z } from 'zod';
import { FEED_TITLE_STYLES } from '../calendar-sync/feed-title';
import { messages } from '../messages';

/** The URL path of a feed; the secret is 43 base64url characters (32 random bytes). */
export const FEED_PATH_PREFIX = '/feed/';
export const FEED_SUFFIX = '.ics';
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

export const feedChoices = z.object({
  titleStyle: z.enum(FEED_TITLE_STYLES, { error: messages.invalidRequest }),
  showKind: z.boolean({ error: messages.invalidRequest }),
  includeJoinLink: z.boolean({ error: messages.invalidRequest }),
});
export type FeedChoices = z.infer<typeof feedChoices>;

export const feedSettings = feedChoices.extend({
  enabled: z.boolean(),
  /** When the current address was made (ISO), null while off. */
  rotatedAt: z.string().nullable(),
  /** A portal user's own feed: always neutral titles, the choice is not offered. */
  personal: z.boolean(),
});
export type FeedSettings = z.infer<typeof feedSettings>;

export const feedAddress = z.object({
  /** https://<host>/feed/<secret>.ics */
  https: z.string(),
  /** The same as webcal://, which calendar apps open as a subscription. */
  webcal: z.string(),
});
export type FeedAddress = z.infer<typeof feedAddress>;

export const feedSettingsResponse = z.object({ feed: feedSettings });
export const feedSavedResponse = z.object({ feed: feedSettings, message: z.string() });
export const feedIssuedResponse = z.object({ feed: feedSettings, address: feedAddress, message: z.string() });
export type FeedIssuedResponse = z.infer<typeof feedIssuedResponse>;

/** The address of a secret under a public URL (no trailing slash). */
export function feedAddressOf(publicUrl: string, secret: string): FeedAddress {
  const https = `${publicUrl.replace(/\/+$/, '')}${FEED_PATH_PREFIX}${secret}${FEED_SUFFIX}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
