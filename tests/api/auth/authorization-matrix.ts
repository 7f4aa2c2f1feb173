/**
 * The authorization matrix (issue 13 item 10): every HTTP route and every
 * socket event × the demo practice's roles × four scopes, with the expected
 * answer. Data only: nothing here is derived from the server's own
 * authorization code. authorization-matrix.test.ts walks it with real
 * requests and sockets, and fails when a route or event has no row.
 *
 * Who is who (server/seed/seed.ts): the callers are dr.rivera (7), sam.staff
 * (11), dana.delegate (24), alex.client (22) and jo.other (25), all of
 * dr.rivera's practice. A scope names the provider whose data a request
 * names (SCOPE_PROVIDER); '-' where a caller has no such provider.
 */

/** The roles walked, each signed in as one demo login. */
export const MATRIX_ROLES = [7, 11, 24, 22, 25] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export const LOGIN_OF: Record<MatrixRole, string> = {
  7: 'dr.rivera',
  11: 'sam.staff',
  24: 'dana.delegate',
  22: 'alex.client',
  25: 'jo.other',
};

/** Column order of every cell string below. */
export const SCOPES = ['own', 'permitted', 'notPermitted', 'otherPractice'] as const;
export type Scope = (typeof SCOPES)[number];

export type ProviderLogin = 'dr.rivera' | 'dr.chen' | 'dr.patel';

/**
 * The provider each scope names, per caller. own: the caller's practice
 * (dr.rivera's). permitted: a provider of another practice in the caller's
 * permitted list (only sam.staff has one: dr.chen). notPermitted: dr.patel,
 * listed for sam.staff with permission_id set, and nobody else's. otherPractice:
 * dr.chen's practice, for everyone who holds no permission for it.
 */
export const SCOPE_PROVIDER: Record<MatrixRole, Record<Scope, ProviderLogin | null>> = {
  7: { own: 'dr.rivera', permitted: null, notPermitted: 'dr.patel', otherPractice: 'dr.chen' },
  11: { own: 'dr.rivera', permitted: 'dr.chen', notPermitted: 'dr.patel', otherPractice: null },
  24: { own: 'dr.rivera', permitted: null, notPermitted: 'dr.patel', otherPractice: 'dr.chen' },
  22: { own: 'dr.rivera', permitted: null, notPermitted: 'dr.patel', otherPractice: 'dr.chen' },
  25: { own: 'dr.rivera', permitted: null, notPermitted: 'dr.patel', otherPractice: 'dr.chen' },
};

/* ---------- HTTP ---------- */

/**
 * A: allowed, answers 2xx. D: denied, 403. H: denied as if the record did
 * not exist, 404 (the route hides existence). -: no such request (the caller
 * has no provider of that scope, or the seed holds no such record).
 */
export type RouteCell = 'A' | 'D' | 'H' | '-';
export const DENIED_STATUS = { D: 403, H: 404 } as const;

/** One cell per scope, in SCOPES order: 'A-DD' is own A, permitted -, notPermitted D, otherPractice D. */
export type ScopedCells = `${RouteCell}${RouteCell}${RouteCell}${RouteCell}`;
/** A route that names no provider and no record: one cell per role. */
export type RoleCells = Record<MatrixRole, ScopedCells> | Record<MatrixRole, RouteCell>;

/*
 * Policies shared by many routes. Each is still the plain expected outcome,
 * written out per role and scope.
 */

/** Anyone signed in (or anyone at all, for the public calls). */
const EVERYONE = { 7: 'A', 11: 'A', 24: 'A', 22: 'A', 25: 'A' } as const;

/** A provider's data, for whoever may act for it: portal users for their own subscriber (read-only calendar, own mail). */
const ACTING_FOR = { 7: 'A-DD', 11: 'AAD-', 24: 'A-DD', 22: 'A-DD', 25: 'A-DD' } as const;

/** Contacts, appointments' writes, insurers: non-portal users acting for the provider (spec 6); portal users never. */
const STAFF_ACTING_FOR = { 7: 'A-DD', 11: 'AAD-', 24: 'A-DD', 22: 'D-DD', 25: 'D-DD' } as const;

