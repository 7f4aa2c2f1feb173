import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { messages } from '../../../../domain/messages';
import { build, type Login } from '../../helper';
import { addDelegate, compose, type DemoUsers, entrySnapshot, loginDemo, mailApi, mailRowCounts, mailUrls, setEmailPermission, todayIn, addDays } from './mail-api';

/**
 * Every mail route (server/routes/mail) × every kind of caller. Each caller
 * works on a scope: the user id put in paths, the provider named, and the
 * mailbox objects (entries, files, folders, signatures) the call names.
 * Refusals run first against other users' real objects, and must leave
 * every row as it was; then each owner's own calls succeed.
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;
/** A delegate of dr.rivera who held e-mail permission while their mail was made, then lost it. */
let kit: Login;

/** What a caller's calls name. */
interface Scope {
  userId: number;
  providerId: number;
  /** A received mail (inbox). */
  inboxEntry: number;
  /** In Trash: restore and delete-for-good targets. */
  restoreEntry: number;
  deleteEntry: number;
  /** A file of a mail held in this mailbox only (among the callers). */
  fileId: number;
  draftId: number;
  draftFileId: number;
  folderId: number;
  folderToDelete: number;
  /** Null for portal users: they keep no signatures. */
  signatureId: number | null;
  /** Someone the mailbox's owner may write to. */
  sendTo: number;
  /** Send and draft name this draft (another user's, in the refusal scopes). */
  useDraftId: number | null;
}

/** Mail from sam.staff (nobody else among the callers holds it), two trashed, a draft with a file, two folders, a signature. */
async function ownScope(who: Login, tag: string, sendTo: number, portal: boolean): Promise<Scope> {
  const subject = (s: string) => `${tag} ${s}`;
  for (const s of ['in', 'restore', 'delete']) {
    await api.sendOk(u.sam, compose({ providerId: p, to: [who.userId], subject: subject(s) }), s === 'in' ? [{ name: `${tag}.txt`, data: tag }] : []);
  }
  const inbox = await api.listOk(who, { box: MAIL_BOX.inbox, providerId: p });
  const entry = (s: string) => inbox.find((m) => m.sub === subject(s))!.mailBoxId;
  const [inboxEntry, restoreEntry, deleteEntry] = [entry('in'), entry('restore'), entry('delete')];
  expect((await api.move(who, { providerId: p, mailBoxIds: [restoreEntry, deleteEntry], boxCode: MAIL_BOX.trash })).statusCode).toBe(200);
  const fileId = (await api.contentOk(who, inboxEntry, p)).attachments[0]!.id;
  const draft = await api.draftOk(who, compose({ providerId: p, subject: subject('draft') }), [{ name: 'draft.txt', data: tag }]);
  const folder = async (name: string) => (await api.addFolder(who, subject(name))).json<{ folder: { id: number } }>().folder.id;
  const signature = portal ? null : (await api.saveSignature(who, { name: tag, body: `<p>${tag}</p>` })).json<{ signature: { id: number } }>().signature.id;
  return {
    userId: who.userId,
    providerId: p,
    inboxEntry,
    restoreEntry,
    deleteEntry,
    fileId,
    draftId: draft.mailBoxId,
    draftFileId: draft.mail.attachments[0]!.id,
    folderId: await folder('folder'),
    folderToDelete: await folder('gone'),
    signatureId: signature,
    sendTo,
    useDraftId: null,
  };
}

/** Another mailbox's objects, named by `who`. */
const theirs = (victim: Scope, sendTo: number, signatureId: number | null = victim.signatureId): Scope => ({
  ...victim,
  sendTo,
  signatureId,
  useDraftId: victim.draftId,
});

type Call = (who: Login | null, s: Scope) => Promise<LightMyRequestResponse>;

const range = () => ({ from: addDays(todayIn(), -30), to: addDays(todayIn(), 1) });

