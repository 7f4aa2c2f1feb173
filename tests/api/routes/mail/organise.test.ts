import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { mailFavouriteResponse, mailMoveResponse, mailReadResponse, mailRestoreResponse } from '../../../../domain/contract/mail';
import { messages } from '../../../../domain/messages';
import { build, expectMessage } from '../../helper';
import { compose, type DemoUsers, entrySnapshot, loginDemo, mailApi, messageRows, ok } from './mail-api';

/**
 * portalemail/move, restore, read, favourite and delete (spec 4): received
 * mail moves between the inbox and folders, everything goes to Trash first,
 * restore puts it back where it was, only Trash deletes for good, and a call
 * naming any id that is not the caller's changes nothing.
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;
let billing: number;

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
  billing = (await api.folderListOk(u.rivera, p)).emailFolder.find((f) => f.name === 'Billing')!.id;
});

/** A fresh mail from alex to dr.rivera: her inbox entry id. */
async function received(subject: string): Promise<number> {
  await api.sendOk(u.alex, compose({ providerId: p, to: [u.rivera.userId], subject }));
  return (await api.inboxEntryOf(u.rivera, p, subject)).mailBoxId;
}
const where = async (id: number) => (await entrySnapshot(t, [id]))[0]!;
const move = (mailBoxIds: number[], boxCode: number, folderId: number | null = null) => api.move(u.rivera, { providerId: p, mailBoxIds, boxCode, folderId });

describe('PUT portalemail/move', () => {
  it('given received mail, should move it to a folder and back to the inbox', async () => {
    const id = await received('To file');
    expect(ok(await move([id], MAIL_BOX.custom, billing), mailMoveResponse)).toEqual({ moved: [id] });
    expect((await api.listOk(u.rivera, { box: MAIL_BOX.custom, folderId: billing, providerId: p }))[0]).toMatchObject({ mailBoxId: id, boxCode: MAIL_BOX.custom, folderId: billing });
    expect((await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p })).map((m) => m.mailBoxId)).not.toContain(id);

    expect(ok(await move([id], MAIL_BOX.inbox), mailMoveResponse)).toEqual({ moved: [id] });
    expect(await where(id)).toMatchObject({ box: MAIL_BOX.inbox, folderId: null });
  });

  it("given sent mail or a draft, should answer 400 'This mail cannot be moved there' for the inbox or a folder", async () => {
    const [sent] = await api.listOk(u.rivera, { box: MAIL_BOX.sent, providerId: p });
    const [draft] = await api.listOk(u.rivera, { box: MAIL_BOX.draft, providerId: p });
    for (const id of [sent!.mailBoxId, draft!.mailBoxId]) {
      expectMessage(await move([id], MAIL_BOX.inbox), 400, 'This mail cannot be moved there');
      expectMessage(await move([id], MAIL_BOX.custom, billing), 400, messages.mailMoveNotAllowed);
    }
    // Mixed with a received mail: nothing moves.
    const inboxId = await received('Mixed move');
    expectMessage(await move([inboxId, sent!.mailBoxId], MAIL_BOX.custom, billing), 400, messages.mailMoveNotAllowed);
    expect(await where(inboxId)).toMatchObject({ box: MAIL_BOX.inbox });
    expect(await where(sent!.mailBoxId)).toMatchObject({ box: MAIL_BOX.sent });
  });

  it('given a folder that is not the caller\'s, or box 5 without a folder, should refuse and move nothing', async () => {
    const id = await received('Not there');
    const alexFolder = (await api.addFolder(u.alex, 'Alex box')).json<{ folder: { id: number } }>().folder.id;
    expectMessage(await move([id], MAIL_BOX.custom, alexFolder), 404, messages.folderGone);
    expectMessage(await move([id], MAIL_BOX.custom, null), 400, messages.invalidRequest);
    expectMessage(await move([id], MAIL_BOX.sent), 400, messages.invalidRequest);
    expect(await where(id)).toMatchObject({ box: MAIL_BOX.inbox, folderId: null });
  });
});