/** As STAFF_ACTING_FOR, but the provider comes from the record named: another provider's record is simply not found. */
const STAFF_BY_RECORD = { 7: 'A-HH', 11: 'AAH-', 24: 'A-HH', 22: 'D-DD', 25: 'D-DD' } as const;

/** One appointment: staff for providers they may act for, portal users their own only; any other is not found. */
const APPOINTMENT_BY_ID = { 7: 'A-HH', 11: 'AAH-', 24: 'A-HH', 22: 'A-HH', 25: 'A-HH' } as const;

/** One-to-one chat: partners are the users of one practice, even for a provider one may act for. */
const CHAT = { 7: 'A-DD', 11: 'ADD-', 24: 'A-DD', 22: 'A-DD', 25: 'A-DD' } as const;

/** Group chat: a group's members only, and never role 24 (spec 6). */
const GROUP_CHAT = { 7: 'A-DD', 11: 'ADD-', 24: 'D-DD', 22: 'D-DD', 25: 'D-DD' } as const;

/** A question answered 200 either way (the answer says yes or no). */
const ASKING = { 7: 'A-AA', 11: 'AAA-', 24: 'A-AA', 22: 'A-AA', 25: 'A-AA' } as const;

/** A mail attachment by id: its holders only; nobody holds a mail of dr.patel's. */
const MAIL_FILE = { 7: 'A--H', 11: 'AA--', 24: 'A--H', 22: 'A--H', 25: 'A--H' } as const;

/** A user's own mail folder: another user's (the named provider's) is not found. */
const OWN_FOLDER = { 7: 'A-HH', 11: 'AHH-', 24: 'A-HH', 22: 'A-HH', 25: 'A-HH' } as const;

/** The audit trail: a provider (7) of their own practice only. */
const AUDIT = { 7: 'A-DD', 11: 'DDD-', 24: 'D-DD', 22: 'D-DD', 25: 'D-DD' } as const;

/**
 * Every HTTP route, as Fastify registers it ('METHOD /api/pattern'). A
 * suffix in parentheses is a variant of the same route with its own row.
 */
