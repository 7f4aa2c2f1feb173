import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { MAIL_PAGE_SIZE } from '../../../../domain/contract/mail';
import { messages } from '../../../../domain/messages';
import { build, expectMessage } from '../../helper';
import { compose, type DemoUsers, loginDemo, mailApi } from './mail-api';

/**
 * getall, getInboxUnreadMailCount and loadFolderList against the demo mail
 * (server/seed/seed-mail.ts): dr.rivera has two unread inbox mails (jo's
 * forms, a favourite, and alex's question), 'Insurance receipt' read in
 * her folder 'Billing', two sent and one draft.
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
});

const subjects = (list: { sub: string }[]) => list.map((m) => m.sub);

describe('GET portalemail/getall', () => {
  it("given the demo inbox, when dr.rivera reads page 1, should list her two received mails newest first with the list fields", async () => {
    const inbox = await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p });
    // Newest first: alex's question (1 day ago) before jo's forms (3 days ago).
    expect(subjects(inbox)).toEqual(['Question about my next session', 'Forms for Alex']);
    expect(inbox[1]).toMatchObject({
      boxCode: MAIL_BOX.inbox,
      folderId: 0,
      readStatus: 0,
      isFavourite: true,
      from: 'Jo Lindqvist',
      fromId: u.jo.userId,
      to: 'Maria Rivera, Dana Brooks',
      preview: 'I have attached the signed consent forms.',
      hasAttachment: true,
      providerId: p,
    });
    expect(Date.parse(inbox[0]!.time)).toBeGreaterThan(Date.parse(inbox[1]!.time));
  });

  it('given the sent and draft boxes, should list only what is stored there', async () => {
    expect(subjects(await api.listOk(u.rivera, { box: MAIL_BOX.sent, providerId: p }))).toEqual([
      'Re: Question about my next session',
      'Welcome to the portal',
    ]);
    expect(subjects(await api.listOk(u.rivera, { box: MAIL_BOX.draft, providerId: p }))).toEqual(['Draft: group guidelines']);
    expect(await api.listOk(u.rivera, { box: MAIL_BOX.trash, providerId: p })).toEqual([]);
  });

  it('given favouriteFlag 1, should list only favourite mail', async () => {
    expect(subjects(await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p, favourite: 1 }))).toEqual(['Forms for Alex']);
    expect(await api.listOk(u.rivera, { box: MAIL_BOX.sent, providerId: p, favourite: 1 })).toEqual([]);
  });

  it("given the custom box (5) with the 'Billing' folder, should list its mail; the unread view (4) lists unread inbox and folder mail", async () => {
    const { emailFolder } = await api.folderListOk(u.rivera, p);
    const billing = emailFolder.find((f) => f.name === 'Billing')!;
    const inFolder = await api.listOk(u.rivera, { box: MAIL_BOX.custom, folderId: billing.id, providerId: p });
    expect(inFolder).toEqual([expect.objectContaining({ sub: 'Insurance receipt', boxCode: MAIL_BOX.custom, folderId: billing.id, readStatus: 1 })]);

    expect(subjects(await api.listOk(u.rivera, { box: MAIL_BOX.unread, providerId: p }))).toEqual([
      'Question about my next session',
      'Forms for Alex',
    ]);
    // Marked unread in its folder, it joins the unread view (and the badge ids).
    const res = await api.read(u.rivera, { providerId: p, mailBoxIds: [inFolder[0]!.mailBoxId], readStatus: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const unread = await api.listOk(u.rivera, { box: MAIL_BOX.unread, providerId: p });
    expect(subjects(unread)).toEqual(['Question about my next session', 'Forms for Alex', 'Insurance receipt']);
    expect((await api.countsOk(u.rivera, p)).unreadMailIds).toEqual(unread.map((m) => m.mailBoxId));
    await api.read(u.rivera, { providerId: p, mailBoxIds: [inFolder[0]!.mailBoxId], readStatus: 1 });
  });

  it("given another user's folder id or no folder, when listing box 5, should answer 404 and no mail", async () => {
    const created = await api.addFolder(u.alex, 'Alex only');
    expect(created.statusCode, created.body).toBe(200);
    const alexFolder = created.json<{ folder: { id: number } }>().folder.id;
    expectMessage(await api.list(u.rivera, { box: MAIL_BOX.custom, folderId: alexFolder, providerId: p }), 404, messages.folderGone);
    expectMessage(await api.list(u.rivera, { box: MAIL_BOX.custom, folderId: 0, providerId: p }), 404, messages.folderGone);
    // Its owner may list it (empty).
    expect(await api.listOk(u.alex, { box: MAIL_BOX.custom, folderId: alexFolder, providerId: p })).toEqual([]);
  });

  it('given a box code outside 0-5 or page 0, should answer 400', async () => {
    expectMessage(await api.list(u.rivera, { box: 6, providerId: p }), 400, messages.invalidRequest);
    expectMessage(await api.list(u.rivera, { box: MAIL_BOX.inbox, page: 0, providerId: p }), 400, messages.invalidRequest);
  });

  describe('given 25 mails sent to sam.staff (whose inbox was empty)', () => {
    const subjectOf = (i: number) => `Note ${String(i).padStart(2, '0')}`;
    beforeAll(async () => {
      for (let i = 0; i < 25; i++) await api.sendOk(u.jo, compose({ providerId: p, to: [u.sam.userId], subject: subjectOf(i), body: `<p>${i}</p>` }));
    });

    it('should page 10 at a time, newest first, the last page holding fewer than 10', async () => {
      const page = (n: number) => api.listOk(u.sam, { box: MAIL_BOX.inbox, page: n, providerId: p });
      const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
      expect(one).toHaveLength(MAIL_PAGE_SIZE);
      expect(subjects(one)).toEqual(Array.from({ length: 10 }, (_, i) => subjectOf(24 - i)));
      expect(subjects(two)).toEqual(Array.from({ length: 10 }, (_, i) => subjectOf(14 - i)));
      expect(subjects(three)).toEqual(Array.from({ length: 5 }, (_, i) => subjectOf(4 - i)));
      expect(four).toEqual([]);
      // No mail appears twice across the pages.
      expect(new Set([...one, ...two, ...three].map((m) => m.mailBoxId)).size).toBe(25);
      expect((await api.countsOk(u.sam, p)).inboxCount).toBe(25);
    });

    it('given two mails arrived after page 1 was read, when page 2 is read with additionalOffset 2, should continue exactly where page 1 ended', async () => {
      const first = await api.listOk(u.sam, { box: MAIL_BOX.inbox, page: 1, providerId: p });
      await api.sendOk(u.jo, compose({ providerId: p, to: [u.sam.userId], subject: 'Late 1' }));
      await api.sendOk(u.rivera, compose({ providerId: p, to: [u.sam.userId], subject: 'Late 2' }));

      const shifted = await api.listOk(u.sam, { box: MAIL_BOX.inbox, page: 2, offset: 2, providerId: p });
      expect(subjects(first).at(-1)).toBe(subjectOf(15));
      expect(subjects(shifted)).toEqual(Array.from({ length: 10 }, (_, i) => subjectOf(14 - i)));
      // Without the offset page 2 would repeat the last two of page 1.
      const unshifted = await api.listOk(u.sam, { box: MAIL_BOX.inbox, page: 2, offset: 0, providerId: p });
      expect(subjects(unshifted).slice(0, 2)).toEqual([subjectOf(16), subjectOf(15)]);
      expect(subjects(await api.listOk(u.sam, { box: MAIL_BOX.inbox, page: 1, providerId: p })).slice(0, 2)).toEqual(['Late 2', 'Late 1']);
    });

    it("should keep the sender's side apart: jo's Sent box pages the same mails, and dr.rivera's inbox is unchanged", async () => {
      const sent = await api.listOk(u.jo, { box: MAIL_BOX.sent, page: 1, providerId: p });
      expect(sent).toHaveLength(10);
      expect(sent.every((m) => m.boxCode === MAIL_BOX.sent && m.readStatus === 1 && m.to === 'Sam Okafor')).toBe(true);
      expect(subjects(await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p }))).toEqual([
        'Question about my next session',
        'Forms for Alex',
      ]);
    });
  });
});

describe('GET portalemail/getInboxUnreadMailCount', () => {
  it('should answer the unread received mail ids (newest first) and the inbox count; favouriteFlag narrows both', async () => {
    const inbox = await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p });
    expect(await api.countsOk(u.rivera, p)).toEqual({ unreadMailIds: inbox.map((m) => m.mailBoxId), unreadCount: 2, inboxCount: 2 });
    const forms = inbox.find((m) => m.sub === 'Forms for Alex')!;
    expect(await api.countsOk(u.rivera, p, 1)).toEqual({ unreadMailIds: [forms.mailBoxId], unreadCount: 1, inboxCount: 1 });
  });

  it('given alex.client and dana.delegate, should count their own mailboxes only', async () => {
    const alex = await api.countsOk(u.alex, p);
    expect(alex).toMatchObject({ inboxCount: 2, unreadCount: 1 });
    expect(alex.unreadMailIds).toEqual([(await api.inboxEntryOf(u.alex, p, 'Re: Question about my next session')).mailBoxId]);
    const dana = await api.countsOk(u.dana, p);
    expect(dana).toEqual({ inboxCount: 1, unreadCount: 1, unreadMailIds: [(await api.inboxEntryOf(u.dana, p, 'Forms for Alex')).mailBoxId] });
  });
});

describe('GET portalemail/loadFolderList', () => {
  it("should answer dr.rivera's folders and the counts of every box", async () => {
    const list = await api.folderListOk(u.rivera, p);
    expect(list.emailFolder).toEqual([expect.objectContaining({ name: 'Billing', count: 1, unread: 0 })]);
    expect(list.boxes).toEqual({
      inbox: { count: 2, unread: 2 },
      unread: { count: 2, unread: 2 },
      sent: { count: 2 + 1, unread: 0 }, // the seed's two and 'Late 2' to sam
      draft: { count: 1, unread: 0 },
      trash: { count: 0, unread: 0 },
    });
  });

  it('given a mail moved into a new folder and one trashed, should count them where they are now', async () => {
    const folder = (await api.addFolder(u.rivera, 'Clinical')).json<{ folder: { id: number } }>().folder.id;
    const inbox = await api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p });
    const question = inbox.find((m) => m.sub === 'Question about my next session')!;
    const forms = inbox.find((m) => m.sub === 'Forms for Alex')!;
    expect((await api.move(u.rivera, { providerId: p, mailBoxIds: [question.mailBoxId], boxCode: MAIL_BOX.custom, folderId: folder })).statusCode).toBe(200);
    expect((await api.move(u.rivera, { providerId: p, mailBoxIds: [forms.mailBoxId], boxCode: MAIL_BOX.trash })).statusCode).toBe(200);

    const list = await api.folderListOk(u.rivera, p);
    expect(list.emailFolder.map((f) => [f.name, f.count, f.unread])).toEqual([
      ['Billing', 1, 0],
      ['Clinical', 1, 1],
    ]);
    expect(list.boxes.inbox).toEqual({ count: 0, unread: 0 });
    expect(list.boxes.unread).toEqual({ count: 1, unread: 1 });
    expect(list.boxes.trash).toEqual({ count: 1, unread: 1 });
    // The badge counts received mail only: the trashed one no longer.
    expect(await api.countsOk(u.rivera, p)).toEqual({ unreadMailIds: [question.mailBoxId], unreadCount: 1, inboxCount: 0 });
  });
});
