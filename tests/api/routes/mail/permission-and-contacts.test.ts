import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { chatDetailsResponse } from '../../../../domain/contract/chat';
import { mailCheckContactResponse, mailCheckPermissionResponse, mailContactListResponse } from '../../../../domain/contract/mail';
import { messages } from '../../../../domain/messages';
import { build, expectMessage, type Login } from '../../helper';
import { addDelegate, compose, type DemoUsers, loginDemo, mailApi, mailUrls, ok, setEmailPermission } from './mail-api';

/**
 * email/checkPermission (spec 6: role 24 needs e-mail permission per
 * provider), email/checkUserContact and portalemail/getContactList (who may
 * write to whom).
 */
const t = build();
const api = mailApi(t);
let u: DemoUsers;
let p: number;
/** A delegate of dr.rivera whose permission row has no e-mail permission. */
let kit: Login;

const DENIED = "Sorry! You don't have sufficient permission to access the email functionality.";

beforeAll(async () => {
  u = await loginDemo(t);
  p = u.rivera.userId;
  kit = await addDelegate(t, 'kit.delegate', false);
});

const checkPermission = async (who: Login, providerId: number) => ok(await api.get(who, mailUrls.checkPermission(providerId)), mailCheckPermissionResponse);
const checkContact = async (who: Login, userId: number, isGroup: 0 | 1 = 0) =>
  ok(await api.get(who, mailUrls.checkUserContact(userId, isGroup)), mailCheckContactResponse).allowed;
const contacts = async (who: Login) => ok(await api.contactList(who, p), mailContactListResponse).contactList;

describe('GET email/checkPermission/{providerId}', () => {
  it('given a provider, her staff, her delegate with e-mail permission or her portal users, should answer permitted', async () => {
    for (const who of [u.rivera, u.sam, u.dana, u.alex, u.jo]) expect(await checkPermission(who, p), String(who.userId)).toEqual({ permitted: true });
  });

  it('given a provider the user may not act for, should answer not permitted with providerNotPermitted', async () => {
    const refused = { permitted: false, error: messages.providerNotPermitted };
    expect(await checkPermission(u.dana, u.chen.userId)).toEqual(refused);
    expect(await checkPermission(u.rivera, u.chen.userId)).toEqual(refused);
    expect(await checkPermission(u.alex, u.chen.userId)).toEqual(refused);
    expect(await checkPermission(u.chen, p)).toEqual(refused);
    // sam.staff: dr.chen is permitted, dr.patel listed but not permitted.
    expect(await checkPermission(u.sam, u.chen.userId)).toEqual({ permitted: true });
    const patel = (await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: u.sam.headers })).json<{
      permittedUserList: { id: number; lastName: string }[];
    }>().permittedUserList.find((x) => x.lastName === 'Patel')!;
    expect(await checkPermission(u.sam, patel.id)).toEqual(refused);
  });

  it("given a role 24 delegate without e-mail permission, should answer spec 6's refusal text", async () => {
    expect(await checkPermission(kit, p)).toEqual({ permitted: false, error: DENIED });
    expect(messages.emailPermissionDenied).toBe(DENIED);
  });

  it('without a session, should answer 401', async () => {
    expectMessage(await t.app.inject({ method: 'GET', url: mailUrls.checkPermission(p) }), 401, messages.sessionInvalid);
  });
});

describe('dana.delegate losing e-mail permission for dr.rivera', () => {
  it("should be refused with spec 6's text everywhere in that provider's mail, and drop out of the contact list, until it is back", async () => {
    const forms = await api.inboxEntryOf(u.dana, p, 'Forms for Alex');
    await setEmailPermission(t, u.dana.userId, p, false);
    try {
      expect(await checkPermission(u.dana, p)).toEqual({ permitted: false, error: DENIED });
      const d = u.dana.userId;
      for (const res of [
        await api.list(u.dana, { box: MAIL_BOX.inbox, providerId: p }),
        await api.counts(u.dana, p),
        await api.folderList(u.dana, p),
        await api.contactList(u.dana, p),
        await api.content(u.dana, forms.mailBoxId, p),
        await api.get(u.dana, mailUrls.search(d, { year: 2026, month: 1, day: 1 }, { year: 2026, month: 2, day: 1 }, 'forms', p, { all: true })),
        await api.send(u.dana, compose({ providerId: p, to: [u.alex.userId], subject: 'x' })),
        await api.read(u.dana, { providerId: p, mailBoxIds: [forms.mailBoxId], readStatus: 1 }),
        await api.move(u.dana, { providerId: p, mailBoxIds: [forms.mailBoxId], boxCode: MAIL_BOX.trash }),
      ]) {
        expectMessage(res, 403, DENIED);
      }
      expect(await checkContact(u.dana, u.alex.userId)).toBe(false);
      // Nobody may write to her in that provider's mail meanwhile.
      expect((await contacts(u.rivera)).map((c) => c.id)).not.toContain(d);
      expectMessage(await api.send(u.rivera, compose({ providerId: p, to: [d], subject: 'x' })), 403, messages.mailNotAllowed);
    } finally {
      await setEmailPermission(t, u.dana.userId, p, true);
    }
    expect(await checkPermission(u.dana, p)).toEqual({ permitted: true });
    expect((await api.listOk(u.dana, { box: MAIL_BOX.inbox, providerId: p })).map((m) => m.mailBoxId)).toContain(forms.mailBoxId);
  });
});