export const HTTP_MATRIX = {
  'POST /api/auth/login': EVERYONE,
  'GET /api/auth/logout': EVERYONE,
  // The caller's own session, with its own password: the same for every role (issue 17 item 16).
  'POST /api/auth/unlock': EVERYONE,
  // Unlocking with one of one's own passkeys, and one's own passkeys (issue 17 item 16): every role, only their own.
  'POST /api/auth/unlock/passkey/options': EVERYONE,
  'POST /api/auth/unlock/passkey': EVERYONE,
  'GET /api/auth/expiry_permissions': EVERYONE,
  'GET /api/openapi.json': EVERYONE,
  // Whether the process reaches its database (issue 30 item 7): public, the same for everyone.
  'GET /api/health': EVERYONE,
  'GET /api/timezone/get': EVERYONE,
  // Video (issue 15): the service address and STUN/TURN servers are the same for everyone signed in;
  // the join screen's call is public (the link's random code is the capability, tests/api/video).
  'GET /api/secure_video/base_url': EVERYONE,
  'GET /api/video/ice_servers': EVERYONE,
  'GET /api/video/connect/:code': EVERYONE,
  // A reminder's link (issue 26 item 3): public, the signed token is the key; the role plays no part.
  'GET /api/reminder_answer/:token': EVERYONE,
  'POST /api/reminder_answer/:token/:action': EVERYONE,
  // A waitlist offer's link (issue 29): public, the random token is the key; the role plays no part.
  'GET /api/waitlist/offer/:token': EVERYONE,
  'POST /api/waitlist/offer/:token/:action': EVERYONE,
  // A provider's waitlist and the practice's offer settings (issue 29): staff acting for the provider, portal users never.
  'GET /api/waitlist/list/:providerId': STAFF_ACTING_FOR,
  'POST /api/waitlist/add': STAFF_ACTING_FOR,
  'PUT /api/waitlist/edit/:entryId': STAFF_ACTING_FOR,
  'PUT /api/waitlist/priority/:entryId': STAFF_ACTING_FOR,
  'DELETE /api/waitlist/remove/:entryId': STAFF_ACTING_FOR,
  'POST /api/waitlist/book/:entryId': STAFF_ACTING_FOR,
  'GET /api/waitlist/settings/:providerId': STAFF_ACTING_FOR,
  'PUT /api/waitlist/settings/:providerId': STAFF_ACTING_FOR,
  // A portal client's own entry with their own provider (issue 29): role 22 only; other people (25) have no portal waitlist.
  'GET /api/waitlist/mine/:providerId': { 7: 'D-DD', 11: 'DDD-', 24: 'D-DD', 22: 'A-DD', 25: 'D-DD' },
  'POST /api/waitlist/join/:providerId': { 7: 'D-DD', 11: 'DDD-', 24: 'D-DD', 22: 'A-DD', 25: 'D-DD' },
  'DELETE /api/waitlist/leave/:providerId': { 7: 'D-DD', 11: 'DDD-', 24: 'D-DD', 22: 'A-DD', 25: 'D-DD' },
  'POST /api/waitlist/mine/offer/:offerId/:action': { 7: 'D', 11: 'D', 24: 'D', 22: 'A', 25: 'D' },
  // Secure Video: staff for providers they may act for, portal users for their own appointment; 403 for any other.
  'GET /api/appointment/secure_video_login/:id': ACTING_FOR,

  // Forgot-password: public, the same for everyone (and for no one); the role plays no part.
  'POST /api/forgot/verify': EVERYONE,
  'POST /api/forgot/match_answers': EVERYONE,
  'GET /api/forgot/verify_reset_token/:token': EVERYONE,
  'POST /api/forgot/reset_password': EVERYONE,
  // One's own security question: every role.
  // A provider's own reminder settings (issue 26 item 2): providers only, their own row.
  'GET /api/settings/reminders': { 7: 'A', 11: 'A', 24: 'D', 22: 'D', 25: 'D' },
  'PUT /api/settings/reminders': { 7: 'A', 11: 'A', 24: 'D', 22: 'D', 25: 'D' },
  // Busy time in (issue 28 item 2): each user's own personal calendars (delegates and portal users keep none);
  // the busy blocks they yield, for staff acting for the provider, never portal users.
  'GET /api/busy_calendars': { 7: 'A', 11: 'A', 24: 'D', 22: 'D', 25: 'D' },
  'POST /api/busy_calendars': { 7: 'A', 11: 'A', 24: 'D', 22: 'D', 25: 'D' },
  'DELETE /api/busy_calendars/:id': { 7: 'A', 11: 'A', 24: 'D', 22: 'D', 25: 'D' },
  'POST /api/busy_calendars/:id/refresh': { 7: 'A', 11: 'A', 24: 'D', 22: 'D', 25: 'D' },
  'GET /api/busy/get/:providerId': STAFF_ACTING_FOR,
  'GET /api/account/security_question': EVERYONE,
  'POST /api/account/security_question': EVERYONE,
  'GET /api/account/passkeys': EVERYONE,
  'POST /api/account/passkeys/options': EVERYONE,
  'POST /api/account/passkeys': EVERYONE,
  'DELETE /api/account/passkeys/:id': EVERYONE,

  'GET /api/insurance/get/:providerId': STAFF_ACTING_FOR,

  'GET /api/appointment/get/daily/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:providerId': ACTING_FOR,
  'GET /api/appointment/get/yearly/:year/:providerId': ACTING_FOR,
  'GET /api/appointment/get/id/:id': APPOINTMENT_BY_ID,
  // The .ics of one appointment (issue 26 item 6): as get/id, portal users their own only.
  'GET /api/appointment/ics/:id': APPOINTMENT_BY_ID,
  'GET /api/appointment/form_details': STAFF_ACTING_FOR,
  'POST /api/appointment/add': STAFF_ACTING_FOR,
  'PUT /api/appointment/edit': STAFF_ACTING_FOR,
  'DELETE /api/appointment/delete/:id/:scope/:action': STAFF_ACTING_FOR,
  // Attendance (issue 26 item 4): staff who may change the occurrence's provider; another's is not found.
  'PUT /api/appointment/attendance/:id': STAFF_BY_RECORD,
  'GET /api/appointment/search/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId': STAFF_ACTING_FOR,

  'POST /api/chat/message/send/text': CHAT,
  'POST /api/chat/message/send/text (group)': GROUP_CHAT,
  'GET /api/chat/message/get/:userId/:page/:offset': CHAT,
  'GET /api/chat/message/get/:userId/:page/:offset (group)': GROUP_CHAT,
  'PUT /api/chat/message/read': CHAT,
  'PUT /api/chat/message/read (group)': GROUP_CHAT,
  // The path's user must be the caller: another scope names that provider's own id.
  'GET /api/chat/message/remaining/:userId/:lastMessageId': CHAT,
  'GET /api/chat/message/details': EVERYONE,

  'POST /api/clients/add': STAFF_ACTING_FOR,
  'PUT /api/clients/edit/:providerId': STAFF_ACTING_FOR,
  'PUT /api/clients/add_phone/:providerId': STAFF_ACTING_FOR,
  'GET /api/clients/client_details/:providerId': STAFF_ACTING_FOR,
  'POST /api/others/add': STAFF_ACTING_FOR,
  'PUT /api/others/edit/:id': STAFF_ACTING_FOR,
  'PUT /api/others/add_phone': STAFF_BY_RECORD,
  'POST /api/events/add': STAFF_ACTING_FOR,
  'PUT /api/events/edit/:id': STAFF_ACTING_FOR,
  'POST /api/groups/add': STAFF_ACTING_FOR,
  'GET /api/contacts/list/:providerId': STAFF_ACTING_FOR,
  'GET /api/contacts/appointments/:kind/:id/:providerId': STAFF_ACTING_FOR,
  'GET /api/contacts/attendance/:kind/:id/:providerId': STAFF_ACTING_FOR,
  'POST /api/favourite/add': STAFF_BY_RECORD,
  // The caller's own favourite where they may hold one (own, permitted), else the provider's own favourite.
  'DELETE /api/favourite/delete': STAFF_BY_RECORD,
  'POST /api/phone_selected/add': STAFF_BY_RECORD,

  // Mail: the caller's own mailbox (path userId), for the scope's provider.
  'GET /api/portalemail/getall/:userId/:boxCode/:folderId/:page/:additionalOffset/:favouriteFlag/:providerId': ACTING_FOR,
  'GET /api/portalemail/getInboxUnreadMailCount/:userId/:favouriteFlag/:providerId': ACTING_FOR,
  'GET /api/portalemail/loadFolderList/:userId/:providerId': ACTING_FOR,
  'GET /api/portalemail/getContactList/:userId/:providerId': ACTING_FOR,
  'GET /api/portalemail/search/:userId/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId/:all/:subject/:sender/:receiver':
    ACTING_FOR,
  'GET /api/email/getContent/:userId/:mailId/:mailType/:providerId': ACTING_FOR,
  // The path's user is whom the caller would write to: the scope's provider.
  'GET /api/email/checkUserContact/:userId/:isGroup': ASKING,
  'GET /api/email/checkPermission/:providerId': ASKING,
  'POST /api/portalemail/send': ACTING_FOR,
  'POST /api/portalemail/draft': ACTING_FOR,
  'DELETE /api/portalemail/deleteFile/:fileId': MAIL_FILE,
  'GET /api/portalemail/attachment/:fileId': MAIL_FILE,
  'PUT /api/portalemail/move': ACTING_FOR,
  'PUT /api/portalemail/restore': ACTING_FOR,
  'PUT /api/portalemail/read': ACTING_FOR,
  'PUT /api/portalemail/favourite': ACTING_FOR,
  'DELETE /api/portalemail/delete': ACTING_FOR,
  // Folders and signatures belong to a user, not a provider: another scope names that provider's own.
  'POST /api/portalemail/folder': EVERYONE,
  'PUT /api/portalemail/folder/:folderId': OWN_FOLDER,
  'DELETE /api/portalemail/folder/:folderId': OWN_FOLDER,
  // Portal users keep no signatures: refused before the id is looked at.
  'PUT /api/portalemail/signature': { 7: 'A-HH', 11: 'AHH-', 24: 'A-HH', 22: 'D-DD', 25: 'D-DD' },
  // ...and have none of their own to name: another user's is not found.
  'DELETE /api/portalemail/signature/:signatureId': { 7: 'A-HH', 11: 'AHH-', 24: 'A-HH', 22: '--HH', 25: '--HH' },

  'GET /api/audit/:providerId': AUDIT,
  'GET /api/audit/:providerId/export': AUDIT,

  // Web Push: the caller's own browser; remove never touches another user's row (it answers removed: false).
  'POST /api/subscription/add': EVERYONE,
  'POST /api/subscription/remove': EVERYONE,
  'GET /api/subscription/vapid_public_key': EVERYONE,
  // One's own calendar feed (issue 28 sections 1 and 3): every role, only their own row; what it shows follows the role.
  'GET /api/calendar_sync/feed': EVERYONE,
  'PUT /api/calendar_sync/feed': EVERYONE,
  'POST /api/calendar_sync/feed/on': EVERYONE,
  'POST /api/calendar_sync/feed/reset': EVERYONE,
  'POST /api/calendar_sync/feed/off': EVERYONE,
} as const satisfies Record<string, RoleCells>;
export type MatrixRoute = keyof typeof HTTP_MATRIX;

