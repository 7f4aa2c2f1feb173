import { createECDH } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_TYPE, MAIL_BOX } from '../../../domain/codes';
import type { AppointmentPayloadInput } from '../../../domain/contract/appointment';
import { REALTIME_EVENTS } from '../../../domain/contract/realtime';
import { CONNECT_CLIENT_EVENTS, CONNECT_NAMESPACE, CONNECT_SERVER_EVENTS } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import { isPortalRole } from '../../../domain/roles';
import { appointments, busyCalendars, chatGroupMembers, chatGroups, clients, passkeys, persons, users } from '../../../server/db/schema/index';
import { userRoom } from '../../../server/realtime/rooms';
import { rowsOf } from '../../../server/repositories/appointments/sql-arrays';
import { DEMO_INSURANCE_ANSWER, DEMO_PASSWORD, DEMO_SECURITY_ANSWERS } from '../../../server/seed/demo-logins';
import { build, login, type Login } from '../helper';
import { addedPasskey, INJECT_ORIGIN, INJECT_RP_ID, unlockAnswer } from './passkey-ceremonies';
import { SoftAuthenticator } from './soft-authenticator';
import { compose, mailApi, mailUrls, multipart, todayIn, addDays } from '../routes/mail/mail-api';
import { issueResetLink, makeUser, startAttempt } from '../routes/forgot/forgot-fixtures';
import { liveAnswerToken } from '../reminders/answer-links';
import { entryFor, freshEntry, leaveAll, openOffer, portalClientId } from '../waitlist/waitlist-fixtures';
import { eveningWishes as MATRIX_WISHES } from '../waitlist/waitlist-kit';
import {
  baseOf,
  CONNECT_CODES,
  CONNECT_EVENT_MATRIX,
  CONNECT_HANDSHAKE,
  CONNECT_OBSERVERS,
  CONNECT_SERVER_EVENT_MATRIX,
  CONNECT_STANDINGS,
  GUEST_STANDINGS,
  HOST_STANDINGS,
  type ConnectAckCell,
  type ConnectClientEventRow,
  type ConnectCodeKind,
  type ConnectObserver,
  type ConnectServerEventKey,
  type ConnectStanding,
  type HandshakeCell,
  DENIED_STATUS,
  EVENT_MATRIX,
  HTTP_MATRIX,
  LOGIN_OF,
  MATRIX_ROLES,
  PUBLIC_ROUTES,
  SCOPE_PROVIDER,
  SCOPES,
  type EventCell,
  type MatrixEvent,
  type MatrixRole,
  type MatrixRoute,
  type ProviderLogin,
  type RouteCell,
  type Scope,
} from './authorization-matrix';

/**
 * Walks authorization-matrix.ts: one real, otherwise valid request per
 * route × role × scope, built from the demo seed (plus a few records made
 * below through the API), and one real socket per role for the events.
 * Denied cells run first, each route's followed by a digest of every data
 * table (a refusal must write nothing); then the allowed cells.
 */
const t = build();
const api = mailApi(t);

/* ---------- fixtures ---------- */

/** A provider's records, as a request in that provider's scope names them. */
interface Practice {
  login: Login;
  providerId: number;
  /** Has a phone: favourites, chosen phones, details, the contact's appointments. */
  client: number;
  clientPhone: string;
  /** Rewritten by clients/edit. */
  clientToEdit: number;
  /** No phone yet: add_phone fills one slot per allowed call. */
  phonelessClient: number;
  person: number;
  phonelessPerson: number;
  event: number;
  appointment: number;
  appointmentToDelete: number;
  /** Of a past day: attendance may be marked (issue 26 item 4). */
  pastAppointment: number;
  chatGroup: number;
  /** The provider's own user-owned things, named by callers who are someone else. */
  favourite: number;
  folder: number;
  folderToDelete: number;
  signature: number;
  /** A file of a mail the provider holds, and of the provider's own draft; null when nobody can mail the provider. */
  file: number | null;
  draftFile: number | null;
}

/** A caller's own mail objects under one provider. */
interface Mailbox {
  inboxEntry: number;
  restoreEntry: number;
  deleteEntry: number;
  fileId: number;
  draftFileId: number;
  sendTo: number;
}

interface Caller {
  role: MatrixRole;
  login: Login;
  /** A chat partner in the caller's own practice. */
  partner: number;
  /** An appointment the caller may open in their own practice (a portal user's own). */
  ownAppointment: number;
  folder: number;
  folderToDelete: number;
  /** Null for portal users: they keep no signatures. */
  signature: number | null;
  mailboxes: Map<number, Mailbox>;
  /** The caller's own favourite of a contact of each provider they keep one for. */
  favourites: Map<number, number>;
}

let practices: Record<ProviderLogin, Practice>;
let callers: Record<MatrixRole, Caller>;
/** alex.client's own client record (portal role 22, under dr.rivera). */
let alexClientId: number;

const ok = (res: LightMyRequestResponse, what: string): LightMyRequestResponse => {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
  return res;
};
const post = (who: Login, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: who.headers });
const idOf = async (table: typeof clients | typeof persons, firstName: string, lastName: string) =>
  (await t.app.db.select({ id: table.id }).from(table).where(and(eq(table.firstName, firstName), eq(table.lastName, lastName))))[0]!.id;

const NO_DAYS: [boolean, boolean, boolean, boolean, boolean, boolean, boolean] = [false, false, false, false, false, false, false];
/** A one-off appointment years away from the seed's, overlaps allowed: valid whenever it runs. */
const appointmentBody = (providerId: number, contact: { id: number; type: 'person' | 'other_event' }): AppointmentPayloadInput => {
  const date = { year: 2031, month: 3, day_of_month: 12 };
  return {
    is_all_day: false,
    is_office: false,
    is_video: false,
    is_phone: false,
    is_other: true,
    date,
    time: { start_time: { hr: 10, min: 0, sec: 0 }, end_time: { hr: 10, min: 50, sec: 0 } },
    appointmentType: { ...contact, name: '' },
    repeat: { info: { innerOrOuter: 'outer', selectedIndex: 0, custom: 1, weeklyOn: NO_DAYS }, startDate: date, endDate: 'never' },
    provider_id: providerId,
    notes: 'matrix',
    allow_overlap: true,
  };
};
const book = async (who: Login, providerId: number, contact: { id: number; type: 'person' | 'other_event' }) =>
  (ok(await post(who, '/api/appointment/add', appointmentBody(providerId, contact)), 'book')).json<{ res: { id: number } }>().res.id;
/** The same on a day long past. */
const bookPast = async (who: Login, providerId: number, contact: { id: number; type: 'person' }) => {
  const body = appointmentBody(providerId, contact);
  const date = { year: 2021, month: 3, day_of_month: 12 };
  const payload = { ...body, date, repeat: { ...body.repeat, startDate: date } };
  return (ok(await post(who, '/api/appointment/add', payload), 'book past')).json<{ res: { id: number } }>().res.id;
};

const clientBody = (providerId: number, firstName: string, phone: string[] = []) => ({
  firstName,
  lastName: 'Matrix',
  phone,
  phoneType: phone.map(() => 1),
  date: { dayOfMonth: 9, month: 3, year: 1991 },
  providerID: providerId,
});

async function addFolder(who: Login, name: string): Promise<number> {
  return ok(await api.addFolder(who, name), 'folder').json<{ folder: { id: number } }>().folder.id;
}
async function addSignature(who: Login, name: string): Promise<number> {
  return ok(await api.saveSignature(who, { name, body: `<p>${name}</p>` }), 'signature').json<{ signature: { id: number } }>().signature.id;
}
/** A chat group of one practice (groups are made by the seed only; there is no call for it). */
async function chatGroupOf(name: string, createdBy: number, members: number[]): Promise<number> {
  const [group] = await t.app.db.insert(chatGroups).values({ name, createdBy }).returning({ id: chatGroups.id });
  await t.app.db.insert(chatGroupMembers).values(members.map((userId) => ({ groupId: group!.id, userId })));
  return group!.id;
}

/** `who`'s mail under a provider: an inbox mail with a file, two mails in Trash, a draft with a file. */
async function mailbox(who: Login, providerId: number, sender: Login, sendTo: number, tag: string): Promise<Mailbox> {
  const subject = (s: string) => `${tag} ${s}`;
  for (const s of ['in', 'restore', 'delete']) {
    await api.sendOk(sender, compose({ providerId, to: [who.userId], subject: subject(s) }), s === 'in' ? [{ name: `${tag}.txt`, data: tag }] : []);
  }
  const entry = async (s: string) => (await api.inboxEntryOf(who, providerId, subject(s))).mailBoxId;
  const [inboxEntry, restoreEntry, deleteEntry] = [await entry('in'), await entry('restore'), await entry('delete')];
  ok(await api.move(who, { providerId, mailBoxIds: [restoreEntry, deleteEntry], boxCode: MAIL_BOX.trash }), 'trash');
  const fileId = (await api.contentOk(who, inboxEntry, providerId)).attachments[0]!.id;
  const draft = await api.draftOk(who, compose({ providerId, subject: subject('draft') }), [{ name: 'draft.txt', data: tag }]);
  return { inboxEntry, restoreEntry, deleteEntry, fileId, draftFileId: draft.mail.attachments[0]!.id, sendTo };
}