describe('GET portalemail/getContactList', () => {
  it("given dr.rivera, should offer her practice's people with mail (staff, the delegate with e-mail permission, portal users), not herself", async () => {
    const list = await contacts(u.rivera);
    expect(list).toEqual([
      { id: u.dana.userId, name: 'Dana Brooks', role: 24 },
      { id: u.jo.userId, name: 'Jo Lindqvist', role: 25 },
      { id: u.alex.userId, name: 'Alex Morgan', role: 22 },
      { id: u.sam.userId, name: 'Sam Okafor', role: 11 },
    ]);
    // Not the delegate without e-mail permission, nor another practice.
    expect(list.map((c) => c.id)).not.toContain(kit.userId);
    expect(list.map((c) => c.id)).not.toContain(u.chen.userId);
  });

  it('given a portal client or other person, should offer only the practice, never another client', async () => {
    expect((await contacts(u.alex)).map((c) => c.id).sort()).toEqual([u.rivera.userId, u.sam.userId, u.dana.userId].sort());
    expect((await contacts(u.jo)).map((c) => c.id).sort()).toEqual([u.rivera.userId, u.sam.userId, u.dana.userId].sort());
  });

  it('given a delegate, should offer the provider and the others, not herself', async () => {
    expect((await contacts(u.dana)).map((c) => c.id).sort()).toEqual([u.rivera.userId, u.sam.userId, u.alex.userId, u.jo.userId].sort());
  });

  it("given another user's id in the path or a provider not permitted, should refuse", async () => {
    expectMessage(await api.contactList(u.rivera, p, u.alex.userId), 403, messages.forbidden);
    expectMessage(await api.contactList(u.rivera, u.chen.userId), 403, messages.providerNotPermitted);
    expectMessage(await api.contactList(kit, p), 403, DENIED);
  });
});

describe('GET email/checkUserContact/{userId}/{isGroup}', () => {
  it('should answer whether the user may write to that user', async () => {
    expect(await checkContact(u.rivera, u.alex.userId)).toBe(true);
    expect(await checkContact(u.rivera, u.dana.userId)).toBe(true);
    expect(await checkContact(u.rivera, u.chen.userId)).toBe(false);
    expect(await checkContact(u.rivera, u.rivera.userId)).toBe(false);
    expect(await checkContact(u.rivera, kit.userId)).toBe(false);
    expect(await checkContact(u.rivera, 987_654)).toBe(false);
    expect(await checkContact(u.alex, u.rivera.userId)).toBe(true);
    expect(await checkContact(u.alex, u.sam.userId)).toBe(true);
    expect(await checkContact(u.alex, u.jo.userId)).toBe(false);
    expect(await checkContact(u.jo, u.alex.userId)).toBe(false);
    expect(await checkContact(u.dana, u.alex.userId)).toBe(true);
    expect(await checkContact(kit, u.alex.userId)).toBe(false);
    expect(await checkContact(u.chen, u.rivera.userId)).toBe(false);
    // sam.staff acts for dr.chen too: he may write in dr.chen's mail.
    expect(await checkContact(u.sam, u.chen.userId)).toBe(true);
  });

  it('given isGroup 1, should answer whether the user is a member of that chat group', async () => {
    const details = chatDetailsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/chat/message/details', headers: u.rivera.headers })).json());
    const frontDesk = details.groupDetails.find((g) => g.group_name === 'Front desk')!.id;
    expect(await checkContact(u.rivera, frontDesk, 1)).toBe(true);
    expect(await checkContact(u.sam, frontDesk, 1)).toBe(true);
    expect(await checkContact(u.alex, frontDesk, 1)).toBe(false);
    expect(await checkContact(u.chen, frontDesk, 1)).toBe(false);
  });

  it('without a session, should answer 401', async () => {
    expectMessage(await t.app.inject({ method: 'GET', url: mailUrls.checkUserContact(u.alex.userId, 0) }), 401, messages.sessionInvalid);
  });
});
