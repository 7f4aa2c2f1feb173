import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import {
  MAIL_FOLDER_NAME_MAX,
  mailContactListResponse,
  mailFolderDeleteResponse,
  mailFolderResponse,
  mailSignatureDeleteResponse,
  mailSignatureResponse,
} from '../../../../domain/contract/mail';
import { messages } from '../../../../domain/messages';
import { build, expectMessage } from '../../helper';
import { compose, type DemoUsers, entrySnapshot, loginDemo, mailApi, ok } from './mail-api';

/**
 * A user's custom folders (portalemail/folder) and signatures
 * (portalemail/signature): their own, by name, another user's never.
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
});

const folders = async () => (await api.folderListOk(u.rivera, p)).emailFolder;

describe('custom folders', () => {
  let insurance: number;

  it('should create a folder that the folder list shows, empty, sorted by name', async () => {
    const res = ok(await api.addFolder(u.rivera, '  Insurance  '), mailFolderResponse);
    expect(res.folder).toEqual({ id: expect.any(Number), name: 'Insurance' });
    insurance = res.folder.id;
    expect((await folders()).map((f) => [f.name, f.count, f.unread])).toEqual([
      ['Billing', 1, 0],
      ['Insurance', 0, 0],
    ]);
  });

  it("given a name already used in another case, should answer 409 'A folder with this name already exists'", async () => {
    expectMessage(await api.addFolder(u.rivera, 'INSURANCE'), 409, 'A folder with this name already exists');
    expectMessage(await api.addFolder(u.rivera, 'billing'), 409, messages.folderExists);
    expectMessage(await api.renameFolder(u.rivera, insurance, 'BILLING'), 409, messages.folderExists);
    expect((await folders()).map((f) => f.name)).toEqual(['Billing', 'Insurance']);
    // Another user may have a folder of the same name.
    expect((await api.addFolder(u.alex, 'Billing')).statusCode).toBe(200);
  });

  it('should rename a folder, also to another case of its own name', async () => {
    expect(ok(await api.renameFolder(u.rivera, insurance, 'Claims'), mailFolderResponse).folder).toEqual({ id: insurance, name: 'Claims' });
    expect(ok(await api.renameFolder(u.rivera, insurance, 'CLAIMS'), mailFolderResponse).folder).toEqual({ id: insurance, name: 'CLAIMS' });
    expect((await folders()).map((f) => f.name)).toEqual(['Billing', 'CLAIMS']);
  });

  it("given an empty or 51-character name, should answer 400 with the folder name's message; 50 is fine", async () => {
    expectMessage(await api.addFolder(u.rivera, '   '), 400, 'Please enter a folder name');
    expectMessage(await api.addFolder(u.rivera, ''), 400, messages.folderNameRequired);
    expectMessage(await api.addFolder(u.rivera, undefined), 400, messages.folderNameRequired);
    expectMessage(await api.addFolder(u.rivera, 'x'.repeat(MAIL_FOLDER_NAME_MAX + 1)), 400, messages.folderNameTooLong);
    expectMessage(await api.renameFolder(u.rivera, insurance, ''), 400, messages.folderNameRequired);
    expectMessage(await api.renameFolder(u.rivera, insurance, 'y'.repeat(51)), 400, messages.folderNameTooLong);
    const fifty = ok(await api.addFolder(u.rivera, 'z'.repeat(MAIL_FOLDER_NAME_MAX)), mailFolderResponse).folder;
    expect(fifty.name).toHaveLength(50);
    expect((await api.deleteFolder(u.rivera, fifty.id)).statusCode).toBe(200);
  });

  it("given another user's folder, rename and delete should answer 404 and leave it", async () => {
    const billing = (await folders()).find((f) => f.name === 'Billing')!;
    expectMessage(await api.renameFolder(u.alex, billing.id, 'Mine now'), 404, messages.folderGone);
    expectMessage(await api.deleteFolder(u.alex, billing.id), 404, messages.folderGone);
    expectMessage(await api.deleteFolder(u.sam, billing.id), 404, messages.folderGone);
    expectMessage(await api.deleteFolder(u.rivera, 987_654), 404, messages.folderGone);
    expect((await folders()).find((f) => f.id === billing.id)).toEqual(billing);
    expectMessage(await api.addFolder(null, 'Anon'), 401, messages.sessionInvalid);
  });

  it('given a folder holding mail, delete should put its mail back in the inbox and answer movedToInbox', async () => {
    await api.sendOk(u.alex, compose({ providerId: p, to: [u.rivera.userId], subject: 'Claim 1' }));
    await api.sendOk(u.jo, compose({ providerId: p, to: [u.rivera.userId], subject: 'Claim 2' }));
    const inbox = await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p });
    const ids = inbox.filter((m) => m.sub.startsWith('Claim ')).map((m) => m.mailBoxId).sort((a, b) => a - b);
    expect(ids).toHaveLength(2);
    expect((await api.move(u.rivera, { providerId: p, mailBoxIds: ids, boxCode: MAIL_BOX.custom, folderId: insurance })).statusCode).toBe(200);
    expect((await folders()).find((f) => f.id === insurance)).toMatchObject({ count: 2, unread: 2 });

    expect(ok(await api.deleteFolder(u.rivera, insurance), mailFolderDeleteResponse)).toEqual({ movedToInbox: 2 });
    expect((await folders()).map((f) => f.name)).toEqual(['Billing']);
    expect(await entrySnapshot(t, ids)).toEqual(ids.map((id) => expect.objectContaining({ id, box: MAIL_BOX.inbox, folderId: null, readStatus: 0 })));
    expectMessage(await api.list(u.rivera, { box: MAIL_BOX.custom, folderId: insurance, providerId: p }), 404, messages.folderGone);
    expectMessage(await api.deleteFolder(u.rivera, insurance), 404, messages.folderGone);
  });
});

describe('signatures', () => {
  const signatures = async (who = u.rivera) => ok(await api.contactList(who, p), mailContactListResponse).signatures;
  let id: number;

  it("should list the seed's 'Practice' signature with the contact list", async () => {
    expect(await signatures()).toEqual([{ id: expect.any(Number), name: 'Practice', body: '<p>Dr. Maria Rivera, PhD, LCSW<br>120 Meadow Lane, Suite 4, Brooklyn</p>' }]);
    expect(await signatures(u.sam)).toEqual([]);
  });

  it('should save a new signature with its body sanitised, then update it', async () => {
    const saved = ok(
      await api.saveSignature(u.rivera, {
        name: ' Short ',
        body: '<p style="font-size:40px" onclick="x()">Maria<img src="https://tracker.example/sig.png"><script>steal()</script> <a href="https://meadow.example">site</a></p>',
      }),
      mailSignatureResponse,
    ).signature;
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Short',
      body: '<p>Maria <a href="https://meadow.example" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    });
    id = saved.id;
    const updated = ok(await api.saveSignature(u.rivera, { id, name: 'Short', body: '<p>M. Rivera</p>' }), mailSignatureResponse).signature;
    expect(updated).toEqual({ id, name: 'Short', body: '<p>M. Rivera</p>' });
    expect((await signatures()).map((s) => [s.name, s.body])).toEqual([
      ['Practice', '<p>Dr. Maria Rivera, PhD, LCSW<br>120 Meadow Lane, Suite 4, Brooklyn</p>'],
      ['Short', '<p>M. Rivera</p>'],
    ]);
  });

  it('given an empty name or a too long body, should answer 400', async () => {
    expectMessage(await api.saveSignature(u.rivera, { name: '  ', body: 'x' }), 400, messages.signatureNameRequired);
    expectMessage(await api.saveSignature(u.rivera, { name: 'Long', body: 'x'.repeat(5001) }), 400, messages.signatureTooLong);
  });

  it("given another user's signature, update and delete should answer 404 and leave it", async () => {
    expectMessage(await api.saveSignature(u.sam, { id, name: 'Taken', body: 'sam' }), 404, messages.notFound);
    expectMessage(await api.deleteSignature(u.sam, id), 404, messages.notFound);
    expect((await signatures()).find((s) => s.id === id)).toEqual({ id, name: 'Short', body: '<p>M. Rivera</p>' });
  });

  it('given a portal user, should refuse saving a signature with 403', async () => {
    expectMessage(await api.saveSignature(u.alex, { name: 'Alex', body: 'Alex' }), 403, messages.forbidden);
    expectMessage(await api.saveSignature(u.jo, { name: 'Jo', body: 'Jo' }), 403, messages.forbidden);
    expect(await signatures(u.alex)).toEqual([]);
  });

  it('should delete a signature', async () => {
    expect(ok(await api.deleteSignature(u.rivera, id), mailSignatureDeleteResponse)).toEqual({ deleted: id });
    expect((await signatures()).map((s) => s.name)).toEqual(['Practice']);
    expectMessage(await api.deleteSignature(u.rivera, id), 404, messages.notFound);
  });
});
