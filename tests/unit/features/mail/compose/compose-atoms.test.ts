import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../stub-session-storage';
import { MAIL_BOX } from '../../../../../domain/codes';
import { MAIL_FILES_FIELD, MAIL_FORM_FIELD, type MailContent } from '../../../../../domain/contract/mail';
import { messages } from '../../../../../domain/messages';
import { ApiError } from '../../../../../features/api/api-error';
import { mailContent } from '../../../mail-entry-fixture';

const request = vi.fn();
vi.mock('../../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
}));
vi.mock('../../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 7, token: 't', expiresAt: 0, profile: null }),
  selectedProviderIdAtom: atom(2),
  profileAtom: atom({ loggedInTimezone: 'America/New_York', unreadMailIds: [] }),
  loggingOutAtom: atom(false),
}));
// DOMPurify needs a DOM; what it keeps is the browser's business, not these tests'.
vi.mock('../../../../../features/mail/compose/compose-html', () => ({ safeMailHtml: (html: string) => html }));

const { sendMailAtom } = await import('../../../../../features/mail/compose/api/send-mail');
const { saveDraftAtom } = await import('../../../../../features/mail/compose/api/save-draft');
const { openComposeAtom } = await import('../../../../../features/mail/compose/api/open-compose');
const { removeKeptFileAtom } = await import('../../../../../features/mail/compose/api/delete-file');
const compose = await import('../../../../../features/mail/compose/atoms');
const { errorPopupAtom, messageQueueAtom } = await import('../../../../../features/api/popup-atoms');

const rivera = { id: 2, name: 'Maria Rivera' };
const pdf = () => new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });

/** A mail without files: compose's own attachment cases add theirs. */
const content = (over: Partial<MailContent> = {}): MailContent =>
  mailContent({ preview: '', hasAttachment: false, body: '<p>See you</p>', attachments: [], ...over });

const texts = (store: ReturnType<typeof createStore>) => store.get(messageQueueAtom).map((m) => m.text);

/** The `mail` field and the file names of the multipart body a call was given. */
function sentForm(call: unknown[]): { mail: Record<string, unknown>; files: string[] } {
  const form = (call[3] as { form: FormData }).form;
  return {
    mail: JSON.parse(String(form.get(MAIL_FORM_FIELD))) as Record<string, unknown>,
    files: form.getAll(MAIL_FILES_FIELD).map((f) => (f as File).name),
  };
}

function ready(store: ReturnType<typeof createStore>) {
  store.set(compose.composeStatusAtom, 'ready');
  store.set(compose.composeValuesAtom, { to: [rivera], subject: 'Hello', body: '<p>Hi <b>there</b></p>', kept: [], draftId: null });
}

beforeEach(() => {
  request.mockReset();
});

