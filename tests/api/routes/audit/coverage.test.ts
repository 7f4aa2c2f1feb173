import { describe, expect, it } from 'vitest';
import { AUDIT_ROUTE_WORDS } from '../../../../domain/audit/audit-words';
import { build } from '../../helper';

/**
 * Every /api route that reads or changes client data, contacts,
 * appointments, mail or chat declares `config.audit`
 * (server/audit/audit-declaration.ts); every other route is named here with
 * the reason it is not audited. A new route fails this test until it is one
 * or the other.
 */
const EXEMPT: Record<string, string> = {
  'GET /api/openapi.json': 'the API description: no records',
  'POST /api/auth/login': 'signing in: no records (the login limits keep their own account)',
  'GET /api/auth/logout': 'signing out: no records',
  'POST /api/auth/unlock': "the user's own password to open their own locked session: no records (logged as an unlock or unlock_failed event, and counted as login failures)",
  'POST /api/auth/unlock/passkey/options': "the challenge for the user's own passkeys: no records",
  'POST /api/auth/unlock/passkey': "one of the user's own passkeys to open their own locked session: no records (logged as an unlock or unlock_failed event)",
  'GET /api/auth/expiry_permissions': "the session and the user's own profile and permitted providers",
  'GET /api/settings/reminders': "the provider's own reminder settings (lead times, naming, cancellation window, practice phone): no client record",
  'PUT /api/settings/reminders': "the provider's own reminder settings: no client record is read or changed",
  'POST /api/forgot/verify': 'forgot-password, signed out: no client record is read or shown (the logs keep an event per attempt)',
  'POST /api/forgot/match_answers': "forgot-password, signed out: the member ID is only compared, never shown; nobody is signed in to record",
  'GET /api/forgot/verify_reset_token/:token': 'forgot-password, signed out: whether a link still works',
  'POST /api/forgot/reset_password': "forgot-password, signed out: the account's own password (logged as an event)",
  'GET /api/account/security_question': "the user's own security question: no records",
  'POST /api/account/security_question': "the user's own security question and answer: no records",
  'GET /api/account/passkeys': "the user's own passkeys (dates only): no records",
  'POST /api/account/passkeys/options': "the user's own password, then a challenge for a new passkey: no records",
  'POST /api/account/passkeys': "the user's own new passkey: no records (logged as a passkey_added event)",
  'DELETE /api/account/passkeys/:id': "one of the user's own passkeys: no records (logged as a passkey_removed event)",
  'GET /api/insurance/get/:providerId': "the provider's list of insurance companies: no client in it",
  'GET /api/timezone/get': 'the list of time zones',
  'GET /api/audit/:providerId': 'the audit trail itself: reading it is not an event of it (routes/audit/page.ts)',
  'GET /api/audit/:providerId/export': 'the audit trail itself, as CSV',
  'GET /api/portalemail/getInboxUnreadMailCount/:userId/:favouriteFlag/:providerId': 'the badge: counts and ids, no mail content; asked after every mail event',
  'GET /api/portalemail/loadFolderList/:userId/:providerId': "the user's folder names and counts",
  'GET /api/email/checkUserContact/:userId/:isGroup': 'whether the user may write to someone: yes or no',
  'GET /api/email/checkPermission/:providerId': "whether the user may open a provider's mail: yes or no",
  'POST /api/portalemail/folder': "the user's own folder names",
  'PUT /api/portalemail/folder/:folderId': "the user's own folder names",
  'DELETE /api/portalemail/folder/:folderId': "the user's own folder: its mail goes back to the inbox, none of it is read or shown",
  'PUT /api/portalemail/signature': "the user's own signatures",
  'DELETE /api/portalemail/signature/:signatureId': "the user's own signatures",
  'POST /api/subscription/add': "the user's own browser's push subscription: no client data",
  'POST /api/subscription/remove': "the user's own browser's push subscription: no client data",
  'GET /api/subscription/vapid_public_key': "the server's public VAPID key, the same for everyone",
  'GET /api/secure_video/base_url': 'the Secure Video service address from the configuration, the same for everyone',
  'GET /api/video/ice_servers': 'STUN/TURN servers and short-lived TURN credentials: no records',
  'GET /api/video/connect/:code': "the join screen by link, signed out: times and the provider's name, nothing clinical; nobody is signed in to record",
  'GET /api/health': 'whether the database answers, for a load balancer: no records, nobody signed in',
  'GET /api/waitlist/settings/:providerId': "the practice's offer settings (mode, hold, whether offers name the provider): no client record",
  'GET /api/busy/get/:providerId': "bare busy intervals from the provider's own calendars (start and end only): no client record",
};

const t = build();

describe('audit coverage', () => {
  const apiRoutes = () =>
    t.app.auditTrail.routes
      // HEAD answers are made by the GET route of the same path, with its declaration.
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => ({ key: `${r.method} ${r.url}`, audited: r.audit !== undefined }));

  it('every /api route should declare `audit` or be exempted here with a reason', () => {
    const unclassified = apiRoutes()
      .filter((r) => !r.audited && !(r.key in EXEMPT))
      .map((r) => r.key);
    expect(unclassified, 'declare config.audit on these routes, or add them to EXEMPT with the reason').toEqual([]);
  });

  it('should exempt only routes that exist and declare nothing', () => {
    const routes = new Map(apiRoutes().map((r) => [r.key, r.audited]));
    const stale = Object.keys(EXEMPT).filter((key) => routes.get(key) !== false);
    expect(stale, 'remove these from EXEMPT: gone, or audited after all').toEqual([]);
  });

  it('every audited route should have its words in the audit trail (issue 27 item 13)', () => {
    const unworded = apiRoutes()
      .filter((r) => r.audited && !(r.key in AUDIT_ROUTE_WORDS))
      .map((r) => r.key);
    expect(unworded, 'add these to AUDIT_ROUTE_WORDS (domain/audit/audit-words.ts)').toEqual([]);
  });

  it('should audit the routes of client data, contacts, appointments, mail and chat', () => {
    const audited = apiRoutes().filter((r) => r.audited).map((r) => r.key);
    for (const prefix of ['/api/appointment/', '/api/clients/', '/api/contacts/', '/api/chat/', '/api/portalemail/send', '/api/email/getContent/']) {
      expect(audited.some((key) => key.includes(prefix)), prefix).toBe(true);
    }
    // The count moves with the API; it is printed so that a reviewer sees the coverage at a glance.
    console.info(`audited: ${audited.length} routes; exempt: ${Object.keys(EXEMPT).length}`);
  });
});