/** Every mail route, keyed as the OpenAPI document names it. */
const routes = {
  'GET /api/portalemail/getall/{userId}/{boxCode}/{folderId}/{page}/{additionalOffset}/{favouriteFlag}/{providerId}': (w, s) =>
    api.get(w, mailUrls.list(s.userId, MAIL_BOX.inbox, 0, 1, 0, 0, s.providerId)),
  'GET /api/portalemail/getInboxUnreadMailCount/{userId}/{favouriteFlag}/{providerId}': (w, s) => api.get(w, mailUrls.counts(s.userId, 0, s.providerId)),
  'GET /api/portalemail/loadFolderList/{userId}/{providerId}': (w, s) => api.get(w, mailUrls.folderList(s.userId, s.providerId)),
  'GET /api/portalemail/getContactList/{userId}/{providerId}': (w, s) => api.get(w, mailUrls.contactList(s.userId, s.providerId)),
  'GET /api/portalemail/search/{userId}/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{term}/{providerId}/{all}/{subject}/{sender}/{receiver}': (w, s) =>
    api.get(w, mailUrls.search(s.userId, range().from, range().to, 'in', s.providerId, { all: true })),
  'GET /api/email/getContent/{userId}/{mailId}/{mailType}/{providerId}': (w, s) => api.get(w, mailUrls.content(s.userId, s.inboxEntry, MAIL_BOX.inbox, s.providerId)),
  'GET /api/email/checkUserContact/{userId}/{isGroup}': (w, s) => api.get(w, mailUrls.checkUserContact(s.sendTo, 0)),
  'GET /api/email/checkPermission/{providerId}': (w, s) => api.get(w, mailUrls.checkPermission(s.providerId)),
  'POST /api/portalemail/send': (w, s) => api.send(w, compose({ providerId: s.providerId, to: [s.sendTo], subject: 'Matrix send', draftId: s.useDraftId })),
  'POST /api/portalemail/draft': (w, s) => api.draft(w, compose({ providerId: s.providerId, to: [s.sendTo], subject: 'Matrix draft', draftId: s.useDraftId })),
  'DELETE /api/portalemail/deleteFile/{fileId}': (w, s) => api.deleteFile(w, s.draftFileId),
  'GET /api/portalemail/attachment/{fileId}': (w, s) => api.attachment(w, s.fileId),
  'PUT /api/portalemail/move': (w, s) => api.move(w, { providerId: s.providerId, mailBoxIds: [s.inboxEntry], boxCode: MAIL_BOX.custom, folderId: s.folderId }),
  'PUT /api/portalemail/restore': (w, s) => api.restore(w, { providerId: s.providerId, mailBoxIds: [s.restoreEntry] }),
  'PUT /api/portalemail/read': (w, s) => api.read(w, { providerId: s.providerId, mailBoxIds: [s.inboxEntry], readStatus: 0 }),
  'PUT /api/portalemail/favourite': (w, s) => api.favourite(w, { providerId: s.providerId, mailBoxId: s.inboxEntry, isFavourite: true }),
  'DELETE /api/portalemail/delete': (w, s) => api.deleteForGood(w, { providerId: s.providerId, mailBoxIds: [s.deleteEntry] }),
  'POST /api/portalemail/folder': (w) => api.addFolder(w, `Matrix ${Math.random().toString(36).slice(2, 8)}`),
  'PUT /api/portalemail/folder/{folderId}': (w, s) => api.renameFolder(w, s.folderId, `Renamed ${s.folderId}`),
  'DELETE /api/portalemail/folder/{folderId}': (w, s) => api.deleteFolder(w, s.folderToDelete),
  'PUT /api/portalemail/signature': (w, s) => api.saveSignature(w, { ...(s.signatureId === null ? {} : { id: s.signatureId }), name: 'Matrix', body: '<p>m</p>' }),
  'DELETE /api/portalemail/signature/{signatureId}': (w, s) => api.deleteSignature(w, s.signatureId ?? 987_654),
} satisfies Record<string, Call>;
type Route = keyof typeof routes;

interface Outcome {
  status: number;
  message?: string;
  /** The whole answer, when a 200 carries the verdict. */
  body?: unknown;
}
const OK: Outcome = { status: 200 };
const DENIED = "Sorry! You don't have sufficient permission to access the email functionality.";
const forbidden: Outcome = { status: 403, message: messages.forbidden };
const notPermitted: Outcome = { status: 403, message: 'You are not permitted to act for this provider' };
const denied: Outcome = { status: 403, message: DENIED };
const mailGone: Outcome = { status: 404, message: messages.mailGone };
const fileGone: Outcome = { status: 404, message: messages.attachmentGone };
const folderGone: Outcome = { status: 404, message: messages.folderGone };
const recordGone: Outcome = { status: 404, message: messages.notFound };
const noSession: Outcome = { status: 401, message: messages.sessionInvalid };

type Actor =
  | 'noSession'
  | 'otherUsersIds'
  | 'otherPractice'
  | 'delegateWithoutEmail'
  | 'portalClientOnRiverasIds'
  | 'portalOtherOnRiverasIds'
  | 'owner'
  | 'delegate'
  | 'portalClient'
  | 'portalOther';