/** Answered without a session; every other route answers 401 without one. */
export const PUBLIC_ROUTES: readonly MatrixRoute[] = [
  'POST /api/auth/login',
  'GET /api/openapi.json',
  'GET /api/health',
  'POST /api/forgot/verify',
  'POST /api/forgot/match_answers',
  'GET /api/forgot/verify_reset_token/:token',
  'POST /api/forgot/reset_password',
  'GET /api/video/connect/:code',
  'GET /api/reminder_answer/:token',
  'POST /api/reminder_answer/:token/:action',
  'GET /api/waitlist/offer/:token',
  'POST /api/waitlist/offer/:token/:action',
];

/* ---------- Socket events ---------- */

/** Y: the caller's sockets hear the event. N: they do not. -: no such trigger in that scope. */
export type EventCell = 'Y' | 'N' | '-';
export type EventCells = `${EventCell}${EventCell}${EventCell}${EventCell}`;

export interface EventRow {
  /**
   * What happens in the scope's provider's practice, per provider (the test
   * carries it out); null where it cannot happen there.
   */
  trigger: Record<ProviderLogin, string | null>;
  hears: Record<MatrixRole, EventCells>;
}

/**
 * Every event of domain/contract/realtime.ts REALTIME_EVENTS, keyed
 * 'event (variant)'. Each caller has one socket open while a trigger runs.
 */