beforeAll(async () => {
  const [rivera, chen, patel] = await Promise.all(['dr.rivera', 'dr.chen', 'dr.patel'].map((u) => login(t.app, u)));
  const session = {} as Record<MatrixRole, Login>;
  for (const role of MATRIX_ROLES) session[role] = role === 7 ? rivera! : await login(t.app, LOGIN_OF[role]);
  const [r, c, p] = [rivera!, chen!, patel!];

  // dr.patel: nobody's practice but his own, and empty; his records are made here by himself.
  const patelClient = ok(await post(p, '/api/clients/add', clientBody(p.userId, 'Pia', ['2125550401'])), 'patel client').json<{ client: { id: number } }>().client.id;
  const patelPerson = ok(await post(p, '/api/others/add', { firstName: 'Per', lastName: 'Matrix', providerID: p.userId }), 'patel person').json<{ person: { id: number } }>().person.id;
  const eventOf = async (who: Login, name: string) =>
    ok(await post(who, '/api/events/add', { name, providerID: who.userId }), 'event').json<{ event: { id: number } }>().event.id;
  const favouriteOf = async (who: Login, clientId: number) =>
    ok(await post(who, '/api/favourite/add', { person_id: clientId }), 'favourite').json<{ favourite_id: number }>().favourite_id;

  const riveraClient = await idOf(clients, 'Priya', 'Shah');
  const chenClient = await idOf(clients, 'Ethan', 'Nguyen');
  const joPerson = await idOf(persons, 'Jo', 'Lindqvist');
  const alexClient = await idOf(clients, 'Alex', 'Morgan');
  alexClientId = alexClient;
  const [alexAppointment] = await t.app.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.clientId, alexClient))
    .orderBy(asc(appointments.id))
    .limit(1);
  const [frontDesk] = await t.app.db.select({ id: chatGroups.id }).from(chatGroups).where(eq(chatGroups.name, 'Front desk'));

  // Callers' own mail under dr.rivera; sam.staff's also under dr.chen, and dr.chen's own.
  const mailboxes = new Map<MatrixRole, Map<number, Mailbox>>();
  const sendTo: Record<MatrixRole, number> = { 7: session[22].userId, 11: session[22].userId, 24: session[22].userId, 22: r.userId, 25: r.userId };
  for (const role of MATRIX_ROLES) {
    const sender = role === 11 ? r : session[11];
    mailboxes.set(role, new Map([[r.userId, await mailbox(session[role], r.userId, sender, sendTo[role], `m${role}`)]]));
  }
  mailboxes.get(11)!.set(c.userId, await mailbox(session[11], c.userId, c, c.userId, 'm11chen'));
  const chenMail = await mailbox(c, c.userId, session[11], session[11].userId, 'chen');

  const practice = async (who: Login, records: Omit<Practice, 'login' | 'providerId' | 'event' | 'folder' | 'folderToDelete' | 'signature' | 'favourite'>) => ({
    login: who,
    providerId: who.userId,
    ...records,
    event: await eventOf(who, `Matrix event ${who.userId}`),
    favourite: await favouriteOf(who, records.client),
    folder: await addFolder(who, `Matrix ${who.userId}`),
    folderToDelete: await addFolder(who, `Matrix gone ${who.userId}`),
    signature: await addSignature(who, `Matrix ${who.userId}`),
  });
  const riveraMail = mailboxes.get(7)!.get(r.userId)!;
  practices = {
    'dr.rivera': await practice(r, {
      client: riveraClient,
      clientPhone: '2125550102',
      clientToEdit: await idOf(clients, 'Noah', 'Williams'),
      phonelessClient: await idOf(clients, 'Hana', 'Kim'),
      person: await idOf(persons, 'Ruth', 'Adler'),
      phonelessPerson: await idOf(persons, 'Ines', 'Moreau'),
      appointment: await book(r, r.userId, { id: riveraClient, type: 'person' }),
      appointmentToDelete: await book(r, r.userId, { id: riveraClient, type: 'person' }),
      pastAppointment: await bookPast(r, r.userId, { id: riveraClient, type: 'person' }),
      chatGroup: frontDesk!.id,
      file: riveraMail.fileId,
      draftFile: riveraMail.draftFileId,
    }),
    'dr.chen': await practice(c, {
      client: chenClient,
      clientPhone: '3105550201',
      clientToEdit: await idOf(clients, 'Omar', 'Haddad'),
      phonelessClient: await idOf(clients, 'Grace', 'Lopez'),
      person: await idOf(persons, 'Dev', 'Rao'),
      phonelessPerson: await idOf(persons, 'Dev', 'Rao'),
      appointment: await book(c, c.userId, { id: chenClient, type: 'person' }),
      appointmentToDelete: await book(c, c.userId, { id: chenClient, type: 'person' }),
      pastAppointment: await bookPast(c, c.userId, { id: chenClient, type: 'person' }),
      chatGroup: await chatGroupOf('Chen matrix', c.userId, [c.userId]),
      file: chenMail.fileId,
      draftFile: chenMail.draftFileId,
    }),
    'dr.patel': await practice(p, {
      client: patelClient,
      clientPhone: '2125550401',
      clientToEdit: patelClient,
      phonelessClient: patelClient,
      person: patelPerson,
      phonelessPerson: patelPerson,
      appointment: await book(p, p.userId, { id: patelClient, type: 'person' }),
      appointmentToDelete: await book(p, p.userId, { id: patelClient, type: 'person' }),
      pastAppointment: await bookPast(p, p.userId, { id: patelClient, type: 'person' }),
      chatGroup: await chatGroupOf('Patel matrix', p.userId, [p.userId]),
      // Nobody may write to dr.patel (no one acts for him), so he holds no mail.
      file: null,
      draftFile: null,
    }),
  };

  const joAppointment = await book(r, r.userId, { id: joPerson, type: 'other_event' });
  const partner: Record<MatrixRole, number> = { 7: session[11].userId, 11: r.userId, 24: r.userId, 22: r.userId, 25: r.userId };
  const ownAppointment: Record<MatrixRole, number> = {
    7: practices['dr.rivera'].appointment,
    11: practices['dr.rivera'].appointment,
    24: practices['dr.rivera'].appointment,
    22: alexAppointment!.id,
    25: joAppointment,
  };
  callers = {} as Record<MatrixRole, Caller>;
  for (const role of MATRIX_ROLES) {
    const who = session[role];
    const portal = role === 22 || role === 25;
    const favourites = new Map<number, number>();
    if (!portal) favourites.set(r.userId, role === 7 ? practices['dr.rivera'].favourite : await favouriteOf(who, riveraClient));
    if (role === 11) favourites.set(c.userId, await favouriteOf(who, chenClient));
    callers[role] = {
      role,
      login: who,
      partner: partner[role],
      ownAppointment: ownAppointment[role],
      folder: role === 7 ? practices['dr.rivera'].folder : await addFolder(who, `Matrix ${who.userId}`),
      folderToDelete: role === 7 ? practices['dr.rivera'].folderToDelete : await addFolder(who, `Matrix gone ${who.userId}`),
      signature: portal ? null : role === 7 ? practices['dr.rivera'].signature : await addSignature(who, `Matrix ${who.userId}`),
      mailboxes: mailboxes.get(role)!,
      favourites,
    };
  }
}, 180_000);

/* ---------- requests ---------- */

interface Cell {
  caller: Caller;
  scope: Scope;
  /** The scope's provider's records. */
  p: Practice;
  /** The caller's own mail under the scope's provider, if they have any there. */
  mine: Mailbox | undefined;
}