/** Refusals first (they name real objects of others, which must survive), then the owners' own calls. */
const ACTORS: readonly Actor[] = [
  'noSession',
  'otherUsersIds',
  'otherPractice',
  'delegateWithoutEmail',
  'portalClientOnRiverasIds',
  'portalOtherOnRiverasIds',
  'owner',
  'delegate',
  'portalClient',
  'portalOther',
];

/**
 * Route × actor. `null`: the call names nothing of that kind (no user id,
 * provider or object to take from someone else), said once per row.
 */
const matrix: Record<Route, Record<Actor, Outcome | null>> = Object.fromEntries(
  Object.keys(routes).map((route) => [route, expectations(route as Route)]),
) as Record<Route, Record<Actor, Outcome | null>>;

function expectations(route: Route): Record<Actor, Outcome | null> {
  const owners = { owner: OK, delegate: OK, portalClient: OK, portalOther: OK };
  const pathUser = route.includes('{userId}') && !route.includes('checkUserContact');
  const byEntry = /move|restore|read|favourite|\/delete$|getContent/.test(route);
  const names = route.includes('{providerId}') || /send|draft|move|restore|read|favourite|\/delete$/.test(route);
  const base: Record<Actor, Outcome | null> = {
    noSession,
    // Another user's id in the path is refused before anything is read; their entries are simply not found.
    otherUsersIds: pathUser ? forbidden : byEntry ? mailGone : null,
    otherPractice: names ? notPermitted : null,
    delegateWithoutEmail: denied,
    portalClientOnRiverasIds: pathUser ? forbidden : byEntry ? mailGone : null,
    portalOtherOnRiverasIds: pathUser ? forbidden : byEntry ? mailGone : null,
    ...owners,
  };
  const onRiveras = (o: Outcome | null) => ({ portalClientOnRiverasIds: o, portalOtherOnRiverasIds: o });
  switch (route) {
    case 'GET /api/email/checkUserContact/{userId}/{isGroup}':
      // The path's user is whom to write to: answered, never refused.
      return { ...base, otherUsersIds: null, otherPractice: null, ...onRiveras(null), delegateWithoutEmail: { status: 200, body: { allowed: false } } };
    case 'GET /api/email/checkPermission/{providerId}':
      return {
        ...base,
        otherPractice: { status: 200, body: { permitted: false, error: messages.providerNotPermitted } },
        delegateWithoutEmail: { status: 200, body: { permitted: false, error: DENIED } },
        ...onRiveras(null),
        ...Object.fromEntries(Object.keys(owners).map((k) => [k, { status: 200, body: { permitted: true } }])),
      };
    case 'POST /api/portalemail/send':
    case 'POST /api/portalemail/draft':
      // Naming another user's draft.
      return { ...base, otherUsersIds: mailGone, ...onRiveras(mailGone) };
    case 'DELETE /api/portalemail/deleteFile/{fileId}':
    case 'GET /api/portalemail/attachment/{fileId}':
      // The provider is the file's mail's own.
      return { ...base, otherUsersIds: fileGone, otherPractice: null, ...onRiveras(fileGone) };
    case 'POST /api/portalemail/folder':
      // A user's own folders name no provider: e-mail permission does not come into it.
      return { ...base, delegateWithoutEmail: OK };
    case 'PUT /api/portalemail/folder/{folderId}':
    case 'DELETE /api/portalemail/folder/{folderId}':
      return { ...base, otherUsersIds: folderGone, ...onRiveras(folderGone), delegateWithoutEmail: OK };
    case 'PUT /api/portalemail/signature':
      // Portal users keep no signatures: refused before any id is looked at.
      return {
        ...base,
        otherUsersIds: recordGone,
        ...onRiveras(forbidden),
        delegateWithoutEmail: OK,
        portalClient: forbidden,
        portalOther: forbidden,
      };
    case 'DELETE /api/portalemail/signature/{signatureId}':
      return { ...base, otherUsersIds: recordGone, ...onRiveras(recordGone), delegateWithoutEmail: OK, portalClient: recordGone, portalOther: recordGone };
    default:
      return base;
  }
}