describe('Trash and PUT portalemail/restore', () => {
  it('given an inbox mail trashed, restore should put it back in the inbox', async () => {
    const id = await received('Trash me');
    await move([id], MAIL_BOX.trash);
    expect(await where(id)).toMatchObject({ box: MAIL_BOX.trash, trashedFrom: MAIL_BOX.inbox });
    expect((await api.contentOk(u.rivera, id, p)).trashedFrom).toBe(MAIL_BOX.inbox);
    // Trash twice is refused.
    expectMessage(await move([id], MAIL_BOX.trash), 400, messages.mailMoveNotAllowed);
    const restored = ok(await api.restore(u.rivera, { providerId: p, mailBoxIds: [id] }), mailRestoreResponse).restored;
    expect(restored).toEqual([expect.objectContaining({ mailBoxId: id, boxCode: MAIL_BOX.inbox, folderId: 0 })]);
  });

  it('given a sent mail and a draft trashed, restore should return each to its own box', async () => {
    const [sent] = await api.listOk(u.rivera, { box: MAIL_BOX.sent, providerId: p });
    const [draft] = await api.listOk(u.rivera, { box: MAIL_BOX.draft, providerId: p });
    await move([sent!.mailBoxId, draft!.mailBoxId], MAIL_BOX.trash);
    const trash = await api.listOk(u.rivera, { box: MAIL_BOX.trash, providerId: p });
    expect(trash.map((m) => m.mailBoxId).sort()).toEqual([sent!.mailBoxId, draft!.mailBoxId].sort());
    // A sent mail in Trash still cannot become received mail.
    expectMessage(await move([sent!.mailBoxId], MAIL_BOX.inbox), 400, messages.mailMoveNotAllowed);
    const restored = ok(await api.restore(u.rivera, { providerId: p, mailBoxIds: [sent!.mailBoxId, draft!.mailBoxId] }), mailRestoreResponse).restored;
    expect(Object.fromEntries(restored.map((m) => [m.mailBoxId, m.boxCode]))).toEqual({
      [sent!.mailBoxId]: MAIL_BOX.sent,
      [draft!.mailBoxId]: MAIL_BOX.draft,
    });
  });

  it('given a folder mail trashed, restore should put it back in the same folder', async () => {
    const id = await received('Filed then trashed');
    await move([id], MAIL_BOX.custom, billing);
    await move([id], MAIL_BOX.trash);
    expect(await where(id)).toMatchObject({ box: MAIL_BOX.trash, folderId: null, trashedFrom: MAIL_BOX.custom });
    const [back] = ok(await api.restore(u.rivera, { providerId: p, mailBoxIds: [id] }), mailRestoreResponse).restored;
    expect(back).toMatchObject({ mailBoxId: id, boxCode: MAIL_BOX.custom, folderId: billing });
  });

  it('given its folder was deleted while it was in Trash, restore should put it in the inbox', async () => {
    const folder = (await api.addFolder(u.rivera, 'Short-lived')).json<{ folder: { id: number } }>().folder.id;
    const id = await received('Orphaned by folder');
    await move([id], MAIL_BOX.custom, folder);
    await move([id], MAIL_BOX.trash);
    expect((await api.deleteFolder(u.rivera, folder)).json()).toEqual({ movedToInbox: 0 });
    const [back] = ok(await api.restore(u.rivera, { providerId: p, mailBoxIds: [id] }), mailRestoreResponse).restored;
    expect(back).toMatchObject({ mailBoxId: id, boxCode: MAIL_BOX.inbox, folderId: 0 });
  });

  it('given a mail not in Trash, restore should answer 400 and change nothing', async () => {
    const id = await received('Not trashed');
    expectMessage(await api.restore(u.rivera, { providerId: p, mailBoxIds: [id] }), 400, messages.mailMoveNotAllowed);
    expect(await where(id)).toMatchObject({ box: MAIL_BOX.inbox });
  });
});

describe('PUT portalemail/read and portalemail/favourite', () => {
  it('should mark mails read and unread and answer the unread ids', async () => {
    const a = await received('Read me A');
    const b = await received('Read me B');
    const read = ok(await api.read(u.rivera, { providerId: p, mailBoxIds: [a, b], readStatus: 1 }), mailReadResponse);
    expect(read.unreadMailIds).not.toContain(a);
    expect(read.unreadMailIds).not.toContain(b);
    const unread = ok(await api.read(u.rivera, { providerId: p, mailBoxIds: [b], readStatus: 0 }), mailReadResponse);
    expect(unread.unreadMailIds[0]).toBe(b);
    expect(unread.unreadCount).toBe(read.unreadCount + 1);
    expect(unread.unreadMailIds).toEqual((await api.countsOk(u.rivera, p)).unreadMailIds);
  });

  it('should mark and unmark a favourite, which the favourites view follows', async () => {
    const id = await received('Star me');
    expect(ok(await api.favourite(u.rivera, { providerId: p, mailBoxId: id, isFavourite: true }), mailFavouriteResponse)).toEqual({ mailBoxId: id, isFavourite: true });
    expect((await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p, favourite: 1 })).map((m) => m.mailBoxId)).toContain(id);
    expect(ok(await api.favourite(u.rivera, { providerId: p, mailBoxId: id, isFavourite: false }), mailFavouriteResponse)).toEqual({ mailBoxId: id, isFavourite: false });
    expect((await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p, favourite: 1 })).map((m) => m.mailBoxId)).not.toContain(id);
  });
});