describe('sending', () => {
  it('given no recipient, should say so and not call', async () => {
    const store = createStore();
    ready(store);
    store.set(compose.composeValuesAtom, (v) => ({ ...v, to: [] }));
    expect(await store.set(sendMailAtom)).toBe(false);
    expect(request).not.toHaveBeenCalled();
    expect(texts(store)).toEqual([messages.mailRecipientRequired]);
  });

  it('given a refused file type, should refuse before any upload', async () => {
    const store = createStore();
    ready(store);
    store.set(compose.composeNewFilesAtom, [{ key: 1, file: new File(['x'], 'run.exe') }]);
    await store.set(sendMailAtom);
    expect(request).not.toHaveBeenCalled();
    expect(texts(store)).toEqual([messages.attachmentTypeNotAllowed]);
  });

  it('should send the mail field and one files part per new file, then leave nothing unsaved', async () => {
    const store = createStore();
    ready(store);
    store.set(compose.composeNewFilesAtom, [{ key: 1, file: pdf() }]);
    request.mockResolvedValueOnce({ mailBoxId: 90, mail: {} });
    expect(await store.set(sendMailAtom)).toBe(true);
    expect(request.mock.calls[0]!.slice(0, 2)).toEqual(['post', 'portalemail/send']);
    expect(sentForm(request.mock.calls[0]!)).toEqual({
      mail: { providerId: 2, to: [2], subject: 'Hello', body: '<p>Hi <b>there</b></p>', draftId: null, keepAttachmentIds: [] },
      files: ['notes.pdf'],
    });
    expect(store.get(compose.composeStatusAtom)).toBe('sent');
    expect(store.get(compose.composeDirtyAtom)).toBe(false);
    expect(texts(store)).toEqual([messages.mailSent]);
  });

  it('given a send running, should do nothing on a second press', async () => {
    const store = createStore();
    ready(store);
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = store.set(sendMailAtom);
    expect(store.get(compose.composeBusyAtom)).toBe(true);
    expect(await store.set(sendMailAtom)).toBe(false);
    expect(await store.set(saveDraftAtom)).toBeNull();
    answer({ mailBoxId: 90, mail: {} });
    await first;
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("given the server's refusal, should show its message and let the user try again", async () => {
    const store = createStore();
    ready(store);
    request.mockRejectedValueOnce(new ApiError(403, messages.mailNotAllowed));
    expect(await store.set(sendMailAtom)).toBe(false);
    expect(texts(store)).toEqual([messages.mailNotAllowed]);
    expect(store.get(compose.composeStatusAtom)).toBe('ready');
  });
});

describe('saving a draft', () => {
  it('should go on with the returned draft: a second save updates it and keeps the uploaded files instead of sending them again', async () => {
    const store = createStore();
    ready(store);
    store.set(compose.composeNewFilesAtom, [{ key: 1, file: pdf() }]);
    const stored = { id: 501, name: 'notes.pdf', size: 8, contentType: 'application/pdf' };
    request.mockResolvedValueOnce({ mailBoxId: 77, mail: content({ mailBoxId: 77, boxCode: MAIL_BOX.draft, attachments: [stored] }) });
    expect(await store.set(saveDraftAtom)).toBe(77);
    expect(request.mock.calls[0]!.slice(0, 2)).toEqual(['post', 'portalemail/draft']);
    expect(store.get(compose.composeValuesAtom)).toMatchObject({ draftId: 77, kept: [stored] });
    expect(store.get(compose.composeNewFilesAtom)).toEqual([]);
    expect(store.get(compose.composeDirtyAtom)).toBe(false);
    expect(texts(store)).toEqual([messages.draftSaved]);

    store.set(compose.composeValuesAtom, (v) => ({ ...v, subject: 'Hello again' }));
    expect(store.get(compose.composeDirtyAtom)).toBe(true);
    request.mockResolvedValueOnce({ mailBoxId: 77, mail: content({ mailBoxId: 77, boxCode: MAIL_BOX.draft, attachments: [stored] }) });
    await store.set(saveDraftAtom);
    expect(sentForm(request.mock.calls[1]!)).toEqual({
      mail: { providerId: 2, to: [2], subject: 'Hello again', body: '<p>Hi <b>there</b></p>', draftId: 77, keepAttachmentIds: [501] },
      files: [],
    });
  });

  it('given no recipient, should still save (a draft may be unfinished)', async () => {
    const store = createStore();
    ready(store);
    store.set(compose.composeValuesAtom, (v) => ({ ...v, to: [] }));
    request.mockResolvedValueOnce({ mailBoxId: 78, mail: content({ mailBoxId: 78, boxCode: MAIL_BOX.draft }) });
    expect(await store.set(saveDraftAtom)).toBe(78);
  });
});

describe('removing a kept attachment', () => {
  const stored = { id: 501, name: 'notes.pdf', size: 8, contentType: 'application/pdf' };
  /** A reopened draft 77 that stores notes.pdf. */
  function draft(store: ReturnType<typeof createStore>) {
    ready(store);
    store.set(compose.composeValuesAtom, (v) => ({ ...v, draftId: 77, kept: [stored] }));
    store.set(compose.composeSavedAtom, store.get(compose.composeValuesAtom));
  }

  it("given the saved draft's file, when removed, should delete it on the server and leave nothing unsaved", async () => {
    const store = createStore();
    draft(store);
    request.mockResolvedValueOnce({ selectedSubscriberId: 2, appUserId: 7 });
    await store.set(removeKeptFileAtom, 501);
    expect(request.mock.calls.map((c) => c.slice(0, 2))).toEqual([['delete', 'portalemail/deleteFile/501']]);
    expect(store.get(compose.composeValuesAtom).kept).toEqual([]);
    expect(store.get(compose.composeDirtyAtom)).toBe(false);
    expect(store.get(compose.composeStatusAtom)).toBe('ready');
  });

  it('given the server fails, when removed, should keep the file and raise the error popup', async () => {
    const store = createStore();
    draft(store);
    request.mockRejectedValueOnce(new ApiError(500, messages.serverError));
    await store.set(removeKeptFileAtom, 501);
    expect(store.get(compose.composeValuesAtom).kept).toEqual([stored]);
    expect(store.get(errorPopupAtom)).toBe(messages.serverError);
    expect(store.get(compose.composeStatusAtom)).toBe('ready');
  });

  it("given a forwarded mail's file (no draft yet), when removed, should only leave it out", async () => {
    const store = createStore();
    ready(store);
    store.set(compose.composeValuesAtom, (v) => ({ ...v, kept: [stored] }));
    await store.set(removeKeptFileAtom, 501);
    expect(request).not.toHaveBeenCalled();
    expect(store.get(compose.composeValuesAtom).kept).toEqual([]);
  });
});

describe('opening compose', () => {
  const answerFor = (routes: Record<string, unknown>) =>
    request.mockImplementation((_method: string, path: string) => {
      const key = Object.keys(routes).find((prefix) => path.startsWith(prefix));
      return key === undefined ? Promise.reject(new ApiError(404, messages.apiNotFound)) : Promise.resolve(routes[key]);
    });
  const contactList = { contactList: [{ id: 2, name: 'Maria Rivera', role: 7 }], signatures: [] };

  it('given a reply, should read the mail and prefill it, with nothing unsaved yet', async () => {
    const store = createStore();
    answerFor({ 'email/getContent/7/40/1/2': { mail: content() }, 'portalemail/getContactList/7/2': contactList });
    await store.set(openComposeAtom, { mode: 'reply', id: 40, box: MAIL_BOX.inbox });
    expect(store.get(compose.composeStatusAtom)).toBe('ready');
    expect(store.get(compose.composeValuesAtom)).toMatchObject({ to: [rivera], subject: 'Re: Next session' });
    expect(store.get(compose.composeValuesAtom).body).toContain('On 06-01-2026 at 3:30 PM, Maria Rivera wrote:');
    expect(store.get(compose.composeDirtyAtom)).toBe(false);
  });

  it('given ?to= someone the server allows, should put them in To', async () => {
    const store = createStore();
    answerFor({ 'portalemail/getContactList/7/2': contactList, 'email/checkUserContact/2/0': { allowed: true } });
    await store.set(openComposeAtom, { mode: 'new', to: 2 });
    expect(store.get(compose.composeValuesAtom).to).toEqual([rivera]);
  });

  it('given ?to= someone the server refuses, should say so and leave To empty', async () => {
    const store = createStore();
    answerFor({ 'portalemail/getContactList/7/2': contactList, 'email/checkUserContact/9/0': { allowed: false } });
    await store.set(openComposeAtom, { mode: 'new', to: 9 });
    expect(store.get(compose.composeValuesAtom).to).toEqual([]);
    expect(texts(store)).toEqual([messages.mailNotAllowed]);
  });

  it('given a draft that was sent meanwhile, should not offer it for editing', async () => {
    const store = createStore();
    answerFor({ 'email/getContent/7/55/0/2': { mail: content({ mailBoxId: 55, boxCode: MAIL_BOX.sent }) }, 'portalemail/getContactList/7/2': contactList });
    await store.set(openComposeAtom, { mode: 'draft', id: 55 });
    expect(store.get(compose.composeStatusAtom)).toBe('failed');
    expect(store.get(compose.composeLoadErrorAtom)).toBe(messages.mailGone);
  });
});