interface Req {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** A request for one cell, or null when there is no such request (a '-' cell). */
type Build = (c: Cell) => Req | null | Promise<Req | null>;

const own = (c: Cell) => c.scope === 'own';
/** The caller's own mail where they have some under the provider, else their own mail under dr.rivera (named with the scope's provider). */
const mailOf = (c: Cell): Mailbox => c.mine ?? c.caller.mailboxes.values().next().value!;
const mailRange = () => ({ from: addDays(todayIn(), -30), to: addDays(todayIn(), 1) });
const form = async (fields: object, files: { name: string; data: string }[] = []): Promise<Req> => {
  const { payload, contentType } = await multipart(fields, files);
  return { url: '', payload, headers: { 'content-type': contentType } };
};
const unique = () => Math.random().toString(36).slice(2, 8);
/** The demo e-mail address of the caller (server/seed/seed.ts): rivera@, sam@, dana@, alex@, jo@meadow.example. */
const demoEmailOf = (c: Cell) => `${LOGIN_OF[c.caller.role].replace(/^dr\.|\..*$/g, '')}@meadow.example`;
/** A well-formed push subscription of the caller's (a fixed P-256 point: the walk never decrypts anything). */
const MATRIX_P256DH = createECDH('prime256v1');
MATRIX_P256DH.generateKeys();
const matrixSubscription = (userId: number) => ({
  endpoint: `http://127.0.0.1:9/matrix/${userId}`,
  keys: { p256dh: MATRIX_P256DH.getPublicKey('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
});

/** The waitlist cells the matrix allows staff (issue 29): the caller's own provider, or sam.staff's permitted one. */
const staffMayWaitlist = (c: Cell): boolean => ([7, 11, 24].includes(c.caller.role) && c.scope === 'own') || (c.caller.role === 11 && c.scope === 'permitted');
/** The one portal cell that joins and leaves: alex.client with their own provider. */
const portalJoins = (c: Cell): boolean => c.caller.role === 22 && c.scope === 'own';
/** Per provider, an entry on its waitlist made before any cell; and one open offer (of dr.rivera's) no portal user owns. */
const standingWaitlist = { entries: new Map<number, number>(), offer: 0 };
beforeAll(async () => {
  const providers = await t.app.db.select({ id: users.id }).from(users).where(inArray(users.username, ['dr.rivera', 'dr.chen', 'dr.patel']));
  for (const { id } of providers) standingWaitlist.entries.set(id, await freshEntry(t.app, id));
  const rivera = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'dr.rivera'));
  standingWaitlist.offer = (await openOffer(t.app, await freshEntry(t.app, rivera[0]!.id))).offerId;
}, 60_000);
/** A fresh entry for an allowed cell, the provider's standing one for a denied cell. */
const waitlistEntryFor = async (c: Cell): Promise<number> =>
  staffMayWaitlist(c) ? freshEntry(t.app, c.p.providerId) : standingWaitlist.entries.get(c.p.providerId)!;

/** A busy calendar row of the caller's own, for the cells that name one (a role that keeps none: any id, refused first). */
async function ownBusyCalendar(caller: Cell['caller']): Promise<number> {
  if (caller.role !== 7 && caller.role !== 11) return 1;
  const userId = caller.login.userId;
  const [row] = await t.app.db.insert(busyCalendars).values({ providerId: userId, url: 'https://calendar.example.com/matrix/basic.ics' }).returning({ id: busyCalendars.id });
  return row!.id;
}

const requests: Record<MatrixRoute, Build> = {
  'POST /api/auth/login': (c) => ({ url: '/api/auth/login', payload: { username: LOGIN_OF[c.caller.role], password: DEMO_PASSWORD } }),
  // Its own session: the walk's sessions must outlive it.
  'GET /api/auth/logout': async (c) => ({ url: '/api/auth/logout', headers: (await login(t.app, LOGIN_OF[c.caller.role])).headers }),
  'POST /api/auth/unlock': () => ({ url: '/api/auth/unlock', payload: { password: DEMO_PASSWORD } }),
  'POST /api/auth/unlock/passkey/options': () => ({ url: '/api/auth/unlock/passkey/options' }),
  // A passkey of the caller's own, freshly added, answering the caller's session's own challenge.
  'POST /api/auth/unlock/passkey': async (c) => {
    const caller = c.caller.login;
    await t.app.db.delete(passkeys).where(eq(passkeys.userId, caller.userId));
    return { url: '/api/auth/unlock/passkey', payload: await unlockAnswer(t.app, caller, await addedPasskey(t.app, caller)) };
  },
  'GET /api/auth/expiry_permissions': () => ({ url: '/api/auth/expiry_permissions' }),
  'GET /api/openapi.json': () => ({ url: '/api/openapi.json' }),
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/timezone/get': () => ({ url: '/api/timezone/get' }),
  'GET /api/secure_video/base_url': () => ({ url: '/api/secure_video/base_url' }),
  // Allowed cells: a fresh Secure Video appointment tomorrow, the caller's own (portal: with them) or the scope's provider's.
  'GET /api/appointment/secure_video_login/:id': async (c) => {
    // A refused cell must write nothing: it names the provider's existing appointment (refused before its kind matters).
    if (!(own(c) || (c.caller.role === 11 && c.scope === 'permitted'))) return { url: `/api/appointment/secure_video_login/${c.p.appointment}` };
    const portal = c.caller.role === 22 || c.caller.role === 25;
    const uid = c.caller.login.userId;
    const [mine] = portal && own(c)
      ? c.caller.role === 22
        ? await t.app.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, uid))
        : await t.app.db.select({ id: persons.id }).from(persons).where(eq(persons.userId, uid))
      : [];
    const startsAt = new Date(Date.now() + 86_400_000);
    const [row] = await t.app.db
      .insert(appointments)
      .values({
        providerId: c.p.providerId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        timezone: 'America/New_York',
        appDate: startsAt.toISOString().slice(0, 10),
        type: 2,
        isVideo: true,
        secureVideoSessionId: 'x',
        ...(!mine ? { clientId: c.p.client, clientType: 'person' as const } : {}),
        ...(mine && c.caller.role === 22 ? { clientId: mine.id, clientType: 'person' as const } : {}),
        ...(mine && c.caller.role === 25 ? { othereventId: mine.id, othereventType: 1 } : {}),
      })
      .returning({ id: appointments.id });
    return { url: `/api/appointment/secure_video_login/${row!.id}` };
  },
  'GET /api/video/ice_servers': () => ({ url: '/api/video/ice_servers' }),
  // A seeded client appointment still ahead: its reminder link, looked at and confirmed (again) by each caller.
  'GET /api/reminder_answer/:token': async () => ({ url: `/api/reminder_answer/${await liveAnswerToken(t.app)}` }),
  'POST /api/reminder_answer/:token/:action': async () => ({ url: `/api/reminder_answer/${await liveAnswerToken(t.app)}/confirm` }),
  // A seeded Connect appointment still ahead: its guest link.
  'GET /api/video/connect/:code': async () => {
    const [row] = await t.app.db
      .select({ code: appointments.clientConnectcode })
      .from(appointments)
      .where(and(eq(appointments.isConnect, true), eq(appointments.isDeleted, false), eq(appointments.isCancelled, false), gt(appointments.endsAt, new Date())))
      .limit(1);
    return { url: `/api/video/connect/${row!.code}` };
  },

  // The caller's own account, answered rightly; the role plays no part in these public calls.
  'POST /api/forgot/verify': (c) => ({ url: '/api/forgot/verify', payload: { email: demoEmailOf(c) } }),
  'POST /api/forgot/match_answers': async (c) => {
    const username = LOGIN_OF[c.caller.role];
    // From an address of its own: the forgot/verify cells above spend 127.0.0.1's budget.
    const attempt = await startAttempt(t.app, demoEmailOf(c), '10.9.0.1');
    const answers = { question: DEMO_SECURITY_ANSWERS[username]!.answer, insurance: [DEMO_INSURANCE_ANSWER[username] ?? ''] };
    return { url: '/api/forgot/match_answers', payload: { id: attempt.id, token: attempt.token, answers } };
  },
  'GET /api/forgot/verify_reset_token/:token': async (c) => ({ url: `/api/forgot/verify_reset_token/${await issueResetLink(t.app, c.caller.login.userId)}` }),
  // A throwaway account: a reset ends every session of its user, and the walk's sessions must outlive it.
  'POST /api/forgot/reset_password': async () => {
    const token = await issueResetLink(t.app, await makeUser(t.app, `reset.${unique()}`));
    return { url: '/api/forgot/reset_password', payload: { token, password: 'a meadow in spring', confirmPassword: 'a meadow in spring' } };
  },
  // The waitlist (issue 29): an allowed cell gets an entry, offer or client of its own (one allowed write leaves the next
  // cell's record as it was); a denied cell names the provider's standing ones (made before any cell), writing nothing.
  'GET /api/waitlist/offer/:token': async ({ p }) => ({ url: `/api/waitlist/offer/${(await openOffer(t.app, await freshEntry(t.app, p.providerId))).token}` }),
  'POST /api/waitlist/offer/:token/:action': async ({ p }) => ({
    url: `/api/waitlist/offer/${(await openOffer(t.app, await freshEntry(t.app, p.providerId))).token}/decline`,
  }),
  'GET /api/waitlist/list/:providerId': ({ p }) => ({ url: `/api/waitlist/list/${p.providerId}` }),
  'POST /api/waitlist/add': async (c) => {
    let contactId = c.p.client;
    if (staffMayWaitlist(c)) {
      const entry = await freshEntry(t.app, c.p.providerId);
      const removed = await t.app.db.execute(sql`update waitlist_entries set status = 'removed' where id = ${entry}::int returning contact_id`);
      contactId = (removed as unknown as { rows: { contact_id: number }[] }).rows[0]!.contact_id;
    }
    return { url: '/api/waitlist/add', payload: { provider_id: c.p.providerId, contact: { kind: 'client', id: contactId }, wishes: MATRIX_WISHES } };
  },
  'PUT /api/waitlist/edit/:entryId': async (c) => ({ url: `/api/waitlist/edit/${await waitlistEntryFor(c)}`, payload: { wishes: MATRIX_WISHES } }),
  'PUT /api/waitlist/priority/:entryId': async (c) => ({ url: `/api/waitlist/priority/${await waitlistEntryFor(c)}`, payload: { priority: 5 } }),
  'DELETE /api/waitlist/remove/:entryId': async (c) => ({ url: `/api/waitlist/remove/${await waitlistEntryFor(c)}` }),
  'POST /api/waitlist/book/:entryId': async (c) => ({
    url: `/api/waitlist/book/${await waitlistEntryFor(c)}`,
    payload: { date: '2032-02-03', start_minute: 1200, location_kind: 'phone', allow_overlap: true },
  }),
  'GET /api/waitlist/settings/:providerId': ({ p }) => ({ url: `/api/waitlist/settings/${p.providerId}` }),
  // The defaults written back.
  'PUT /api/waitlist/settings/:providerId': ({ p }) => ({
    url: `/api/waitlist/settings/${p.providerId}`,
    payload: { offer_mode: 'one_at_a_time', hold_minutes: 30, show_provider_name: false },
  }),
  'GET /api/waitlist/mine/:providerId': ({ p }) => ({ url: `/api/waitlist/mine/${p.providerId}` }),
  'POST /api/waitlist/join/:providerId': async (c) => {
    const mine = portalJoins(c) ? await portalClientId(t.app, c.caller.login.userId) : null;
    if (mine) await leaveAll(t.app, 'client', mine.id);
    return { url: `/api/waitlist/join/${c.p.providerId}`, payload: { wishes: MATRIX_WISHES } };
  },
  'DELETE /api/waitlist/leave/:providerId': async (c) => {
    const mine = portalJoins(c) ? await portalClientId(t.app, c.caller.login.userId) : null;
    if (mine) await entryFor(t.app, mine.providerId, 'client', mine.id);
    return { url: `/api/waitlist/leave/${c.p.providerId}` };
  },
  'POST /api/waitlist/mine/offer/:offerId/:action': async (c) => {
    const mine = c.caller.role === 22 ? await portalClientId(t.app, c.caller.login.userId) : null;
    const offerId = mine ? (await openOffer(t.app, await entryFor(t.app, mine.providerId, 'client', mine.id))).offerId : standingWaitlist.offer;
    return { url: `/api/waitlist/mine/offer/${offerId}/decline` };
  },
  'GET /api/settings/reminders': () => ({ url: '/api/settings/reminders' }),
  // The defaults written back: the demo's other tests see the settings they expect.
  'PUT /api/settings/reminders': () => ({ url: '/api/settings/reminders', payload: { lead_minutes: 2880, second_lead_minutes: 120, name_provider: false } }),
  'GET /api/busy_calendars': () => ({ url: '/api/busy_calendars' }),
  'POST /api/busy_calendars': () => ({ url: '/api/busy_calendars', payload: { url: 'https://calendar.example.com/matrix/basic.ics' } }),
  // A calendar of the caller's own (another's is 404, tests/api/busy); a refused role names one without writing any.
  'DELETE /api/busy_calendars/:id': async (c) => ({ url: `/api/busy_calendars/${await ownBusyCalendar(c.caller)}` }),
  'POST /api/busy_calendars/:id/refresh': async (c) => ({ url: `/api/busy_calendars/${await ownBusyCalendar(c.caller)}/refresh` }),
  'GET /api/busy/get/:providerId': ({ p }) => ({ url: `/api/busy/get/${p.providerId}?from=2031-03-10T00:00:00Z&to=2031-03-17T00:00:00Z` }),
  'GET /api/account/security_question': () => ({ url: '/api/account/security_question' }),
  'POST /api/account/security_question': (c) => {
    const { questionId, answer } = DEMO_SECURITY_ANSWERS[LOGIN_OF[c.caller.role]]!;
    return { url: '/api/account/security_question', payload: { questionId, answer, currentPassword: DEMO_PASSWORD } };
  },
  'GET /api/account/passkeys': () => ({ url: '/api/account/passkeys' }),
  'POST /api/account/passkeys/options': () => ({ url: '/api/account/passkeys/options', payload: { currentPassword: DEMO_PASSWORD } }),
  'POST /api/account/passkeys': async (c) => {
    const { headers } = c.caller.login;
    await t.app.db.delete(passkeys).where(eq(passkeys.userId, c.caller.login.userId));
    const asked = await t.app.inject({ method: 'POST', url: '/api/account/passkeys/options', headers, payload: { currentPassword: DEMO_PASSWORD } });
    const { challenge } = (asked.json() as { options: { challenge: string } }).options;
    return { url: '/api/account/passkeys', payload: { response: new SoftAuthenticator().create({ origin: INJECT_ORIGIN, rpId: INJECT_RP_ID, challenge }) } };
  },
  // The caller's own passkey: every role may remove only their own (another's is 404, tests/api/routes/account/passkeys).
  'DELETE /api/account/passkeys/:id': async (c) => {
    const [row] = await t.app.db
      .insert(passkeys)
      .values({ userId: c.caller.login.userId, credentialId: `matrix-${c.caller.role}-${Math.random().toString(36).slice(2)}`, publicKey: 'x' })
      .returning({ id: passkeys.id });
    return { url: `/api/account/passkeys/${row!.id}` };
  },

  'GET /api/insurance/get/:providerId': ({ p }) => ({ url: `/api/insurance/get/${p.providerId}` }),

  'GET /api/appointment/get/daily/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:providerId': ({ p }) => ({
    url: `/api/appointment/get/daily/10/3/2031/16/3/2031/${p.providerId}`,
  }),
  'GET /api/appointment/get/yearly/:year/:providerId': ({ p }) => ({ url: `/api/appointment/get/yearly/2031/${p.providerId}` }),
  'GET /api/appointment/get/id/:id': (c) => ({ url: `/api/appointment/get/id/${own(c) ? c.caller.ownAppointment : c.p.appointment}` }),
  'GET /api/appointment/ics/:id': (c) => ({ url: `/api/appointment/ics/${own(c) ? c.caller.ownAppointment : c.p.appointment}` }),
  'GET /api/appointment/form_details': ({ p }) => ({ url: `/api/appointment/form_details?providerId=${p.providerId}` }),
  'POST /api/appointment/add': ({ p }) => ({ url: '/api/appointment/add', payload: appointmentBody(p.providerId, { id: p.client, type: 'person' }) }),
  'PUT /api/appointment/edit': ({ p }) => ({
    url: '/api/appointment/edit',
    payload: { ...appointmentBody(p.providerId, { id: p.client, type: 'person' }), editID: p.appointment, oneAllFuture: 'single' },
  }),
  'DELETE /api/appointment/delete/:id/:scope/:action': ({ p }) => ({ url: `/api/appointment/delete/${p.appointmentToDelete}/single/delete` }),
  'PUT /api/appointment/attendance/:id': ({ p }) => ({ url: `/api/appointment/attendance/${p.pastAppointment}`, payload: { attendance: 'attended', reason: 'matrix' } }),
  'GET /api/appointment/search/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId': ({ p }) => ({
    url: `/api/appointment/search/1/1/2026/1/3/2026/a/${p.providerId}`,
  }),

  // One-to-one: a partner of the caller's own practice, else the scope's provider.
  'POST /api/chat/message/send/text': (c) => ({
    url: '/api/chat/message/send/text',
    payload: { message: 'matrix', receiverIds: [own(c) ? c.caller.partner : c.p.providerId], isGroup: false },
  }),
  'POST /api/chat/message/send/text (group)': ({ p }) => ({
    url: '/api/chat/message/send/text',
    payload: { message: 'matrix', receiverIds: [p.chatGroup], isGroup: true },
  }),
  'GET /api/chat/message/get/:userId/:page/:offset': (c) => ({ url: `/api/chat/message/get/${own(c) ? c.caller.partner : c.p.providerId}/1/0` }),
  'GET /api/chat/message/get/:userId/:page/:offset (group)': ({ p }) => ({ url: `/api/chat/message/get/${p.chatGroup}/1/0?isGroup=true` }),
  'PUT /api/chat/message/read': (c) => ({ url: '/api/chat/message/read', payload: { id: own(c) ? c.caller.partner : c.p.providerId, isGroup: false } }),
  'PUT /api/chat/message/read (group)': ({ p }) => ({ url: '/api/chat/message/read', payload: { id: p.chatGroup, isGroup: true } }),
  'GET /api/chat/message/remaining/:userId/:lastMessageId': (c) => ({
    url: `/api/chat/message/remaining/${own(c) ? c.caller.login.userId : c.p.providerId}/0`,
  }),
  'GET /api/chat/message/details': () => ({ url: '/api/chat/message/details' }),

  'POST /api/clients/add': ({ p }) => ({ url: '/api/clients/add', payload: clientBody(p.providerId, `New${unique()}`) }),
  'PUT /api/clients/edit/:providerId': ({ p }) => ({
    url: `/api/clients/edit/${p.providerId}`,
    payload: { ...clientBody(p.providerId, 'Edited', ['2125550499']), clientId: p.clientToEdit },
  }),
  'PUT /api/clients/add_phone/:providerId': ({ p }) => ({
    url: `/api/clients/add_phone/${p.providerId}`,
    payload: { phone: '2125550498', clientId: p.phonelessClient },
  }),
  'GET /api/clients/client_details/:providerId': ({ p }) => ({ url: `/api/clients/client_details/${p.providerId}?clientId=${p.client}` }),
  'POST /api/others/add': ({ p }) => ({ url: '/api/others/add', payload: { firstName: 'Nia', lastName: `Matrix${unique()}`, providerID: p.providerId } }),
  'PUT /api/others/edit/:id': ({ p }) => ({ url: `/api/others/edit/${p.person}`, payload: { firstName: 'Renamed', lastName: 'Person', providerID: p.providerId } }),
  'PUT /api/others/add_phone': ({ p }) => ({ url: '/api/others/add_phone', payload: { phone: '2125550497', otherEventId: p.phonelessPerson } }),
  'POST /api/events/add': ({ p }) => ({ url: '/api/events/add', payload: { name: `Event ${unique()}`, providerID: p.providerId } }),
  'PUT /api/events/edit/:id': ({ p }) => ({ url: `/api/events/edit/${p.event}`, payload: { name: 'Renamed event', providerID: p.providerId } }),
  'POST /api/groups/add': ({ p }) => ({
    url: '/api/groups/add',
    payload: { name: `Group ${unique()}`, participants: [{ id: p.client, type: 'person' }], providerID: p.providerId },
  }),
  'GET /api/contacts/list/:providerId': ({ p }) => ({ url: `/api/contacts/list/${p.providerId}` }),
  'GET /api/contacts/appointments/:kind/:id/:providerId': ({ p }) => ({ url: `/api/contacts/appointments/person/${p.client}/${p.providerId}` }),
  'GET /api/contacts/attendance/:kind/:id/:providerId': ({ p }) => ({ url: `/api/contacts/attendance/person/${p.client}/${p.providerId}` }),
  'POST /api/favourite/add': ({ p }) => ({ url: '/api/favourite/add', payload: { person_id: p.client } }),
  'DELETE /api/favourite/delete': (c) => ({ url: '/api/favourite/delete', payload: { id: c.caller.favourites.get(c.p.providerId) ?? c.p.favourite } }),
  'POST /api/phone_selected/add': ({ p }) => ({ url: '/api/phone_selected/add', payload: { person_id: p.client, phone: p.clientPhone } }),

  'GET /api/portalemail/getall/:userId/:boxCode/:folderId/:page/:additionalOffset/:favouriteFlag/:providerId': ({ caller, p }) => ({
    url: mailUrls.list(caller.login.userId, MAIL_BOX.inbox, 0, 1, 0, 0, p.providerId),
  }),
  'GET /api/portalemail/getInboxUnreadMailCount/:userId/:favouriteFlag/:providerId': ({ caller, p }) => ({
    url: mailUrls.counts(caller.login.userId, 0, p.providerId),
  }),
  'GET /api/portalemail/loadFolderList/:userId/:providerId': ({ caller, p }) => ({ url: mailUrls.folderList(caller.login.userId, p.providerId) }),
  'GET /api/portalemail/getContactList/:userId/:providerId': ({ caller, p }) => ({ url: mailUrls.contactList(caller.login.userId, p.providerId) }),
  'GET /api/portalemail/search/:userId/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:term/:providerId/:all/:subject/:sender/:receiver': ({
    caller,
    p,
  }) => ({ url: mailUrls.search(caller.login.userId, mailRange().from, mailRange().to, 'm', p.providerId, { all: true }) }),
  'GET /api/email/getContent/:userId/:mailId/:mailType/:providerId': (c) => ({
    url: mailUrls.content(c.caller.login.userId, mailOf(c).inboxEntry, MAIL_BOX.inbox, c.p.providerId),
  }),
  'GET /api/email/checkUserContact/:userId/:isGroup': (c) => ({ url: mailUrls.checkUserContact(c.mine?.sendTo ?? c.p.providerId, 0) }),
  'GET /api/email/checkPermission/:providerId': ({ p }) => ({ url: mailUrls.checkPermission(p.providerId) }),
  'POST /api/portalemail/send': async (c) => ({
    ...(await form(compose({ providerId: c.p.providerId, to: [c.mine?.sendTo ?? c.p.providerId], subject: 'Matrix send' }))),
    url: mailUrls.send,
  }),
  'POST /api/portalemail/draft': async (c) => ({
    ...(await form(compose({ providerId: c.p.providerId, to: [c.mine?.sendTo ?? c.p.providerId], subject: 'Matrix draft' }), [{ name: 'd.txt', data: 'd' }])),
    url: mailUrls.draft,
  }),
  'DELETE /api/portalemail/deleteFile/:fileId': (c) => {
    const fileId = c.mine?.draftFileId ?? c.p.draftFile;
    return fileId === null ? null : { url: mailUrls.deleteFile(fileId) };
  },
  'GET /api/portalemail/attachment/:fileId': (c) => {
    const fileId = c.mine?.fileId ?? c.p.file;
    return fileId === null ? null : { url: mailUrls.attachment(fileId) };
  },
  'PUT /api/portalemail/move': (c) => ({
    url: mailUrls.move,
    payload: { providerId: c.p.providerId, mailBoxIds: [mailOf(c).inboxEntry], boxCode: MAIL_BOX.custom, folderId: c.caller.folder },
  }),
  'PUT /api/portalemail/restore': (c) => ({ url: mailUrls.restore, payload: { providerId: c.p.providerId, mailBoxIds: [mailOf(c).restoreEntry] } }),
  'PUT /api/portalemail/read': (c) => ({ url: mailUrls.read, payload: { providerId: c.p.providerId, mailBoxIds: [mailOf(c).inboxEntry], readStatus: 0 } }),
  'PUT /api/portalemail/favourite': (c) => ({
    url: mailUrls.favourite,
    payload: { providerId: c.p.providerId, mailBoxId: mailOf(c).inboxEntry, isFavourite: true },
  }),
  'DELETE /api/portalemail/delete': (c) => ({ url: mailUrls.delete, payload: { providerId: c.p.providerId, mailBoxIds: [mailOf(c).deleteEntry] } }),
  'POST /api/portalemail/folder': () => ({ url: mailUrls.folder(), payload: { name: `Matrix ${unique()}` } }),
  'PUT /api/portalemail/folder/:folderId': (c) => ({ url: mailUrls.folder(own(c) ? c.caller.folder : c.p.folder), payload: { name: `Renamed ${unique()}` } }),
  'DELETE /api/portalemail/folder/:folderId': (c) => ({ url: mailUrls.folder(own(c) ? c.caller.folderToDelete : c.p.folderToDelete) }),
  'PUT /api/portalemail/signature': (c) => {
    const id = own(c) ? c.caller.signature : c.p.signature;
    return { url: mailUrls.signature(), payload: { ...(id === null ? {} : { id }), name: 'Matrix', body: '<p>m</p>' } };
  },
  'DELETE /api/portalemail/signature/:signatureId': (c) => {
    const id = own(c) ? c.caller.signature : c.p.signature;
    return id === null ? null : { url: mailUrls.signature(id) };
  },

  'GET /api/audit/:providerId': ({ p }) => ({ url: `/api/audit/${p.providerId}` }),
  'GET /api/audit/:providerId/export': ({ p }) => ({ url: `/api/audit/${p.providerId}/export` }),

  // Port 9 on 127.0.0.1 (testConfig's only push service): a push the walk triggers is refused at once, nothing leaves the machine.
  'POST /api/subscription/add': (c) => ({ url: '/api/subscription/add', payload: matrixSubscription(c.caller.login.userId) }),
  'POST /api/subscription/remove': (c) => ({ url: '/api/subscription/remove', payload: { endpoint: matrixSubscription(c.caller.login.userId).endpoint } }),
  'GET /api/subscription/vapid_public_key': () => ({ url: '/api/subscription/vapid_public_key' }),
  'GET /api/calendar_sync/feed': () => ({ url: '/api/calendar_sync/feed' }),
  'PUT /api/calendar_sync/feed': () => ({ url: '/api/calendar_sync/feed', payload: { titleStyle: 'appointment', showKind: true, includeJoinLink: false } }),
  'POST /api/calendar_sync/feed/on': () => ({ url: '/api/calendar_sync/feed/on' }),
  'POST /api/calendar_sync/feed/reset': () => ({ url: '/api/calendar_sync/feed/reset' }),
  'POST /api/calendar_sync/feed/off': () => ({ url: '/api/calendar_sync/feed/off' }),
};