describe('DELETE portalemail/delete', () => {
  it("given a mail outside Trash, should answer 400 'Only mail in Trash can be deleted for good' and keep it", async () => {
    const id = await received('Keep me');
    expectMessage(await api.deleteForGood(u.rivera, { providerId: p, mailBoxIds: [id] }), 400, 'Only mail in Trash can be deleted for good');
    expect(await where(id)).toMatchObject({ box: MAIL_BOX.inbox });
  });

  it('should keep the message and its files while another participant holds it, and remove both once every participant deleted it', async () => {
    const res = await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Shared file' }), [{ name: 'shared.txt', data: 'shared' }]);
    const messageId = res.mail.messageId;
    const alexEntry = (await api.inboxEntryOf(u.alex, p, 'Shared file')).mailBoxId;
    const fileId = (await api.contentOk(u.alex, alexEntry, p)).attachments[0]!.id;

    await move([res.mailBoxId], MAIL_BOX.trash);
    expect((await api.deleteForGood(u.rivera, { providerId: p, mailBoxIds: [res.mailBoxId] })).json()).toEqual({ deleted: [res.mailBoxId] });
    expect(await messageRows(t, messageId)).toEqual({ message: 1, attachments: 1, entries: 1 });
    expect((await api.attachment(u.alex, fileId)).statusCode).toBe(200);
    expectMessage(await api.content(u.rivera, res.mailBoxId, p), 404, messages.mailGone);

    expect((await api.move(u.alex, { providerId: p, mailBoxIds: [alexEntry], boxCode: MAIL_BOX.trash })).statusCode).toBe(200);
    expect((await api.deleteForGood(u.alex, { providerId: p, mailBoxIds: [alexEntry] })).json()).toEqual({ deleted: [alexEntry] });
    expect(await messageRows(t, messageId)).toEqual({ message: 0, attachments: 0, entries: 0 });
  });
});

describe("ids that are not the caller's: 404 and nothing changes (all or nothing)", () => {
  let mine: number;
  let trashedMine: number;
  let alexs: number;
  let alexsTrashed: number;
  let snapshot: Awaited<ReturnType<typeof entrySnapshot>>;

  beforeAll(async () => {
    mine = await received('Mine A');
    trashedMine = await received('Mine B');
    await move([trashedMine], MAIL_BOX.trash);
    alexs = (await api.inboxEntryOf(u.alex, p, 'Re: Question about my next session')).mailBoxId;
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Alex trashes this' }));
    alexsTrashed = (await api.inboxEntryOf(u.alex, p, 'Alex trashes this')).mailBoxId;
    expect((await api.move(u.alex, { providerId: p, mailBoxIds: [alexsTrashed], boxCode: MAIL_BOX.trash })).statusCode).toBe(200);
    snapshot = await entrySnapshot(t, [mine, trashedMine, alexs, alexsTrashed]);
  });

  it('should refuse move, restore, read, favourite and delete naming one foreign id among own ones', async () => {
    expectMessage(await move([mine, alexs], MAIL_BOX.custom, billing), 404, messages.mailGone);
    expectMessage(await move([mine, alexs], MAIL_BOX.trash), 404, messages.mailGone);
    expectMessage(await api.restore(u.rivera, { providerId: p, mailBoxIds: [trashedMine, alexsTrashed] }), 404, messages.mailGone);
    expectMessage(await api.read(u.rivera, { providerId: p, mailBoxIds: [mine, alexs], readStatus: 1 }), 404, messages.mailGone);
    expectMessage(await api.favourite(u.rivera, { providerId: p, mailBoxId: alexs, isFavourite: true }), 404, messages.mailGone);
    expectMessage(await api.deleteForGood(u.rivera, { providerId: p, mailBoxIds: [trashedMine, alexsTrashed] }), 404, messages.mailGone);
    expectMessage(await move([mine, 987_654], MAIL_BOX.trash), 404, messages.mailGone);
    expect(await entrySnapshot(t, [mine, trashedMine, alexs, alexsTrashed])).toEqual(snapshot);
  });

  it("given own ids under another provider's id, should refuse: a mail is organised under its own provider", async () => {
    // sam.staff may act for dr.chen; his mail is dr.rivera's practice's.
    await api.sendOk(u.alex, compose({ providerId: p, to: [u.sam.userId], subject: 'For sam' }));
    const samEntry = (await api.inboxEntryOf(u.sam, p, 'For sam')).mailBoxId;
    const before = await entrySnapshot(t, [samEntry]);
    expectMessage(await api.move(u.sam, { providerId: u.chen.userId, mailBoxIds: [samEntry], boxCode: MAIL_BOX.trash }), 404, messages.mailGone);
    expectMessage(await api.read(u.sam, { providerId: u.chen.userId, mailBoxIds: [samEntry], readStatus: 1 }), 404, messages.mailGone);
    expectMessage(await api.favourite(u.sam, { providerId: u.chen.userId, mailBoxId: samEntry, isFavourite: true }), 404, messages.mailGone);
    expect(await entrySnapshot(t, [samEntry])).toEqual(before);
  });

  it('given an empty or oversized id list, should answer 400', async () => {
    expectMessage(await move([], MAIL_BOX.trash), 400, messages.invalidRequest);
    expectMessage(await move(Array.from({ length: 101 }, (_, i) => i + 1), MAIL_BOX.trash), 400, messages.invalidRequest);
    expectMessage(await api.read(u.rivera, { providerId: p, mailBoxIds: [mine], readStatus: 2 as 1 }), 400, messages.invalidRequest);
  });
});
