import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIDI_CONTROL_SHOWN, hasBidiControl } from '../../../../domain/bidi-controls';
import { mailAttachments } from '../../../../server/db/schema/index';
import { build } from '../../helper';
import { compose, type DemoUsers, loginDemo, mailApi } from './mail-api';

/**
 * Issue 30 item 3: a right-to-left override makes 'invoice\u202Efdp.exe.txt'
 * read 'invoicetxt.exe.pdf'. Attachment names lose bidirectional controls on
 * upload and in the download's Content-Disposition; a mail's subject and
 * body show each as '�', so it cannot reorder the text around it.
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
});

describe('bidirectional controls in a mail', () => {
  it('given an attachment named with a right-to-left override, should store, list and download it without the control', async () => {
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Invoice', body: '<p>Pay \u202Eevil\u2066 now</p>' }), [
      { name: 'invoice\u202Efdp.exe.txt', data: 'plain text' },
    ]);
    const entry = await api.inboxEntryOf(u.alex, p, 'Invoice');
    const mail = await api.contentOk(u.alex, entry.mailBoxId, p);
    expect(mail.attachments.map((a) => a.name)).toEqual(['invoicefdp.exe.txt']);
    const download = await api.attachment(u.alex, mail.attachments[0]!.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoicefdp.exe.txt"; filename*=UTF-8''invoicefdp.exe.txt`);
    expect(mail.body).toBe(`<p>Pay ${BIDI_CONTROL_SHOWN}evil${BIDI_CONTROL_SHOWN} now</p>`);
  });

  it('given a subject with bidirectional controls, should show them as marks', async () => {
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Results \u202Bfor you', body: '<p>x</p>' }));
    const entry = await api.inboxEntryOf(u.alex, p, `Results ${BIDI_CONTROL_SHOWN}for you`);
    expect(hasBidiControl(entry.sub)).toBe(false);
  });

  it('given a name stored with a control before the fix, should leave it out of the download header', async () => {
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Stored earlier' }), [{ name: 'scan.pdf', data: '%PDF' }]);
    const entry = await api.inboxEntryOf(u.alex, p, 'Stored earlier');
    const [file] = (await api.contentOk(u.alex, entry.mailBoxId, p)).attachments;
    await t.app.db.update(mailAttachments).set({ fileName: 'scan\u202Efdp.exe.pdf' }).where(eq(mailAttachments.id, file!.id));
    const download = await api.attachment(u.alex, file!.id);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="scanfdp.exe.pdf"; filename*=UTF-8''scanfdp.exe.pdf`);
  });
});