/* ---------- the walk ---------- */

const routeKeys = Object.keys(HTTP_MATRIX) as MatrixRoute[];
const methodOf = (key: MatrixRoute) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
const patternOf = (key: MatrixRoute) => baseOf(key).split(' ')[1]!;
/** The route pattern as a regular expression over a path. */
const matcherOf = (key: MatrixRoute) => new RegExp(`^${patternOf(key).replace(/:[A-Za-z]+/g, '[^/]+')}$`);

interface PlannedCell {
  role: MatrixRole;
  scope: Scope;
  expected: RouteCell;
}

/** The cells of a row: one per role for a role-only row (own scope), else one per role and scope with a provider. */
function cellsOf(key: MatrixRoute): PlannedCell[] {
  const row = HTTP_MATRIX[key] as Record<MatrixRole, string>;
  return MATRIX_ROLES.flatMap((role) => {
    const cells = row[role];
    if (cells.length === 1) return [{ role, scope: 'own' as const, expected: cells as RouteCell }];
    return SCOPES.map((scope, i) => ({ role, scope, expected: cells[i] as RouteCell }));
  });
}

const label = (key: MatrixRoute, cell: PlannedCell) => `${key} as ${LOGIN_OF[cell.role]} (${cell.role}), ${cell.scope}`;

