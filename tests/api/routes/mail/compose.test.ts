import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX, mailDeleteFileResponse } from '../../../../domain/contract/mail';
import { messages } from '../../../../domain/messages';
import { build, expectMessage } from '../../helper';
import { providerPermissions } from '../../../../server/db/schema/index';
import { addDelegate, compose, type DemoUsers, loginDemo, mailApi, mailRowCounts, multipart, ok, patternBytes, setEmailPermission } from './mail-api';

/**
 * portalemail/send, portalemail/draft and portalemail/deleteFile: what one
 * send writes, what is refused (and then nothing is written), drafts and
 * forwards. Attachment size and type limits are in attachments.test.ts.
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
});

const drafts = () => api.listOk(u.rivera, { box: MAIL_BOX.draft, providerId: p });

describe('POST portalemail/send', () => {
  it("given two recipients and two files, should write the Sent entry, each recipient's unread Inbox entry and the files in one go", async () => {
    const before = await mailRowCounts(t);
    const notes = patternBytes(3000, 1);
    const res = await api.sendOk(
      u.rivera,
      compose({ providerId: p, to: [u.alex.userId, u.jo.userId], subject: 'Homework for next week', body: '<p>See the <em>attached</em> notes.</p>' }),
      [
        { name: 'notes.txt', data: notes, type: 'text/plain' },
        { name: 'worksheet.pdf', data: '%PDF-1.4 tiny', type: 'text/html' },
      ],
    );
    expect(res.mail).toMatchObject({
      mailBoxId: res.mailBoxId,
      boxCode: MAIL_BOX.sent,
      readStatus: 1,
      from: 'Maria Rivera',
      fromId: p,
      to: 'Alex Morgan, Jo Lindqvist',
      sub: 'Homework for next week',
      preview: 'See the attached notes.',
      hasAttachment: true,
      providerId: p,
    });
    expect(await mailRowCounts(t)).toEqual({
      messages: before.messages + 1,
      entries: before.entries + 3,
      recipients: before.recipients + 2,
      attachments: before.attachments + 2,
    });

    for (const who of [u.alex, u.jo]) {
      const [newest] = await api.listOk(who, { box: MAIL_BOX.inbox, providerId: p });
      expect(newest).toMatchObject({ messageId: res.mail.messageId, boxCode: MAIL_BOX.inbox, readStatus: 0, sub: 'Homework for next week', hasAttachment: true });
      expect((await api.countsOk(who, p)).unreadMailIds).toContain(newest!.mailBoxId);
      const content = await api.contentOk(who, newest!.mailBoxId, p);
      expect(content.attachments).toEqual([
        { id: expect.any(Number), name: 'notes.txt', size: 3000, contentType: 'text/plain' },
        // The type comes from the name's ending, not from what the upload claimed.
        { id: expect.any(Number), name: 'worksheet.pdf', size: 13, contentType: 'application/pdf' },
      ]);
      expect(content.recipients.map((r) => r.name)).toEqual(['Alex Morgan', 'Jo Lindqvist']);
    }
    expect((await api.listOk(u.rivera, { box: MAIL_BOX.sent, providerId: p }))[0]!.mailBoxId).toBe(res.mailBoxId);
  });

  it('should store the body sanitised: scripts, event attributes, styles and images removed, links opened in a new tab', async () => {
    const res = await api.sendOk(
      u.rivera,
      compose({
        providerId: p,
        to: [u.alex.userId],
        subject: 'Links',
        body: '<div style="x" onmouseover="a()"><script>steal()</script><style>*{}</style><img src=x onerror="b()"><a href="https://meadow.example/help">Help</a></div>',
      }),
    );
    const sent = await api.contentOk(u.rivera, res.mailBoxId, p);
    expect(sent.body).toBe('<div><a href="https://meadow.example/help" target="_blank" rel="noopener noreferrer nofollow">Help</a></div>');
  });

  it("given oneself or someone outside the provider's mail as recipient, should answer 403 and write nothing", async () => {
    const before = await mailRowCounts(t);
    const file = [{ name: 'a.txt', data: 'x' }];
    for (const to of [[u.rivera.userId], [u.alex.userId, u.rivera.userId], [u.chen.userId], [999_999]]) {
      expectMessage(await api.send(u.rivera, compose({ providerId: p, to, subject: 'No' }), file), 403, 'You cannot send mail to this user');
    }
    expect(await mailRowCounts(t)).toEqual(before);
  });

  it('given a portal client writing to another client or other person, should answer 403; to the practice it is allowed', async () => {
    const before = await mailRowCounts(t);
    expectMessage(await api.send(u.alex, compose({ providerId: p, to: [u.jo.userId], subject: 'Hi Jo' })), 403, messages.mailNotAllowed);
    expectMessage(await api.send(u.jo, compose({ providerId: p, to: [u.alex.userId], subject: 'Hi Alex' })), 403, messages.mailNotAllowed);
    expect(await mailRowCounts(t)).toEqual(before);
    await api.sendOk(u.alex, compose({ providerId: p, to: [u.sam.userId, u.dana.userId], subject: 'To the front desk' }));
  });

  it('given no recipient, three recipients or nothing to say, should answer 400 with its message and write nothing', async () => {
    const before = await mailRowCounts(t);
    expectMessage(await api.send(u.rivera, compose({ providerId: p, to: [], subject: 'Hello' })), 400, 'Please choose at least one recipient');
    expectMessage(
      await api.send(u.rivera, compose({ providerId: p, to: [u.alex.userId, u.jo.userId, u.sam.userId], subject: 'Hello' })),
      400,
      'A mail can have at most 2 recipients',
    );
    expectMessage(await api.send(u.rivera, compose({ providerId: p, to: [u.alex.userId] })), 400, 'Please enter a subject or a message');
    // A body that is nothing once sanitised is empty too.
    expectMessage(await api.send(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: '   ', body: '<script>x()</script>' })), 400, messages.mailEmpty);
    expectMessage(await api.send(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 's'.repeat(MAIL_SUBJECT_MAX + 1) })), 400, messages.mailSubjectTooLong);
    expectMessage(await api.send(u.rivera, compose({ providerId: p, to: [u.alex.userId], body: 'b'.repeat(MAIL_BODY_MAX + 1) })), 400, messages.mailBodyTooLong);
    expect(await mailRowCounts(t)).toEqual(before);
  });

  it('given a body that is not multipart, no mail field or broken JSON, should answer 400', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/portalemail/send', headers: u.rivera.headers, payload: compose({ providerId: p, to: [u.alex.userId], subject: 'x' }) });
    expectMessage(json, 400, messages.invalidRequest);
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.txt');
    const req = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const noField = await t.app.inject({
      method: 'POST',
      url: '/api/portalemail/send',
      headers: { ...u.rivera.headers, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expectMessage(noField, 400, messages.invalidRequest);
    const { payload, contentType } = await multipart({});
    const broken = payload.toString('latin1').replace('{}', '{"providerId":');
    expectMessage(
      await t.app.inject({ method: 'POST', url: '/api/portalemail/send', headers: { ...u.rivera.headers, 'content-type': contentType }, payload: Buffer.from(broken, 'latin1') }),
      400,
      messages.invalidRequest,
    );
  });

  // Found by tests/api/hostile: busboy's "Unexpected end of multipart data" used to reach the client as a 500.
  it('given multipart framing that breaks off (another boundary, a cut-off part), should answer 400 on send and draft and write nothing', async () => {
    const before = await mailRowCounts(t);
    const { payload, contentType } = await multipart(compose({ providerId: p, to: [u.alex.userId], subject: 'Framing' }));
    const boundary = contentType.split('boundary=')[1]!;
    const bodies = [
      Buffer.from(payload.toString('latin1').replaceAll(boundary, 'otherBoundary'), 'latin1'),
      payload.subarray(0, Math.floor(payload.length / 2)),
      payload.subarray(0, payload.length - 8),
    ];
    for (const url of ['/api/portalemail/send', '/api/portalemail/draft']) {
      for (const body of bodies) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...u.rivera.headers, 'content-type': contentType }, payload: body });
        expectMessage(res, 400, messages.invalidRequest);
      }
    }
    expect(await mailRowCounts(t)).toEqual(before);
  });

  it('given a provider the sender may not act for, should answer 403 providerNotPermitted', async () => {
    expectMessage(await api.send(u.rivera, compose({ providerId: u.chen.userId, to: [u.chen.userId], subject: 'x' })), 403, messages.providerNotPermitted);
    expectMessage(await api.send(u.dana, compose({ providerId: u.chen.userId, to: [u.chen.userId], subject: 'x' })), 403, messages.providerNotPermitted);
    expectMessage(await api.send(u.alex, compose({ providerId: u.chen.userId, to: [u.chen.userId], subject: 'x' })), 403, messages.providerNotPermitted);
  });
});

describe('POST portalemail/draft', () => {
  let draftId: number;
  let files: { id: number; name: string }[];

  it('given a first save, should create one draft; a second save with draftId should update it, not add another', async () => {
    const seedDrafts = await drafts();
    const before = await mailRowCounts(t);
    const first = await api.draftOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Plan', body: '<p>v1</p>' }), [
      { name: 'keep.txt', data: 'keep me' },
      { name: 'drop.txt', data: 'drop me' },
    ]);
    draftId = first.mailBoxId;
    files = first.mail.attachments;
    expect(first.mail).toMatchObject({ boxCode: MAIL_BOX.draft, sub: 'Plan', body: '<p>v1</p>', recipients: [{ id: u.alex.userId, name: 'Alex Morgan' }] });
    expect(files.map((f) => f.name)).toEqual(['keep.txt', 'drop.txt']);
    expect(await drafts()).toHaveLength(seedDrafts.length + 1);

    const second = await api.draftOk(
      u.rivera,
      compose({ providerId: p, to: [u.alex.userId, u.sam.userId], subject: 'Plan v2', body: '<p>v2</p>', draftId, keepAttachmentIds: files.map((f) => f.id) }),
    );
    expect(second.mailBoxId).toBe(draftId);
    expect(second.mail.messageId).toBe(first.mail.messageId);
    const after = await mailRowCounts(t);
    expect(after).toEqual({ ...before, messages: before.messages + 1, entries: before.entries + 1, recipients: before.recipients + 2, attachments: before.attachments + 2 });
    expect((await drafts()).filter((d) => d.messageId === first.mail.messageId)).toEqual([expect.objectContaining({ mailBoxId: draftId, sub: 'Plan v2', to: 'Alex Morgan, Sam Okafor' })]);
    // Nothing is delivered while it is a draft.
    expect((await api.listOk(u.alex, { box: MAIL_BOX.inbox, providerId: p })).some((m) => m.messageId === first.mail.messageId)).toBe(false);
  });

  it('should survive a reload: getall box 0 and getContent answer it as saved', async () => {
    const mail = await api.contentOk(u.rivera, draftId, p);
    expect(mail).toMatchObject({ boxCode: MAIL_BOX.draft, sub: 'Plan v2', body: '<p>v2</p>', readStatus: 1 });
    expect(mail.recipients.map((r) => r.id)).toEqual([u.alex.userId, u.sam.userId]);
    expect(mail.attachments.map((a) => a.name)).toEqual(['keep.txt', 'drop.txt']);
  });

  it("given keepAttachmentIds without one of the draft's files, should remove that file and keep the other", async () => {
    const keep = files.find((f) => f.name === 'keep.txt')!;
    const saved = await api.draftOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Plan v3', draftId, keepAttachmentIds: [keep.id] }), [
      { name: 'added.csv', data: 'a,b\n1,2\n' },
    ]);
    expect(saved.mail.attachments.map((a) => [a.name, a.contentType])).toEqual([
      ['keep.txt', 'text/plain'],
      ['added.csv', 'text/csv'],
    ]);
    expect(saved.mail.attachments[0]!.id).toBe(keep.id);
    expect(saved.mail.hasAttachment).toBe(true);
    files = saved.mail.attachments;
  });

  it("given a draftId that is not the user's draft, should answer 404 and change nothing", async () => {
    const before = await mailRowCounts(t);
    const sent = (await api.listOk(u.rivera, { box: MAIL_BOX.sent, providerId: p }))[0]!;
    expectMessage(await api.draft(u.rivera, compose({ providerId: p, subject: 'x', draftId: sent.mailBoxId })), 404, messages.mailGone);
    expectMessage(await api.draft(u.sam, compose({ providerId: p, subject: 'x', draftId })), 404, messages.mailGone);
    expectMessage(await api.send(u.sam, compose({ providerId: p, to: [u.alex.userId], subject: 'x', draftId })), 404, messages.mailGone);
    expect(await mailRowCounts(t)).toEqual(before);
    expect((await api.contentOk(u.rivera, draftId, p)).sub).toBe('Plan v3');
  });

  it('given a send that fails inside the transaction (11 files with the kept ones), should leave the draft and every row as they were', async () => {
    const many = await api.draftOk(
      u.rivera,
      compose({ providerId: p, to: [u.alex.userId], subject: 'Ten files' }),
      Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.txt`, data: `file ${i}` })),
    );
    const before = await mailRowCounts(t);
    expectMessage(
      await api.send(
        u.rivera,
        compose({ providerId: p, to: [u.alex.userId], subject: 'Ten files, sent', draftId: many.mailBoxId, keepAttachmentIds: many.mail.attachments.map((a) => a.id) }),
        [{ name: 'eleventh.txt', data: 'one too many' }],
      ),
      400,
      messages.attachmentsTooMany,
    );
    expect(await mailRowCounts(t)).toEqual(before);
    const still = await api.contentOk(u.rivera, many.mailBoxId, p);
    expect(still).toMatchObject({ boxCode: MAIL_BOX.draft, sub: 'Ten files' });
    expect(still.attachments).toHaveLength(10);
  });

  it('given a send from the draft, should remove the draft entry and create the Sent entry with its kept files', async () => {
    const draftsBefore = await drafts();
    const res = await api.sendOk(
      u.rivera,
      compose({ providerId: p, to: [u.alex.userId], subject: 'Plan, final', body: '<p>final</p>', draftId, keepAttachmentIds: files.map((f) => f.id) }),
    );
    expect(res.mailBoxId).not.toBe(draftId);
    expect(res.mail).toMatchObject({ boxCode: MAIL_BOX.sent, sub: 'Plan, final', to: 'Alex Morgan', hasAttachment: true });
    expect((await drafts()).map((d) => d.mailBoxId)).toEqual(draftsBefore.map((d) => d.mailBoxId).filter((id) => id !== draftId));
    expectMessage(await api.content(u.rivera, draftId, p), 404, messages.mailGone);
    const received = await api.inboxEntryOf(u.alex, p, 'Plan, final');
    expect((await api.contentOk(u.alex, received.mailBoxId, p)).attachments.map((a) => a.name)).toEqual(['keep.txt', 'added.csv']);
  });
});

describe('forward: keepAttachmentIds naming files of other mails', () => {
  it('given an attachment of a mail the sender holds, should copy it into the new mail', async () => {
    const forms = await api.inboxEntryOf(u.rivera, p, 'Forms for Alex');
    const original = (await api.contentOk(u.rivera, forms.mailBoxId, p)).attachments[0]!;
    const before = await mailRowCounts(t);
    const res = await api.sendOk(u.rivera, compose({ providerId: p, to: [u.sam.userId], subject: 'Fwd: Forms for Alex', keepAttachmentIds: [original.id] }));
    expect((await mailRowCounts(t)).attachments).toBe(before.attachments + 1);

    const samEntry = await api.inboxEntryOf(u.sam, p, 'Fwd: Forms for Alex');
    expect(samEntry.messageId).toBe(res.mail.messageId);
    const copy = (await api.contentOk(u.sam, samEntry.mailBoxId, p)).attachments[0]!;
    expect(copy).toEqual({ ...original, id: expect.any(Number) });
    expect(copy.id).not.toBe(original.id);
    const [a, b] = await Promise.all([api.attachment(u.rivera, original.id), api.attachment(u.sam, copy.id)]);
    expect(b.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    // The original stays with its mail; sam still cannot open it (he holds only the copy).
    expect((await api.contentOk(u.rivera, forms.mailBoxId, p)).attachments).toEqual([original]);
    expectMessage(await api.attachment(u.sam, original.id), 404, messages.attachmentGone);
  });

  it('given an attachment of a mail the sender does not hold, should answer 404 attachmentGone and write nothing', async () => {
    const alexDraft = await api.draftOk(u.alex, compose({ providerId: p, subject: 'Mine' }), [{ name: 'private.txt', data: 'alex only' }]);
    const fileId = alexDraft.mail.attachments[0]!.id;
    const before = await mailRowCounts(t);
    expectMessage(
      await api.send(u.rivera, compose({ providerId: p, to: [u.sam.userId], subject: 'Fwd', keepAttachmentIds: [fileId] }), [{ name: 'new.txt', data: 'n' }]),
      404,
      messages.attachmentGone,
    );
    expectMessage(await api.draft(u.rivera, compose({ providerId: p, subject: 'Fwd', keepAttachmentIds: [fileId] })), 404, messages.attachmentGone);
    expectMessage(await api.send(u.rivera, compose({ providerId: p, to: [u.sam.userId], subject: 'Fwd', keepAttachmentIds: [987_654] })), 404, messages.attachmentGone);
    expect(await mailRowCounts(t)).toEqual(before);
  });

  it("given an attachment held under another provider's mail, should answer 404: a delegate cannot carry a file out of mail she may no longer open", async () => {
    // A delegate of dr.rivera who also has e-mail permission for dr.chen.
    const kit = await addDelegate(t, 'kit.forward', true);
    await t.app.db.insert(providerPermissions).values({ userId: kit.userId, providerId: u.chen.userId, emailPermission: true });
    await api.sendOk(u.sam, compose({ providerId: p, to: [kit.userId], subject: 'Case notes' }), [{ name: 'case-notes.pdf', data: '%PDF secret' }]);
    const entry = await api.inboxEntryOf(kit, p, 'Case notes');
    const fileId = (await api.contentOk(kit, entry.mailBoxId, p)).attachments[0]!.id;
    await setEmailPermission(t, kit.userId, p, false);
    expectMessage(await api.attachment(kit, fileId), 403, messages.emailPermissionDenied);

    const before = await mailRowCounts(t);
    const fwd = compose({ providerId: u.chen.userId, to: [u.chen.userId], subject: 'Fwd: Case notes', keepAttachmentIds: [fileId] });
    expectMessage(await api.send(kit, fwd), 404, messages.attachmentGone);
    expectMessage(await api.draft(kit, fwd), 404, messages.attachmentGone);
    expect(await mailRowCounts(t)).toEqual(before);
    // Mail of dr.chen's own is still hers to write.
    expect((await api.send(kit, { ...fwd, keepAttachmentIds: [] })).statusCode).toBe(200);
  });
});

describe('DELETE portalemail/deleteFile', () => {
  it("given a file of one's own draft, should remove it and answer selectedSubscriberId and appUserId", async () => {
    const draft = await api.draftOk(u.rivera, compose({ providerId: p, subject: 'With files' }), [
      { name: 'one.txt', data: '1' },
      { name: 'two.txt', data: '2' },
    ]);
    const [one, two] = [draft.mail.attachments[0]!, draft.mail.attachments[1]!];
    const res = await api.deleteFile(u.rivera, one.id);
    expect(ok(res, mailDeleteFileResponse)).toEqual({ selectedSubscriberId: p, appUserId: u.rivera.userId });
    const after = await api.contentOk(u.rivera, draft.mailBoxId, p);
    expect(after.attachments.map((a) => a.id)).toEqual([two.id]);
    expectMessage(await api.deleteFile(u.rivera, one.id), 404, messages.attachmentGone);
    expect((await api.deleteFile(u.rivera, two.id)).statusCode).toBe(200);
    expect((await api.contentOk(u.rivera, draft.mailBoxId, p)).hasAttachment).toBe(false);
  });

  it("given a delegate's own draft, should answer the draft's provider as selectedSubscriberId", async () => {
    const draft = await api.draftOk(u.dana, compose({ providerId: p, subject: 'For Dr. Rivera' }), [{ name: 'x.txt', data: 'x' }]);
    expect(ok(await api.deleteFile(u.dana, draft.mail.attachments[0]!.id), mailDeleteFileResponse)).toEqual({ selectedSubscriberId: p, appUserId: u.dana.userId });
  });

  it("given another user's draft file, or a file of a received or sent mail, should answer 404 and keep the file", async () => {
    const alexDraft = await api.draftOk(u.alex, compose({ providerId: p, subject: 'Alex draft' }), [{ name: 'a.txt', data: 'a' }]);
    const alexFile = alexDraft.mail.attachments[0]!.id;
    const forms = await api.inboxEntryOf(u.rivera, p, 'Forms for Alex');
    const formsFile = (await api.contentOk(u.rivera, forms.mailBoxId, p)).attachments[0]!.id;
    const before = await mailRowCounts(t);
    expectMessage(await api.deleteFile(u.rivera, alexFile), 404, messages.attachmentGone);
    expectMessage(await api.deleteFile(u.rivera, formsFile), 404, messages.attachmentGone);
    // jo sent the forms: still not a draft of hers.
    expectMessage(await api.deleteFile(u.jo, formsFile), 404, messages.attachmentGone);
    expectMessage(await api.deleteFile(null, alexFile), 401, messages.sessionInvalid);
    expect(await mailRowCounts(t)).toEqual(before);
  });
});
