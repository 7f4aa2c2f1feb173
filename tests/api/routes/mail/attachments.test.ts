import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '../../../../domain/mail/attachments';
import { messages } from '../../../../domain/messages';
import { build, expectMessage } from '../../helper';
import { compose, type DemoUsers, loginDemo, mailApi, mailRowCounts, mailUrls, multipart, patternBytes, setEmailPermission } from './mail-api';

/**
 * Attachments: the allow-list and size limits on send and draft (a refused
 * file writes nothing), and the download (always a download, the stored
 * type, only to someone holding the mail, role 24 only with e-mail permission).
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;

/** Made once: big uploads are the slow part of this file. */
const NINE_MB = Buffer.alloc(9 * 1024 * 1024, 0x61);
const TOO_BIG = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x62);

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
});

const toAlex = (subject: string) => compose({ providerId: p, to: [u.alex.userId], subject });

describe('refused files', () => {
  it('given a file type outside the allow-list, should answer 400 attachmentTypeNotAllowed and write nothing, even after an allowed file', async () => {
    const before = await mailRowCounts(t);
    for (const name of ['setup.exe', 'page.html', 'page.HTM', 'script.js', 'image.svg', 'README', 'report.pdf.exe']) {
      expectMessage(await api.send(u.rivera, toAlex('Refused'), [{ name, data: 'MZ...' }]), 400, messages.attachmentTypeNotAllowed);
    }
    expectMessage(
      await api.send(u.rivera, toAlex('Refused'), [
        { name: 'fine.pdf', data: '%PDF' },
        { name: 'evil.html', data: '<script>alert(1)</script>', type: 'application/pdf' },
      ]),
      400,
      messages.attachmentTypeNotAllowed,
    );
    expectMessage(await api.draft(u.rivera, toAlex('Refused'), [{ name: 'macro.exe', data: 'x' }]), 400, messages.attachmentTypeNotAllowed);
    expectMessage(await api.send(u.rivera, toAlex('Refused'), [{ name: `${'n'.repeat(201)}.txt`, data: 'x' }]), 400, messages.attachmentNameInvalid);
    expect(await mailRowCounts(t)).toEqual(before);
  });

  it('given a file over 10 MB, should answer 413 attachmentTooLarge and write nothing', async () => {
    const before = await mailRowCounts(t);
    expectMessage(await api.send(u.rivera, toAlex('Too big'), [{ name: 'scan.pdf', data: TOO_BIG }]), 413, messages.attachmentTooLarge);
    expect(await mailRowCounts(t)).toEqual(before);
  });

  it('given 11 files, should answer 400 attachmentsTooMany and write nothing', async () => {
    const before = await mailRowCounts(t);
    const eleven = Array.from({ length: ATTACHMENTS_MAX + 1 }, (_, i) => ({ name: `page${i}.txt`, data: `page ${i}` }));
    expectMessage(await api.send(u.rivera, toAlex('Many'), eleven), 400, messages.attachmentsTooMany);
    expect(await mailRowCounts(t)).toEqual(before);
    // Ten are fine.
    expect((await api.send(u.rivera, toAlex('Ten'), eleven.slice(0, ATTACHMENTS_MAX))).statusCode).toBe(200);
  });

  it('given several files under 10 MB each but over 25 MB together, should answer 413 attachmentsTooLargeTogether and write nothing', async () => {
    const before = await mailRowCounts(t);
    const res = await api.send(u.rivera, toAlex('Heavy'), [
      { name: 'a.pdf', data: NINE_MB },
      { name: 'b.pdf', data: NINE_MB },
      { name: 'c.pdf', data: NINE_MB },
    ]);
    expectMessage(res, 413, messages.attachmentsTooLargeTogether);
    expect(await mailRowCounts(t)).toEqual(before);
  });

  it("given a draft's kept files and a new one over 25 MB together, should refuse the send inside its transaction and leave no orphan rows", async () => {
    const draft = await api.draftOk(u.rivera, toAlex('Heavy draft'), ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ name, data: 'small' })));
    const ids = draft.mail.attachments.map((a) => a.id);
    // The draft's files grow to 9 + 9 + 7 = 25 MB in the database itself (uploading them would only slow the suite).
    const MB = 1024 * 1024;
    for (const [id, size] of [[ids[0]!, 9 * MB], [ids[1]!, 9 * MB], [ids[2]!, 7 * MB]] as const) {
      await t.app.db.execute(sql`update mail_attachments set data = decode(repeat('61', ${size}), 'hex'), size = ${size} where id = ${id}`);
    }
    const before = await mailRowCounts(t);
    const res = await api.send(u.rivera, { ...toAlex('Heavy draft'), draftId: draft.mailBoxId, keepAttachmentIds: ids }, [{ name: 'one-more.txt', data: 'x' }]);
    expectMessage(res, 413, messages.attachmentsTooLargeTogether);
    expect(await mailRowCounts(t)).toEqual(before);
    const still = await api.contentOk(u.rivera, draft.mailBoxId, p);
    expect(still).toMatchObject({ boxCode: MAIL_BOX.draft, sub: 'Heavy draft' });
    expect(still.attachments.map((a) => a.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    // Exactly 25 MB is allowed.
    const sent = await api.send(u.rivera, { ...toAlex('Heavy draft'), draftId: draft.mailBoxId, keepAttachmentIds: ids });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});

describe('GET portalemail/attachment/{fileId}', () => {
  const bytes = patternBytes(70_000, 3);
  let fileId: number;
  let textId: number;
  let alexEntry: number;

  beforeAll(async () => {
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Your scan' }), [
      // What the upload claims is ignored: the name's ending decides the stored type.
      { name: 'Scan 2026 – café.pdf', data: bytes, type: 'text/html' },
      { name: 'notes.txt', data: '<html><script>alert(1)</script></html>', type: 'text/html' },
    ]);
    const entry = await api.inboxEntryOf(u.alex, p, 'Your scan');
    alexEntry = entry.mailBoxId;
    const [scan, text] = (await api.contentOk(u.alex, entry.mailBoxId, p)).attachments;
    fileId = scan!.id;
    textId = text!.id;
  });

  it('should answer the exact bytes as a download with the stored type, a UTF-8 filename, nosniff, a sandbox CSP and no-store', async () => {
    const res = await api.attachment(u.alex, fileId);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Scan 2026 _ caf_.pdf"; filename*=UTF-8''Scan%202026%20%E2%80%93%20caf%C3%A9.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toMatch(/\bsandbox\b/);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(String(res.headers['cache-control'])).toContain('no-store');
  });

  it('given HTML inside a .txt file, should serve it as text/plain and as an attachment, never inline', async () => {
    const res = await api.attachment(u.alex, textId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain\b/);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.body).toBe('<html><script>alert(1)</script></html>');
  });

  it('given a file name with a path, quotes or control characters, should keep only a clean last part, safe in the header', async () => {
    // FormData would send a quote as %22; a hand-made request can send it escaped, as multipart allows.
    const { payload, contentType } = await multipart(compose({ providerId: p, to: [u.alex.userId], subject: 'Odd names' }), [
      { name: 'C:\\fakepath\\..\\report.pdf', data: '%PDF' },
      { name: 'aQUOTEb\tc.txt', data: 'x' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: mailUrls.send,
      headers: { ...u.rivera.headers, 'content-type': contentType },
      payload: Buffer.from(payload.toString('latin1').replace('QUOTE', '\\"'), 'latin1'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await api.inboxEntryOf(u.alex, p, 'Odd names');
    const [report, quoted] = (await api.contentOk(u.alex, entry.mailBoxId, p)).attachments;
    expect([report!.name, quoted!.name]).toEqual(['report.pdf', 'abc.txt']);
    const download = await api.attachment(u.alex, quoted!.id);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="abc.txt"; filename*=UTF-8''abc.txt`);
  });

  it('given the sender, should let her download from her Sent copy', async () => {
    const res = await api.attachment(u.rivera, fileId);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('given a user who does not hold the mail, should answer 404 and no bytes; without a session 401', async () => {
    for (const who of [u.sam, u.jo, u.dana, u.chen]) {
      const res = await api.attachment(who, fileId);
      expectMessage(res, 404, messages.attachmentGone);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    expectMessage(await api.attachment(null, fileId), 401, messages.sessionInvalid);
    expectMessage(await api.attachment(u.alex, 987_654), 404, messages.attachmentGone);
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/portalemail/attachment/abc', headers: u.alex.headers }), 400, messages.invalidRequest);
  });

  it('given the recipient deleted the mail for good, should answer 404 to them while the sender still downloads it', async () => {
    expect((await api.move(u.alex, { providerId: p, mailBoxIds: [alexEntry], boxCode: MAIL_BOX.trash })).statusCode).toBe(200);
    // In Trash it is still theirs.
    expect((await api.attachment(u.alex, fileId)).statusCode).toBe(200);
    expect((await api.deleteForGood(u.alex, { providerId: p, mailBoxIds: [alexEntry] })).statusCode).toBe(200);
    expectMessage(await api.attachment(u.alex, fileId), 404, messages.attachmentGone);
    expect((await api.attachment(u.rivera, fileId)).statusCode).toBe(200);
  });

  it("given dana.delegate loses e-mail permission for dr.rivera, should answer 403 with spec 6's text, and 200 again once it is back", async () => {
    const forms = await api.inboxEntryOf(u.dana, p, 'Forms for Alex');
    const formsFile = (await api.contentOk(u.dana, forms.mailBoxId, p)).attachments[0]!.id;
    expect((await api.attachment(u.dana, formsFile)).statusCode).toBe(200);
    await setEmailPermission(t, u.dana.userId, p, false);
    try {
      const res = await api.attachment(u.dana, formsFile);
      expectMessage(res, 403, "Sorry! You don't have sufficient permission to access the email functionality.");
      expect(res.headers['content-disposition']).toBeUndefined();
    } finally {
      await setEmailPermission(t, u.dana.userId, p, true);
    }
    expect((await api.attachment(u.dana, formsFile)).statusCode).toBe(200);
  });
});