export const EVENT_MATRIX = {
  // Those who may act for the provider; portal users see only their own appointments.
  refreshRequest: {
    trigger: { 'dr.rivera': 'the provider books an appointment', 'dr.chen': 'the provider books an appointment', 'dr.patel': 'the provider books an appointment' },
    hears: { 7: 'Y-NN', 11: 'YYN-', 24: 'Y-NN', 22: 'N-NN', 25: 'N-NN' },
  },
  // Also the portal users the appointment belongs to (issue 17, item 10): alex.client hears of a change to their own.
  'refreshRequest (portal participant)': {
    trigger: { 'dr.rivera': "the provider books an appointment for alex.client's own client record", 'dr.chen': null, 'dr.patel': null },
    hears: { 7: 'Y---', 11: 'Y---', 24: 'Y---', 22: 'Y---', 25: 'N---' },
  },
  // The two people of the conversation (the sender's own tabs too); nobody else, no other client.
  'messageReceived (one-to-one)': {
    trigger: { 'dr.rivera': 'alex.client writes to dr.rivera', 'dr.chen': null, 'dr.patel': null },
    hears: { 7: 'Y---', 11: 'N---', 24: 'N---', 22: 'Y---', 25: 'N---' },
  },
  // The group's members but role 24, who sees no group chat (spec 6).
  'messageReceived (group)': {
    trigger: {
      'dr.rivera': 'dr.rivera writes to the Front desk group (rivera, sam, dana)',
      'dr.chen': "dr.chen writes to his practice's group",
      'dr.patel': "dr.patel writes to his practice's group",
    },
    hears: { 7: 'Y-NN', 11: 'YNN-', 24: 'N-NN', 22: 'N-NN', 25: 'N-NN' },
  },
  // Only the connecting socket: own is the caller's own new socket, elsewhere the provider's.
  parentMessageReceived: {
    trigger: { 'dr.rivera': 'the caller opens a socket', 'dr.chen': 'dr.chen opens a socket', 'dr.patel': 'dr.patel opens a socket' },
    hears: { 7: 'Y-NN', 11: 'YNN-', 24: 'Y-NN', 22: 'Y-NN', 25: 'Y-NN' },
  },
  // The reader's tabs and the other person of a one-to-one conversation.
  messagesRead: {
    trigger: { 'dr.rivera': "dr.rivera reads alex.client's new message", 'dr.chen': null, 'dr.patel': null },
    hears: { 7: 'Y---', 11: 'N---', 24: 'N---', 22: 'Y---', 25: 'N---' },
  },
  // The recipients only, not the sender.
  mailReceived: {
    trigger: { 'dr.rivera': 'dr.rivera mails alex.client', 'dr.chen': 'dr.chen mails sam.staff (for dr.chen)', 'dr.patel': null },
    hears: { 7: 'N--N', 11: 'NY--', 24: 'N--N', 22: 'Y--N', 25: 'N--N' },
  },
  // Chat partners only: a portal client's presence reaches the practice's staff, never another client.
  friendOnline: {
    trigger: { 'dr.rivera': 'alex.client comes online', 'dr.chen': 'dr.chen comes online', 'dr.patel': 'dr.patel comes online' },
    hears: { 7: 'Y-NN', 11: 'YNN-', 24: 'Y-NN', 22: 'N-NN', 25: 'N-NN' },
  },
  friendOffline: {
    trigger: { 'dr.rivera': 'alex.client goes offline', 'dr.chen': 'dr.chen goes offline', 'dr.patel': 'dr.patel goes offline' },
    hears: { 7: 'Y-NN', 11: 'YNN-', 24: 'Y-NN', 22: 'N-NN', 25: 'N-NN' },
  },
  // The server process's own sockets, every role alike (issue 30 item 6): no data, only that its Redis link dropped or came back.
  realtimeDegraded: {
    trigger: { 'dr.rivera': "the server process's Redis link drops", 'dr.chen': null, 'dr.patel': null },
    hears: { 7: 'Y---', 11: 'Y---', 24: 'Y---', 22: 'Y---', 25: 'Y---' },
  },
  realtimeRejoined: {
    trigger: { 'dr.rivera': "the server process's Redis link comes back", 'dr.chen': null, 'dr.patel': null },
    hears: { 7: 'Y---', 11: 'Y---', 24: 'Y---', 22: 'Y---', 25: 'Y---' },
  },
} as const satisfies Record<string, EventRow>;
export type MatrixEvent = keyof typeof EVENT_MATRIX;

