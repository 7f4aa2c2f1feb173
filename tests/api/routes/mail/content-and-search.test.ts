import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import type { DayParts } from '../../../../domain/mail/search-range';
import { messages } from '../../../../domain/messages';
import { build, expectMessage } from '../../helper';
import { addDays, compose, type DemoUsers, entrySnapshot, loginDemo, mailApi, type SearchFilters, todayIn } from './mail-api';

/**
 * email/getContent and portalemail/search. The demo mail (server/seed/seed-mail.ts)
 * plus a few mails sent in beforeAll; every demo user is in New York, where
 * the search reads its From and To days.
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;

const NASTY_BODY =
  '<p onclick="steal()" style="color:red">Hello <b>there</b><script>alert(1)</script>' +
  '<img src="https://tracker.example/p.png" onerror="alert(2)"><style>p{display:none}</style> ' +
  '<a href="https://example.com/help" target="_self" rel="opener">help</a> <a href="javascript:alert(3)">js</a> ' +
  '<iframe src="https://evil.example"></iframe></p>';

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
  await api.sendOk(u.alex, compose({ providerId: p, to: [u.rivera.userId], subject: 'Café au lait — RÉSUMÉ', body: NASTY_BODY }));
  await api.sendOk(u.alex, compose({ providerId: p, to: [u.sam.userId], subject: 'Private to Sam', body: '<p>only sam</p>' }));
});

const inbox = () => api.listOk(u.rivera, { box: MAIL_BOX.inbox, providerId: p });
const entry = async (subject: string) => (await inbox()).find((m) => m.sub === subject)!;

describe('GET email/getContent', () => {
  it('given an unread received mail, when opened, should answer it read and drop it from unreadMailIds', async () => {
    const question = await entry('Question about my next session');
    const before = await api.countsOk(u.rivera, p);
    expect(before.unreadMailIds).toContain(question.mailBoxId);

    const mail = await api.contentOk(u.rivera, question.mailBoxId, p);
    expect(mail).toMatchObject({ mailBoxId: question.mailBoxId, readStatus: 1, sub: 'Question about my next session', from: 'Alex Morgan' });
    const after = await api.countsOk(u.rivera, p);
    expect(after.unreadMailIds).toEqual(before.unreadMailIds.filter((id) => id !== question.mailBoxId));
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect((await entry('Question about my next session')).readStatus).toBe(1);
    // Opening it again changes nothing.
    expect((await api.contentOk(u.rivera, question.mailBoxId, p)).readStatus).toBe(1);
  });

  it('should list the sender, the recipients in order, and the attachments with their stored type and size', async () => {
    const forms = await entry('Forms for Alex');
    const mail = await api.contentOk(u.rivera, forms.mailBoxId, p);
    expect(mail).toMatchObject({
      body: '<p>I have attached the signed consent forms.</p>',
      sender: { id: u.jo.userId, name: 'Jo Lindqvist' },
      recipients: [
        { id: u.rivera.userId, name: 'Maria Rivera' },
        { id: u.dana.userId, name: 'Dana Brooks' },
      ],
      attachments: [{ id: expect.any(Number), name: 'consent-forms.pdf', size: expect.any(Number), contentType: 'application/pdf' }],
      trashedFrom: null,
      isFavourite: true,
      hasAttachment: true,
    });
    expect(mail.attachments[0]!.size).toBeGreaterThan(100);
  });

  it('given a body with script, event attributes, styles, images and frames, should answer it sanitised, links opening a new tab', async () => {
    const mail = await api.contentOk(u.rivera, (await entry('Café au lait — RÉSUMÉ')).mailBoxId, p);
    expect(mail.body).toBe(
      '<p>Hello <b>there</b> <a href="https://example.com/help" target="_blank" rel="noopener noreferrer nofollow">help</a> ' +
        '<a target="_blank" rel="noopener noreferrer nofollow">js</a> </p>',
    );
    for (const gone of ['<script', 'onclick', 'onerror', 'style', '<img', 'tracker.example', 'javascript:', '<iframe', 'opener"']) {
      expect(mail.body).not.toContain(gone);
    }
    // The list row's preview is plain text.
    expect(mail.preview).toBe('Hello there help js');
  });

  it("given another user's mailBoxId, should answer 404 with no mail data and leave their entry unread", async () => {
    const alexReply = await api.inboxEntryOf(u.alex, p, 'Re: Question about my next session');
    expect(alexReply.readStatus).toBe(0);
    // dr.rivera sent that mail herself, yet alex's copy is alex's.
    const res = await api.content(u.rivera, alexReply.mailBoxId, p);
    expectMessage(res, 404, messages.mailGone);
    expect(res.body).not.toContain('Monday');
    expectMessage(await api.content(u.sam, alexReply.mailBoxId, p), 404, messages.mailGone);
    expectMessage(await api.content(u.chen, alexReply.mailBoxId, u.chen.userId), 404, messages.mailGone);
    // The owner's id in the path instead of one's own: refused before any lookup.
    expectMessage(await api.content(u.rivera, alexReply.mailBoxId, p, 1, u.alex.userId), 403, messages.forbidden);
    expect(await entrySnapshot(t, [alexReply.mailBoxId])).toEqual([expect.objectContaining({ readStatus: 0 })]);
  });

  it("given the mail of another provider's practice named as the provider, should answer 404 (a mail is read under its own provider)", async () => {
    // sam.staff may act for dr.chen, but the mail is dr.rivera's practice's.
    const samMail = await api.inboxEntryOf(u.sam, p, 'Private to Sam');
    expectMessage(await api.content(u.sam, samMail.mailBoxId, u.chen.userId), 404, messages.mailGone);
    expect((await api.contentOk(u.sam, samMail.mailBoxId, p)).body).toBe('<p>only sam</p>');
  });
});

describe('GET portalemail/search', () => {
  const today = todayIn();
  const wide = { from: addDays(today, -90), to: addDays(today, 90) };
  const search = (term: string, filters: SearchFilters, range: { from: DayParts; to: DayParts } = wide) =>
    api.searchOk(u.rivera, { ...range, term, providerId: p, filters });
  const subs = (list: { sub: string }[]) => list.map((m) => m.sub);

  it('given the subject filter, should match case- and accent-insensitively', async () => {
    for (const term of ['cafe', 'CAFÉ AU', 'résumé', 'resume']) {
      const found = await search(term, { subject: true });
      expect(subs(found.inbox), term).toEqual(['Café au lait — RÉSUMÉ']);
      expect([found.draft, found.sent, found.trash], term).toEqual([[], [], []]);
    }
    expect(await search('cafx', { subject: true })).toEqual({ inbox: [], draft: [], sent: [], trash: [] });
  });

  it("given the sender filter, should find mail by the sender's name, folders counted with the inbox", async () => {
    const byJo = await search('lindq', { sender: true });
    expect(subs(byJo.inbox)).toEqual(['Forms for Alex']);
    const byAlex = await search('MORGAN', { sender: true });
    // Newest first; 'Insurance receipt' is in the Billing folder.
    expect(subs(byAlex.inbox)).toEqual(['Café au lait — RÉSUMÉ', 'Question about my next session', 'Insurance receipt']);
    expect(byAlex.sent).toEqual([]);
    expect(subs((await search('maria', { sender: true })).sent)).toEqual(['Re: Question about my next session', 'Welcome to the portal']);
  });

  it("given the recipient filter, should find sent mail and drafts by a recipient's name", async () => {
    const toAlex = await search('alex morgan', { receiver: true });
    expect(subs(toAlex.sent)).toEqual(['Re: Question about my next session', 'Welcome to the portal']);
    expect(subs(toAlex.draft)).toEqual(['Draft: group guidelines']);
    expect(toAlex.inbox).toEqual([]);
    // Dana is a recipient of jo's forms beside dr.rivera.
    expect(subs((await search('brooks', { receiver: true })).inbox)).toEqual(['Forms for Alex']);
  });

  it("given 'All', should match subject, sender or recipient", async () => {
    const all = await search('morgan', { all: true });
    expect(subs(all.inbox)).toEqual(['Café au lait — RÉSUMÉ', 'Question about my next session', 'Insurance receipt']);
    expect(subs(all.sent)).toEqual(['Re: Question about my next session', 'Welcome to the portal']);
    expect(subs(all.draft)).toEqual(['Draft: group guidelines']);
    expect(subs((await search('receipt', { all: true })).inbox)).toEqual(['Insurance receipt']);
  });

  it('should group Trash apart, and a term with LIKE wildcards should match only itself', async () => {
    const welcome = (await api.listOk(u.rivera, { box: MAIL_BOX.sent, providerId: p })).find((m) => m.sub === 'Welcome to the portal')!;
    expect((await api.move(u.rivera, { providerId: p, mailBoxIds: [welcome.mailBoxId], boxCode: MAIL_BOX.trash })).statusCode).toBe(200);
    const found = await search('welcome', { subject: true });
    expect(found).toEqual({ inbox: [], draft: [], sent: [], trash: [expect.objectContaining({ sub: 'Welcome to the portal', boxCode: MAIL_BOX.trash })] });
    expect((await api.restore(u.rivera, { providerId: p, mailBoxIds: [welcome.mailBoxId] })).statusCode).toBe(200);

    expect(await search('%', { all: true })).toEqual({ inbox: [], draft: [], sent: [], trash: [] });
    expect(await search('_', { subject: true })).toEqual({ inbox: [], draft: [], sent: [], trash: [] });
  });

  it("should never find another user's mail", async () => {
    expect(await search('private', { all: true })).toEqual({ inbox: [], draft: [], sent: [], trash: [] });
    const sam = await api.searchOk(u.sam, { ...wide, term: 'private', providerId: p, filters: { all: true } });
    expect(subs(sam.inbox)).toEqual(['Private to Sam']);
  });

  it('given From and To days, should include both whole days (in New York) and nothing outside them', async () => {
    const forms = await entry('Forms for Alex');
    const [year, month, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(new Date(forms.time))
      .split('-')
      .map(Number) as [number, number, number];
    const sentDay: DayParts = { year, month, day: d };
    const find = async (from: DayParts, to: DayParts) => subs((await search('forms', { subject: true }, { from, to })).inbox);
    expect(await find(sentDay, sentDay)).toEqual(['Forms for Alex']);
    expect(await find(addDays(sentDay, -30), sentDay)).toEqual(['Forms for Alex']);
    expect(await find(sentDay, addDays(sentDay, 30))).toEqual(['Forms for Alex']);
    expect(await find(addDays(sentDay, 1), addDays(sentDay, 30))).toEqual([]);
    expect(await find(addDays(sentDay, -30), addDays(sentDay, -1))).toEqual([]);
  });

  it("given no filter ticked, should answer 400 'Please select a filter'", async () => {
    expectMessage(await api.search(u.rivera, { ...wide, term: 'forms', providerId: p, filters: {} }), 400, 'Please select a filter');
    expect(messages.searchFilterRequired).toBe('Please select a filter');
  });

  it("given an empty term, should answer 400 'Please enter a search term'", async () => {
    expectMessage(await api.search(u.rivera, { ...wide, term: '   ', providerId: p, filters: { all: true } }), 400, 'Please enter a search term');
    expectMessage(await api.search(u.rivera, { ...wide, term: 'x'.repeat(101), providerId: p, filters: { all: true } }), 400, messages.invalidRequest);
  });

  it("given an impossible or reversed date, should answer 400 'incorrect date'", async () => {
    const feb31 = { year: 2026, month: 2, day: 31 };
    expectMessage(await api.search(u.rivera, { from: feb31, to: addDays(today, 1), term: 'x', providerId: p, filters: { all: true } }), 400, 'incorrect date');
    expectMessage(await api.search(u.rivera, { from: addDays(today, -1), to: feb31, term: 'x', providerId: p, filters: { all: true } }), 400, 'incorrect date');
    expectMessage(await api.search(u.rivera, { from: today, to: addDays(today, -1), term: 'x', providerId: p, filters: { all: true } }), 400, 'incorrect date');
    expectMessage(await api.search(u.rivera, { from: { year: 2026, month: 13, day: 1 }, to: today, term: 'x', providerId: p, filters: { all: true } }), 400, 'incorrect date');
  });

  it('given a range over two years, should answer 400 searchRangeTooLong; two years exactly is allowed', async () => {
    const from = { year: 2024, month: 1, day: 1 };
    expectMessage(
      await api.search(u.rivera, { from, to: { year: 2026, month: 1, day: 1 }, term: 'x', providerId: p, filters: { all: true } }),
      400,
      messages.searchRangeTooLong,
    );
    // 2024-01-01 to 2025-12-31: 731 days with both ends.
    const res = await api.search(u.rivera, { from, to: { year: 2025, month: 12, day: 31 }, term: 'x', providerId: p, filters: { all: true } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