/** The cell's request; null when there is none (then the table must say '-'). */
async function requestFor(key: MatrixRoute, cell: PlannedCell): Promise<Req | null> {
  const caller = callers[cell.role];
  const provider = SCOPE_PROVIDER[cell.role][cell.scope];
  if (provider === null) return null;
  const p = practices[provider];
  return requests[key]({ caller, scope: cell.scope, p, mine: caller.mailboxes.get(p.providerId) });
}

/** Sends the cell's request (signed as the caller, or with no session at all). */
async function send(key: MatrixRoute, cell: PlannedCell, withSession = true): Promise<LightMyRequestResponse> {
  const req = await requestFor(key, cell);
  if (req === null) throw new Error(`${label(key, cell)}: no request`);
  const headers: Record<string, string> = { ...(withSession ? callers[cell.role].login.headers : {}), ...req.headers };
  if (!withSession) {
    delete headers.token;
    delete headers.userid;
  }
  return t.app.inject({ method: methodOf(key), url: req.url, headers, ...(req.payload === undefined ? {} : { payload: req.payload }) });
}

/** Per data table: rows and a sum of row hashes, so equal digests mean nothing was added, removed or changed. */
const BOOKKEEPING_TABLES = new Set(['sessions', 'login_failures', 'trusted_devices', 'idempotency_keys', 'audit_events']);
let dataTables: string[] = [];
async function digest(app: FastifyInstance): Promise<Map<string, string>> {
  const selects = dataTables.map(
    (name) => `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as digest from "${name}" x`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(await app.db.execute(sql.raw(selects.join(' union all '))));
  return new Map(rows.map((r) => [r.name, r.digest]));
}

/**
 * The routes Fastify registered under /api, 'METHOD /api/pattern', read from
 * printRoutes (which lists every route, also those the OpenAPI document hides).
 * HEAD is the automatic twin of each GET.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    stack.push(m[2]!);
    const path = stack.join('');
    const methods = m[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      if (path.startsWith('/api/')) found.push(`${method} ${path}`);
    }
  }
  return found;
}

describe('the matrix', () => {
  it('given the routes the app registered, should hold a row for each and no row for a route that does not exist', () => {
    const registered = registeredRoutes(t.app);
    expect(registered).toContain('POST /api/auth/login');
    const rows = new Set(routeKeys.map(baseOf));
    expect(registered.filter((r) => !rows.has(r)), 'registered routes without a row').toEqual([]);
    expect([...rows].filter((r) => !registered.includes(r)), 'rows for routes that are not registered').toEqual([]);
  });

  it('given REALTIME_EVENTS, should hold a row for each event and none for another', () => {
    const events = new Set((Object.keys(EVENT_MATRIX) as MatrixEvent[]).map(baseOf));
    expect([...events].sort()).toEqual([...REALTIME_EVENTS].sort());
  });

  it("should say '-' wherever a caller has no provider of that scope", () => {
    for (const [key, row] of Object.entries(HTTP_MATRIX) as [string, Record<MatrixRole, string>][]) {
      for (const role of MATRIX_ROLES) {
        if (row[role].length === 1) continue;
        SCOPES.forEach((scope, i) => {
          if (SCOPE_PROVIDER[role][scope] === null) expect(row[role][i], `${key} ${role} ${scope}`).toBe('-');
        });
      }
    }
    for (const [key, row] of Object.entries(EVENT_MATRIX)) {
      for (const role of MATRIX_ROLES) {
        SCOPES.forEach((scope, i) => {
          const provider = SCOPE_PROVIDER[role][scope];
          const noTrigger = provider === null || row.trigger[provider] === null;
          expect(row.hears[role][i] === '-', `${key} ${role} ${scope}`).toBe(noTrigger);
        });
      }
    }
  });
});

describe('the requests', () => {
  it("should name a request, on the row's own route, for every cell but the '-' ones", async () => {
    for (const key of routeKeys) {
      for (const cell of cellsOf(key)) {
        const req = await requestFor(key, cell);
        expect.soft(req === null, `${label(key, cell)}: the table says ${cell.expected}`).toBe(cell.expected === '-');
        if (req !== null) expect.soft(req.url.split('?')[0], `${label(key, cell)}: the request must hit its own route`).toMatch(matcherOf(key));
      }
    }
  });
});

describe('denied cells answer 403 or 404 and write nothing', () => {
  beforeAll(async () => {
    const rows = rowsOf<{ name: string }>(
      await t.app.db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`),
    );
    dataTables = rows.map((r) => r.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
    expect(dataTables).toContain('appointments');
  });

  for (const key of routeKeys) {
    const denied = cellsOf(key).filter((c): c is PlannedCell & { expected: 'D' | 'H' } => c.expected === 'D' || c.expected === 'H');
    if (denied.length === 0) continue;
    it(key, async () => {
      const before = await digest(t.app);
      for (const cell of denied) {
        const res = await send(key, cell);
        expect.soft(res.statusCode, `${label(key, cell)}: ${res.body.slice(0, 200)}`).toBe(DENIED_STATUS[cell.expected]);
        if (res.statusCode >= 400) expect.soft(res.json(), label(key, cell)).toEqual({ message: expect.any(String) });
      }
      const after = await digest(t.app);
      expect([...before.keys()].filter((name) => before.get(name) !== after.get(name)), `${key}: tables a refusal changed`).toEqual([]);
    });
  }
});

/**
 * Appointments' private notes as stored (the seed has some on portal users' own appointments), those long
 * enough not to be a word that other records of the matrix also hold (its requests write 'matrix' everywhere).
 */
async function practiceNotes(): Promise<string[]> {
  const rows = await t.app.db.selectDistinct({ notes: appointments.notes }).from(appointments).where(ne(appointments.notes, ''));
  return rows.map((r) => r.notes).filter((note) => note.length >= 12);
}

describe('allowed cells answer 2xx', () => {
  for (const key of routeKeys) {
    const allowed = cellsOf(key).filter((c) => c.expected === 'A');
    if (allowed.length === 0) continue;
    it(key, async () => {
      const privateNotes = await practiceNotes();
      for (const cell of allowed) {
        const res = await send(key, cell);
        expect.soft(res.statusCode, `${label(key, cell)}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
        expect.soft(res.statusCode, `${label(key, cell)}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        // Issue 26: no answer to a portal user carries a practice's appointment notes.
        if (isPortalRole(cell.role)) {
          for (const note of privateNotes) expect.soft(res.body, `${label(key, cell)}: carries a private note`).not.toContain(note);
        }
      }
    });
  }

  it('given no session, should answer 401 on every route but the public ones', async () => {
    for (const key of routeKeys.filter((k) => !PUBLIC_ROUTES.includes(k))) {
      const res = await send(key, { role: 7, scope: 'own', expected: 'A' }, false);
      expect.soft(res.statusCode, key).toBe(401);
    }
  });
});

/* ---------- socket events ---------- */

describe('socket events reach exactly those in the matrix', () => {
  let base = '';
  const open: Socket[] = [];
  /** Each caller's listening socket and what it heard since the last trigger. */
  const listener = new Map<MatrixRole, Socket>();
  const heard = new Map<MatrixRole, [string, unknown][]>();
  let barrier = 0;

  const socketOf = (who: Login, log?: [string, unknown][]) => {
    const socket = connect(base, { path: '/socket.io', auth: { userId: who.userId, token: who.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    if (log) socket.onAny((event: string, payload: unknown) => log.push([event, payload]));
    open.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      if (socket.connected) return resolve();
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const disconnected = (socket: Socket) =>
    new Promise<void>((resolve) => {
      socket.once('disconnect', () => resolve());
      socket.disconnect();
    });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Callers heard `event` (optionally only with a matching payload) since the logs were cleared. */
  const hearers = (event: string, match: (payload: unknown) => boolean = () => true) =>
    new Set(MATRIX_ROLES.filter((role) => heard.get(role)!.some(([e, payload]) => e === event && match(payload))));

  /**
   * Runs a trigger and waits until everything it caused has arrived: the
   * expected hearers first, then a barrier emitted after it to every
   * listener, which Socket.IO delivers in order behind anything sent before.
   */
  async function observe(trigger: () => Promise<void>, expected: Set<MatrixRole>, event: string, match?: (payload: unknown) => boolean, settleMs = 0) {
    for (const role of MATRIX_ROLES) heard.get(role)!.length = 0;
    await trigger();
    for (let waited = 0; waited < 5000 && [...expected].some((r) => !hearers(event, match).has(r)); waited += 25) await sleep(25);
    if (settleMs > 0) await sleep(settleMs);
    const n = ++barrier;
    const live = MATRIX_ROLES.filter((role) => listener.get(role)!.connected);
    const arrived = Promise.all(
      live.map((role) => new Promise<void>((resolve) => {
        const on = (m: number) => {
          if (m === n) {
            listener.get(role)!.off('matrixBarrier', on);
            resolve();
          }
        };
        listener.get(role)!.on('matrixBarrier', on);
      })),
    );
    t.app.realtime.io.to(live.map((role) => userRoom(callers[role].login.userId))).emit('matrixBarrier', n);
    await Promise.race([arrived, sleep(5000)]);
    return hearers(event, match);
  }

  /** Checks one row's cells for the scope(s) whose provider is `provider`, given who heard its trigger. */
  function expectCells(row: MatrixEvent, provider: ProviderLogin, got: Set<MatrixRole>, onlyRoles: readonly MatrixRole[] = MATRIX_ROLES) {
    for (const role of onlyRoles) {
      SCOPES.forEach((scope, i) => {
        if (SCOPE_PROVIDER[role][scope] !== provider) return;
        const want = EVENT_MATRIX[row].hears[role][i] as EventCell;
        if (want === '-') return;
        expect.soft(got.has(role) ? 'Y' : 'N', `${row} after '${EVENT_MATRIX[row].trigger[provider]}' (${provider}): ${LOGIN_OF[role]} (${role}), ${scope}`).toBe(want);
      });
    }
  }
  const expectedHearers = (row: MatrixEvent, provider: ProviderLogin) =>
    new Set(
      MATRIX_ROLES.filter((role) => SCOPES.some((scope, i) => SCOPE_PROVIDER[role][scope] === provider && EVENT_MATRIX[row].hears[role][i] === 'Y')),
    );
  const byUser = (userId: number) => (payload: unknown) => (payload as { userId?: number }).userId === userId;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const role of MATRIX_ROLES) {
      heard.set(role, []);
      const socket = socketOf(callers[role].login, heard.get(role));
      listener.set(role, socket);
      await connected(socket);
    }
    // Everyone's first parentMessageReceived and presence announcements have settled.
    await sleep(300);
  });
  afterAll(() => {
    for (const socket of open) socket.disconnect();
  });

  it('parentMessageReceived: only the socket that connects', async () => {
    for (const role of MATRIX_ROLES) {
      const own: [string, unknown][] = [];
      let second: Socket | undefined;
      const got = await observe(
        async () => {
          second = socketOf(callers[role].login, own);
          await connected(second);
        },
        new Set(),
        'parentMessageReceived',
        undefined,
        200,
      );
      for (let waited = 0; waited < 5000 && !own.some(([e]) => e === 'parentMessageReceived'); waited += 25) await sleep(25);
      expectCells('parentMessageReceived', 'dr.rivera', new Set(own.some(([e]) => e === 'parentMessageReceived') ? [role] : []), [role]);
      // The user's listening socket and everyone else's heard nothing of it.
      expect.soft([...got], `parentMessageReceived when ${LOGIN_OF[role]} opens a second socket`).toEqual([]);
      await disconnected(second!);
    }
    for (const provider of ['dr.chen', 'dr.patel'] as const) {
      let socket: Socket | undefined;
      const got = await observe(
        async () => {
          socket = socketOf(practices[provider].login);
          await connected(socket);
        },
        new Set(),
        'parentMessageReceived',
        undefined,
        200,
      );
      expectCells('parentMessageReceived', provider, got);
      await disconnected(socket!);
    }
  });

  it('refreshRequest: everyone who may act for the provider', async () => {
    for (const provider of ['dr.rivera', 'dr.chen', 'dr.patel'] as const) {
      const p = practices[provider];
      const got = await observe(async () => void (await book(p.login, p.providerId, { id: p.client, type: 'person' })), expectedHearers('refreshRequest', provider), 'refreshRequest');
      expectCells('refreshRequest', provider, got);
    }
  });

  it("refreshRequest (portal participant): the provider's team and the portal user the appointment belongs to, no other", async () => {
    const p = practices['dr.rivera'];
    const row = 'refreshRequest (portal participant)';
    const got = await observe(async () => void (await book(p.login, p.providerId, { id: alexClientId, type: 'person' })), expectedHearers(row, 'dr.rivera'), 'refreshRequest');
    expectCells(row, 'dr.rivera', got);
  });

  it('messageReceived and messagesRead: the conversation only', async () => {
    const rivera = practices['dr.rivera'];
    const alex = callers[22].login;
    let got = await observe(
      async () => void ok(await post(alex, '/api/chat/message/send/text', { message: 'matrix live', receiverIds: [rivera.providerId], isGroup: false }), 'send'),
      expectedHearers('messageReceived (one-to-one)', 'dr.rivera'),
      'messageReceived',
    );
    expectCells('messageReceived (one-to-one)', 'dr.rivera', got);

    got = await observe(
      async () => void ok(await t.app.inject({ method: 'PUT', url: '/api/chat/message/read', payload: { id: alex.userId, isGroup: false }, headers: rivera.login.headers }), 'read'),
      expectedHearers('messagesRead', 'dr.rivera'),
      'messagesRead',
    );
    expectCells('messagesRead', 'dr.rivera', got);

    for (const provider of ['dr.rivera', 'dr.chen', 'dr.patel'] as const) {
      const p = practices[provider];
      got = await observe(
        async () => void ok(await post(p.login, '/api/chat/message/send/text', { message: 'matrix group', receiverIds: [p.chatGroup], isGroup: true }), 'group send'),
        expectedHearers('messageReceived (group)', provider),
        'messageReceived',
      );
      expectCells('messageReceived (group)', provider, got);
    }
  });

  it('mailReceived: the recipients only', async () => {
    const sends: [ProviderLogin, Login, number][] = [
      ['dr.rivera', practices['dr.rivera'].login, callers[22].login.userId],
      ['dr.chen', practices['dr.chen'].login, callers[11].login.userId],
    ];
    for (const [provider, sender, to] of sends) {
      const got = await observe(
        async () => void (await api.sendOk(sender, compose({ providerId: sender.userId, to: [to], subject: 'Matrix live' }))),
        expectedHearers('mailReceived', provider),
        'mailReceived',
      );
      expectCells('mailReceived', provider, got);
    }
  });

  it('friendOffline and friendOnline: chat partners only', async () => {
    // dr.rivera's scope: alex.client's only socket closes, then a new one opens (and listens from then on).
    const alex = callers[22].login;
    let got = await observe(() => disconnected(listener.get(22)!), expectedHearers('friendOffline', 'dr.rivera'), 'friendOffline', byUser(alex.userId), 300);
    expectCells('friendOffline', 'dr.rivera', got);
    got = await observe(
      async () => {
        heard.set(22, []);
        const socket = socketOf(alex, heard.get(22));
        listener.set(22, socket);
        await connected(socket);
      },
      expectedHearers('friendOnline', 'dr.rivera'),
      'friendOnline',
      byUser(alex.userId),
      300,
    );
    expectCells('friendOnline', 'dr.rivera', got);

    for (const provider of ['dr.chen', 'dr.patel'] as const) {
      const who = practices[provider].login;
      let socket: Socket | undefined;
      got = await observe(
        async () => {
          socket = socketOf(who);
          await connected(socket);
        },
        expectedHearers('friendOnline', provider),
        'friendOnline',
        byUser(who.userId),
        300,
      );
      expectCells('friendOnline', provider, got);
      got = await observe(() => disconnected(socket!), expectedHearers('friendOffline', provider), 'friendOffline', byUser(who.userId), 300);
      expectCells('friendOffline', provider, got);
    }
  });

  it('realtimeDegraded and realtimeRejoined: every socket of the process, with no data', async () => {
    const empty = (payload: unknown) => JSON.stringify(payload) === '{}';
    for (const [row, up] of [['realtimeDegraded', false], ['realtimeRejoined', true]] as const) {
      // What the Redis link calls when it drops and comes back (server/realtime/redis-link.ts).
      const got = await observe(async () => t.app.realtime.linkChanged(up), expectedHearers(row, 'dr.rivera'), row, empty, 300);
      expectCells(row, 'dr.rivera', got);
    }
  });
});

/* ---------- Meadow Connect: the /connect namespace ---------- */

describe('Meadow Connect (/connect): handshakes, events and who hears them', () => {
  let base = '';
  const opened: Socket[] = [];
  /** Every event any /connect socket of the walk heard: each must be one of CONNECT_SERVER_EVENTS. */
  const everHeard = new Set<string>();
  let barrier = 0;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const nsp = () => t.app.realtime.io.of(CONNECT_NAMESPACE);

  interface ConnectCodes {
    host: string;
    guest: string;
  }
  /** A Connect appointment of the provider's, starting in 5 minutes: hosts and guests may both come in now. */
  async function connectAppointment(provider: ProviderLogin): Promise<ConnectCodes> {
    const p = practices[provider];
    const startsAt = new Date(Date.now() + 5 * 60_000);
    const [row] = await t.app.db
      .insert(appointments)
      .values({
        providerId: p.providerId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 55 * 60_000),
        timezone: 'America/New_York',
        appDate: startsAt.toISOString().slice(0, 10),
        type: APPOINTMENT_TYPE.video,
        isVideo: true,
        isConnect: true,
        clientId: p.client,
        clientType: 'person',
        officeLocationId: null,
        createdBy: p.providerId,
      })
      .returning({ host: appointments.connectcode, guest: appointments.clientConnectcode });
    return { host: row!.host!, guest: row!.guest! };
  }

  /** A /connect socket; `log` collects what it hears. */
  const openConnect = (code: string, who: Login | null, log: [string, unknown][] = []) => {
    const socket = connect(`${base}${CONNECT_NAMESPACE}`, {
      path: '/socket.io',
      auth: { code, ...(who ? { userId: who.userId, token: who.token } : {}) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.onAny((event: string, payload: unknown) => {
      log.push([event, payload]);
      if (event !== 'matrixBarrier') everHeard.add(event);
    });
    opened.push(socket);
    return socket;
  };
  /** 'C' once connected, else the connect_error message. */
  const handshake = (socket: Socket) =>
    new Promise<string>((resolve) => {
      if (socket.connected) return resolve('C');
      socket.once('connect', () => resolve('C'));
      socket.once('connect_error', (err) => resolve(err.message));
    });
  const emit = <A = { ok: boolean; message?: string }>(socket: Socket, event: string, payload: unknown = {}) =>
    socket.timeout(5000).emitWithAck(event, payload) as Promise<A>;
  const must = async (what: string, p: Promise<{ ok: boolean; message?: string }>) => {
    const got = await p;
    if (!got.ok) throw new Error(`${what}: ${got.message}`);
  };
  const nextEvent = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  /** Resolves once every live socket of `sockets` heard a barrier sent after now: what was sent to it before has arrived. */
  async function settle(sockets: Socket[]) {
    const live = sockets.filter((s) => s.connected);
    const n = ++barrier;
    const arrived = Promise.all(
      live.map((s) => new Promise<void>((resolve) => {
        const on = (m: number) => {
          if (m !== n) return;
          s.off('matrixBarrier', on);
          resolve();
        };
        s.on('matrixBarrier', on);
      })),
    );
    nsp().to(live.map((s) => s.id!)).emit('matrixBarrier', n);
    await Promise.race([arrived, sleep(5000)]);
  }
  const heardOf = (log: [string, unknown][]) => log.filter(([e]) => e !== 'matrixBarrier').map(([e]) => e);
  const close = (sockets: Socket[]) => {
    for (const s of sockets) s.disconnect();
  };

  /** Who uses a code: each role in each scope, nobody signed in, and a provider of another practice. */
  interface Actor {
    label: string;
    login: Login | null;
    provider: ProviderLogin;
    expected: HandshakeCell;
  }
  function actorsOf(kind: ConnectCodeKind): Actor[] {
    const row = CONNECT_HANDSHAKE[kind];
    const actors: Actor[] = [];
    for (const role of MATRIX_ROLES) {
      SCOPES.forEach((scope, i) => {
        const provider = SCOPE_PROVIDER[role][scope];
        if (provider === null) return;
        actors.push({ label: `${LOGIN_OF[role]} (${role}), ${scope} (${provider}'s appointment)`, login: callers[role].login, provider, expected: row.roles[role][i] as HandshakeCell });
      });
    }
    actors.push({ label: "nobody signed in (dr.rivera's appointment)", login: null, provider: 'dr.rivera', expected: row.anonymous });
    actors.push({ label: "dr.chen, another practice's provider (dr.rivera's appointment)", login: practices['dr.chen'].login, provider: 'dr.rivera', expected: row.otherPracticeProvider });
    return actors;
  }
  const HANDSHAKE_MESSAGE: Record<Exclude<HandshakeCell, '-'>, string> = { C: 'C', S: messages.sessionInvalid, N: messages.videoSessionNotAllowed };
  const ACK_OF: Record<ConnectAckCell, { ok: boolean; message?: string }> = {
    A: { ok: true },
    N: { ok: false, message: messages.videoSessionNotAllowed },
    I: { ok: false, message: messages.invalidRequest },
  };

  beforeAll(async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => close(opened));

  describe('the rows', () => {
    it('given CONNECT_CLIENT_EVENTS, should hold a row for each and none for another', () => {
      expect(Object.keys(CONNECT_EVENT_MATRIX).sort()).toEqual([...CONNECT_CLIENT_EVENTS].sort());
      for (const [event, row] of Object.entries(CONNECT_EVENT_MATRIX)) expect(Object.keys(row).sort(), event).toEqual([...CONNECT_STANDINGS].sort());
    });

    it('given CONNECT_SERVER_EVENTS, should hold a row for each and none for another', () => {
      expect([...new Set(Object.keys(CONNECT_SERVER_EVENT_MATRIX).map(baseOf))].sort()).toEqual([...CONNECT_SERVER_EVENTS].sort());
      for (const [key, row] of Object.entries(CONNECT_SERVER_EVENT_MATRIX)) expect(Object.keys(row.hears).sort(), key).toEqual([...CONNECT_OBSERVERS].sort());
    });

    it("given a socket the server accepted, should handle exactly CONNECT_CLIENT_EVENTS (a handler the contract lacks has no row)", async () => {
      const codes = await connectAppointment('dr.rivera');
      const socket = openConnect(codes.guest, null);
      expect(await handshake(socket)).toBe('C');
      const server = nsp().sockets.get(socket.id!)!;
      const reserved = new Set(['disconnect', 'disconnecting', 'error', 'newListener', 'removeListener']);
      expect(server.eventNames().map(String).filter((e) => !reserved.has(e)).sort()).toEqual([...CONNECT_CLIENT_EVENTS].sort());
      close([socket]);
    });

    it("should say '-' exactly where a caller has no provider of that scope", () => {
      for (const kind of CONNECT_CODES) {
        for (const role of MATRIX_ROLES) {
          SCOPES.forEach((scope, i) => {
            expect(CONNECT_HANDSHAKE[kind].roles[role][i] === '-', `${kind} ${role} ${scope}`).toBe(SCOPE_PROVIDER[role][scope] === null);
          });
        }
      }
    });
  });

  for (const kind of CONNECT_CODES) {
    it(`handshake with the ${kind} code: connects or is refused with the matrix's message`, async () => {
      const codes = { 'dr.rivera': await connectAppointment('dr.rivera'), 'dr.chen': await connectAppointment('dr.chen'), 'dr.patel': await connectAppointment('dr.patel') };
      await Promise.all(
        actorsOf(kind).map(async (actor) => {
          const socket = openConnect(codes[actor.provider][kind], actor.login);
          expect.soft(await handshake(socket), `${kind} code, ${actor.label}`).toBe(HANDSHAKE_MESSAGE[actor.expected as Exclude<HandshakeCell, '-'>]);
          close([socket]);
        }),
      );
    });
  }

  /**
   * One client→server event from one actor standing somewhere in a fresh
   * session of the actor's provider, with that provider joined as host
   * (`partner`, whom a signal names) and a guest waiting (`target`, whom
   * admit and deny name).
   */
  const payloadOf: Record<ConnectClientEventRow, (ids: { partner: string; target: string }) => unknown> = {
    join: () => ({}),
    knock: () => ({ name: 'Matrix guest' }),
    admit: ({ target }) => ({ peerId: target }),
    deny: ({ target }) => ({ peerId: target }),
    signal: ({ partner }) => ({ to: partner, signal: { description: { type: 'offer', sdp: 'v=0' } } }),
    media: () => ({ audio: true, video: false }),
    leave: () => ({}),
    end: () => ({}),
  };

  async function walkCell(kind: ConnectCodeKind, actor: Actor, standing: ConnectStanding, event: ConnectClientEventRow) {
    const what = `${event} from ${standing}: ${kind} code, ${actor.label}`;
    const codes = await connectAppointment(actor.provider);
    const partnerLog: [string, unknown][] = [];
    const targetLog: [string, unknown][] = [];
    const myLog: [string, unknown][] = [];
    const partner = openConnect(codes.host, practices[actor.provider].login, partnerLog);
    const target = openConnect(codes.guest, null, targetLog);
    const me = openConnect(codes[kind], actor.login, myLog);
    // Listening from the start: a socket may be in before the one awaited first.
    const [partnerIn, targetIn, meIn] = [handshake(partner), handshake(target), handshake(me)];
    try {
      expect(await partnerIn, what).toBe('C');
      await must('partner join', emit(partner, 'join'));
      expect(await targetIn, what).toBe('C');
      await must('target knock', emit(target, 'knock', { name: 'Target' }));
      expect(await meIn, what).toBe('C');
      if (standing === 'hostIn') await must('join', emit(me, 'join'));
      if (standing === 'waiting' || standing === 'guestIn') await must('knock', emit(me, 'knock', { name: 'Me' }));
      if (standing === 'guestIn') {
        const admitted = nextEvent(me, 'admitted');
        await must('admit', emit(partner, 'admit', { peerId: me.id }));
        await admitted;
      }
      await settle([partner, target, me]);
      for (const log of [partnerLog, targetLog, myLog]) log.length = 0;

      const want = CONNECT_EVENT_MATRIX[event][standing] as ConnectAckCell;
      const got = await emit(me, event, payloadOf[event]({ partner: partner.id!, target: target.id! }));
      if (want === 'A') expect.soft(got, what).toMatchObject(ACK_OF.A);
      else {
        expect.soft(got, what).toEqual(ACK_OF[want]);
        // A refusal relays nothing and changes nothing: nobody hears a thing, nobody is let in, sent away or closed.
        await settle([partner, target, me]);
        expect.soft({ partner: heardOf(partnerLog), target: heardOf(targetLog), me: heardOf(myLog) }, `${what}: heard after a refusal`).toEqual({ partner: [], target: [], me: [] });
        expect.soft([partner.connected, target.connected, me.connected], `${what}: still connected`).toEqual([true, true, true]);
      }
    } finally {
      close([partner, target, me]);
    }
  }

  for (const kind of CONNECT_CODES) {
    const standings = kind === 'host' ? HOST_STANDINGS : GUEST_STANDINGS;
    it(`events from sockets of the ${kind} code: each standing may do what its row says, for every caller who gets in`, async () => {
      const actors = actorsOf(kind).filter((a) => a.expected === 'C');
      expect(actors.length).toBeGreaterThan(0);
      for (const actor of actors) {
        for (const standing of standings) {
          await Promise.all((Object.keys(CONNECT_EVENT_MATRIX) as ConnectClientEventRow[]).map((event) => walkCell(kind, actor, standing, event)));
        }
      }
    }, 120_000);
  }

  /** The listening sockets of one row's walk (CONNECT_OBSERVERS), each with its log. */
  type Cast = Record<ConnectObserver, Socket>;
  const SIGNAL = { candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 } };
  const triggers: Record<ConnectServerEventKey, (c: Cast) => Promise<unknown>> = {
    knocking: (c) => must('knock', emit(c.subject, 'knock', { name: 'Subject' })),
    knockWithdrawn: async (c) => void c.subject.disconnect(),
    'knockWithdrawn (admitted)': (c) => must('admit', emit(c.hostIn, 'admit', { peerId: c.subject.id })),
    admitted: (c) => must('admit', emit(c.hostIn, 'admit', { peerId: c.subject.id })),
    denied: (c) => must('deny', emit(c.hostIn, 'deny', { peerId: c.subject.id })),
    peerJoined: (c) => must('admit', emit(c.hostIn, 'admit', { peerId: c.subject.id })),
    peerLeft: (c) => must('leave', emit(c.subject, 'leave')),
    signal: (c) => must('signal', emit(c.subject, 'signal', { to: c.in.id, signal: SIGNAL })),
    'signal (another session)': (c) => must('signal', emit(c.subject, 'signal', { to: c.otherIn.id, signal: SIGNAL })),
    media: (c) => must('media', emit(c.subject, 'media', { audio: true, video: false })),
    ended: (c) => must('end', emit(c.subject, 'end')),
  };

  for (const key of Object.keys(CONNECT_SERVER_EVENT_MATRIX) as ConnectServerEventKey[]) {
    const row = CONNECT_SERVER_EVENT_MATRIX[key];
    const event = baseOf(key);
    it(`${key}: reaches exactly those in the matrix after '${row.trigger}'`, async () => {
      const [a, b] = [await connectAppointment('dr.rivera'), await connectAppointment('dr.rivera')];
      const rivera = practices['dr.rivera'].login;
      const logs = Object.fromEntries(CONNECT_OBSERVERS.map((o) => [o, [] as [string, unknown][]])) as Record<ConnectObserver, [string, unknown][]>;
      const cast = {} as Cast;
      const up = async (o: ConnectObserver, code: string, who: Login | null) => {
        cast[o] = openConnect(code, who, logs[o]);
        expect(await handshake(cast[o]), o).toBe('C');
      };
      const admit = async (host: Socket, guest: Socket) => {
        const admitted = nextEvent(guest, 'admitted');
        await must('admit', emit(host, 'admit', { peerId: guest.id }));
        await admitted;
      };
      try {
        await up('host', a.host, rivera);
        await up('hostIn', a.host, rivera);
        await must('join', emit(cast.hostIn, 'join'));
        await up('guest', a.guest, callers[25].login);
        await up('waiting', a.guest, null);
        await must('knock', emit(cast.waiting, 'knock', { name: 'Waiting' }));
        for (const [o, who] of [['in', null], ['in2', callers[22].login]] as const) {
          await up(o, a.guest, who);
          await must('knock', emit(cast[o], 'knock', { name: o }));
          await admit(cast.hostIn, cast[o]);
        }
        if (row.subject === 'host') await up('subject', a.host, callers[11].login);
        else {
          await up('subject', a.guest, null);
          if (row.subject !== 'knocks') await must('knock', emit(cast.subject, 'knock', { name: 'Subject' }));
          if (row.subject === 'in') await admit(cast.hostIn, cast.subject);
        }
        await up('otherHost', b.host, rivera);
        await up('otherHostIn', b.host, rivera);
        await must('join', emit(cast.otherHostIn, 'join'));
        await up('otherWaiting', b.guest, null);
        await must('knock', emit(cast.otherWaiting, 'knock', { name: 'Other waiting' }));
        await up('otherIn', b.guest, null);
        await must('knock', emit(cast.otherIn, 'knock', { name: 'Other in' }));
        await admit(cast.otherHostIn, cast.otherIn);

        const everyone = CONNECT_OBSERVERS.map((o) => cast[o]);
        await settle(everyone);
        for (const o of CONNECT_OBSERVERS) logs[o].length = 0;

        await triggers[key](cast);
        const expected = CONNECT_OBSERVERS.filter((o) => row.hears[o] === 'Y');
        const hearers = () => CONNECT_OBSERVERS.filter((o) => logs[o].some(([e]) => e === event));
        for (let waited = 0; waited < 5000 && expected.some((o) => !hearers().includes(o)); waited += 25) await sleep(25);
        await settle(everyone);
        for (const o of CONNECT_OBSERVERS) expect.soft(hearers().includes(o) ? 'Y' : 'N', `${key} after '${row.trigger}': ${o}`).toBe(row.hears[o]);
      } finally {
        close(Object.values(cast));
      }
    });
  }

  it('should have heard no event that CONNECT_SERVER_EVENTS does not list', () => {
    expect(everHeard.size).toBeGreaterThan(0);
    expect([...everHeard].filter((e) => !(CONNECT_SERVER_EVENTS as readonly string[]).includes(e))).toEqual([]);
  });
});