/** The route or event a row key names: 'PUT /api/chat/message/read (group)' → 'PUT /api/chat/message/read'. */
export const baseOf = (key: string): string => key.replace(/ \([^)]*\)$/, '');

/* ---------- Meadow Connect: the /connect namespace (domain/contract/video.ts) ---------- */

/**
 * Which code a socket comes with: the appointment's host code (`connectcode`)
 * or its guest code (`clientConnectcode`). The role counts at the handshake
 * only; past it, what a socket may do follows from where it stands in the
 * session (CONNECT_STANDINGS).
 */
export const CONNECT_CODES = ['host', 'guest'] as const;
export type ConnectCodeKind = (typeof CONNECT_CODES)[number];

/**
 * C: the handshake succeeds. S: connect_error messages.sessionInvalid (no
 * live session). N: connect_error messages.videoSessionNotAllowed. -: no such
 * handshake (no provider of that scope).
 */
export type HandshakeCell = 'C' | 'S' | 'N' | '-';
export type HandshakeCells = `${HandshakeCell}${HandshakeCell}${HandshakeCell}${HandshakeCell}`;

export interface HandshakeRow {
  /** Each role with a code of an appointment of the scope's provider (scopes in SCOPES order). */
  roles: Record<MatrixRole, HandshakeCells>;
  /** No session at all: the link alone. */
  anonymous: HandshakeCell;
  /** dr.chen, signed in, with a code of an appointment of dr.rivera's: a provider of another practice. */
  otherPracticeProvider: HandshakeCell;
}