const scopes = {} as Record<Actor, { who: () => Login | null; scope: Scope }>;

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
  kit = await addDelegate(t, 'kit.delegate', true);
  const rivera = await ownScope(u.rivera, 'rivera', u.alex.userId, false);
  const alex = await ownScope(u.alex, 'alex', u.rivera.userId, true);
  const jo = await ownScope(u.jo, 'jo', u.rivera.userId, true);
  const dana = await ownScope(u.dana, 'dana', u.alex.userId, false);
  const kitScope = await ownScope(kit, 'kit', u.rivera.userId, false);
  const samSignature = (await api.saveSignature(u.sam, { name: 'Sam', body: 'Sam' })).json<{ signature: { id: number } }>().signature.id;
  await setEmailPermission(t, kit.userId, p, false);

  scopes.noSession = { who: () => null, scope: rivera };
  scopes.otherUsersIds = { who: () => u.rivera, scope: theirs(alex, u.alex.userId, samSignature) };
  scopes.otherPractice = { who: () => u.rivera, scope: { ...rivera, providerId: u.chen.userId } };
  scopes.delegateWithoutEmail = { who: () => kit, scope: kitScope };
  scopes.portalClientOnRiverasIds = { who: () => u.alex, scope: theirs(rivera, u.rivera.userId) };
  scopes.portalOtherOnRiverasIds = { who: () => u.jo, scope: theirs(rivera, u.rivera.userId) };
  scopes.owner = { who: () => u.rivera, scope: rivera };
  scopes.delegate = { who: () => u.dana, scope: dana };
  scopes.portalClient = { who: () => u.alex, scope: alex };
  scopes.portalOther = { who: () => u.jo, scope: jo };
});

async function expectOutcome(res: LightMyRequestResponse, outcome: Outcome, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(outcome.status);
  if (outcome.message !== undefined) expect(res.json(), label).toEqual({ message: outcome.message });
  if (outcome.body !== undefined) expect(res.json(), label).toEqual(outcome.body);
}

it('given the OpenAPI document, should list exactly the mail routes this matrix covers', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
  const mailRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.tags?.includes('mail'))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  expect(mailRoutes.sort()).toEqual(Object.keys(routes).sort());
  for (const route of Object.keys(routes) as Route[]) expect(Object.keys(matrix[route]).sort(), route).toEqual([...ACTORS].sort());
});

describe('refusals leave every row as it was', () => {
  let before: Awaited<ReturnType<typeof mailRowCounts>>;
  let entries: Awaited<ReturnType<typeof entrySnapshot>>;
  let folders: unknown;
  let signatures: unknown;
  const victims = () => [scopes.owner.scope, scopes.portalClient.scope, scopes.delegateWithoutEmail.scope];
  const state = async () => ({
    folders: await Promise.all([u.rivera, u.alex].map(async (w) => (await api.folderListOk(w, p)).emailFolder)),
    signatures: (await api.contactList(u.rivera, p)).json<{ signatures: unknown }>().signatures,
  });

  beforeAll(async () => {
    before = await mailRowCounts(t);
    entries = await entrySnapshot(t, victims().flatMap((s) => [s.inboxEntry, s.restoreEntry, s.deleteEntry, s.draftId]));
    ({ folders, signatures } = await state());
  });

  for (const actor of ACTORS.slice(0, ACTORS.indexOf('owner'))) {
    describe(`given ${actor}`, () => {
      for (const route of Object.keys(routes) as Route[]) {
        const outcome = matrix[route][actor];
        if (outcome === null) continue;
        it(`when calling ${route}, should answer ${outcome.status}${outcome.message ? ` '${outcome.message}'` : ''}`, async () => {
          const { who, scope } = scopes[actor];
          await expectOutcome(await routes[route](who(), scope), outcome, `${actor} ${route}`);
        });
      }
    });
  }

  it('should have written nothing and moved nothing of anyone', async () => {
    const after = await mailRowCounts(t);
    // The refused delegate's own folder calls are allowed (they name no provider); no mail row changed.
    expect(after).toEqual(before);
    expect(await entrySnapshot(t, victims().flatMap((s) => [s.inboxEntry, s.restoreEntry, s.deleteEntry, s.draftId]))).toEqual(entries);
    const now = await state();
    expect(now.folders[0]).toEqual((folders as unknown[])[0]);
    expect(now.folders[1]).toEqual((folders as unknown[])[1]);
    expect(now.signatures).toEqual(signatures);
  });
});

describe("owners' own calls succeed", () => {
  for (const actor of ACTORS.slice(ACTORS.indexOf('owner'))) {
    describe(`given ${actor}`, () => {
      for (const route of Object.keys(routes) as Route[]) {
        const outcome = matrix[route][actor];
        if (outcome === null) continue;
        it(`when calling ${route}, should answer ${outcome.status}${outcome.message ? ` '${outcome.message}'` : ''}`, async () => {
          const { who, scope } = scopes[actor];
          await expectOutcome(await routes[route](who(), scope), outcome, `${actor} ${route}`);
        });
      }
    });
  }
});