export const CONNECT_HANDSHAKE = {
  // Staff who may act for the appointment's provider; never a portal user, not even for their own subscriber.
  host: {
    roles: { 7: 'C-NN', 11: 'CCN-', 24: 'C-NN', 22: 'N-NN', 25: 'N-NN' },
    anonymous: 'S',
    otherPracticeProvider: 'N',
  },
  // The link is the capability: anyone, signed in or not, of any practice.
  guest: {
    roles: { 7: 'C-CC', 11: 'CCC-', 24: 'C-CC', 22: 'C-CC', 25: 'C-CC' },
    anonymous: 'C',
    otherPracticeProvider: 'C',
  },
} as const satisfies Record<ConnectCodeKind, HandshakeRow>;

/**
 * Where a socket stands when it emits. host: connected with the host code,
 * not joined (the waiting-room view); hostIn: joined. guest: connected with
 * the guest code, not knocked; waiting: knocked, not admitted; guestIn:
 * admitted. Host standings are walked for every caller whose host handshake
 * is C, guest standings for every caller whose guest handshake is C.
 */
export const CONNECT_STANDINGS = ['host', 'hostIn', 'guest', 'waiting', 'guestIn'] as const;
export type ConnectStanding = (typeof CONNECT_STANDINGS)[number];
export const HOST_STANDINGS: readonly ConnectStanding[] = ['host', 'hostIn'];
export const GUEST_STANDINGS: readonly ConnectStanding[] = ['guest', 'waiting', 'guestIn'];

/**
 * A: acks { ok: true }. N: acks { ok: false, message: videoSessionNotAllowed }
 * and relays nothing. I: acks { ok: false, message: invalidRequest }: the
 * socket's side, the wrong moment (a second join or knock); relays nothing.
 */
export type ConnectAckCell = 'A' | 'N' | 'I';

/**
 * Every client→server event of CONNECT_CLIENT_EVENTS, with a valid payload
 * (admit and deny name a guest waiting; signal names a host who is in).
 */
export const CONNECT_EVENT_MATRIX = {
  join: { host: 'A', hostIn: 'I', guest: 'N', waiting: 'N', guestIn: 'N' },
  knock: { host: 'N', hostIn: 'N', guest: 'A', waiting: 'I', guestIn: 'I' },
  // A host may let guests in (or turn them away) from the waiting-room view, before joining.
  admit: { host: 'A', hostIn: 'A', guest: 'N', waiting: 'N', guestIn: 'N' },
  deny: { host: 'A', hostIn: 'A', guest: 'N', waiting: 'N', guestIn: 'N' },
  // Only who is in: a host not joined and a guest still waiting relay nothing.
  signal: { host: 'N', hostIn: 'A', guest: 'N', waiting: 'N', guestIn: 'A' },
  media: { host: 'N', hostIn: 'A', guest: 'N', waiting: 'N', guestIn: 'A' },
  leave: { host: 'A', hostIn: 'A', guest: 'A', waiting: 'A', guestIn: 'A' },
  end: { host: 'A', hostIn: 'A', guest: 'N', waiting: 'N', guestIn: 'N' },
} as const satisfies Record<string, Record<ConnectStanding, ConnectAckCell>>;
export type ConnectClientEventRow = keyof typeof CONNECT_EVENT_MATRIX;

/**
 * The sockets that listen while a server→client event's trigger runs, all
 * open before it. Of the session: host (not joined), hostIn (joined), guest
 * (not knocked), waiting, in and in2 (two admitted guests; 'signal' is
 * addressed to in), subject (the socket the trigger is about: it knocks, is
 * admitted or denied, leaves, signals, ends). Of another session of the same
 * provider (dr.rivera hosts both): otherHost, otherHostIn, otherWaiting,
 * otherIn.
 */
export const CONNECT_OBSERVERS = ['host', 'hostIn', 'guest', 'waiting', 'in', 'in2', 'subject', 'otherHost', 'otherHostIn', 'otherWaiting', 'otherIn'] as const;
export type ConnectObserver = (typeof CONNECT_OBSERVERS)[number];
/** Y: hears the event; N: does not. One cell per CONNECT_OBSERVERS, in order. */
export type ConnectHearsCell = 'Y' | 'N';

export interface ConnectServerEventRow {
  /** Where the subject stands before the trigger, and what then happens. */
  subject: 'knocks' | 'waiting' | 'in' | 'host';
  trigger: string;
  hears: Record<ConnectObserver, ConnectHearsCell>;
}

const NOBODY: Record<ConnectObserver, 'N'> = {
  host: 'N', hostIn: 'N', guest: 'N', waiting: 'N', in: 'N', in2: 'N', subject: 'N', otherHost: 'N', otherHostIn: 'N', otherWaiting: 'N', otherIn: 'N',
};

/** Every server→client event of CONNECT_SERVER_EVENTS, keyed 'event (variant)'. */
export const CONNECT_SERVER_EVENT_MATRIX = {
  // The session's hosts, joined or not; never a guest, never another session's host (the same user).
  knocking: { subject: 'knocks', trigger: 'the subject knocks', hears: { ...NOBODY, host: 'Y', hostIn: 'Y' } },
  knockWithdrawn: { subject: 'waiting', trigger: 'the waiting subject goes away', hears: { ...NOBODY, host: 'Y', hostIn: 'Y' } },
  'knockWithdrawn (admitted)': { subject: 'waiting', trigger: 'hostIn admits the subject', hears: { ...NOBODY, host: 'Y', hostIn: 'Y' } },
  // The admitted or denied guest only; the other waiting guest hears nothing of it.
  admitted: { subject: 'waiting', trigger: 'hostIn admits the subject', hears: { ...NOBODY, subject: 'Y' } },
  denied: { subject: 'waiting', trigger: 'hostIn denies the subject', hears: { ...NOBODY, subject: 'Y' } },
  // Those in: not a host who has not joined, not who waits.
  peerJoined: { subject: 'waiting', trigger: 'hostIn admits the subject', hears: { ...NOBODY, hostIn: 'Y', in: 'Y', in2: 'Y' } },
  peerLeft: { subject: 'in', trigger: 'the subject leaves', hears: { ...NOBODY, hostIn: 'Y', in: 'Y', in2: 'Y' } },
  // The addressed peer only.
  signal: { subject: 'in', trigger: "the subject signals to in's id", hears: { ...NOBODY, in: 'Y' } },
  // A peer id of another session reaches nobody, that peer included.
  'signal (another session)': { subject: 'in', trigger: "the subject signals to otherIn's id", hears: NOBODY },
  media: { subject: 'in', trigger: 'the subject turns its camera off', hears: { ...NOBODY, hostIn: 'Y', in: 'Y', in2: 'Y' } },
  // Everyone of the session who is in, waits or hosts (the subject: a second host, not joined, who ends it); a guest who never knocked is in no room of it.
  ended: { subject: 'host', trigger: 'the subject (a host) ends the session', hears: { ...NOBODY, host: 'Y', hostIn: 'Y', waiting: 'Y', in: 'Y', in2: 'Y', subject: 'Y' } },
} as const satisfies Record<string, ConnectServerEventRow>;
export type ConnectServerEventKey = keyof typeof CONNECT_SERVER_EVENT_MATRIX;
