import { describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { MAIL_BODY_MAX, MAIL_RECIPIENTS_MAX, MAIL_SUBJECT_MAX, mailComposeFields } from '../../../../domain/contract/mail';
import {
  addRecipient,
  checkCompose,
  composeChanged,
  composeFields,
  emptyCompose,
  isBlankHtml,
  parseComposeQuery,
  prefillCompose,
  prefixedSubject,
  quoteDate,
  quotedOriginal,
  replyRecipients,
} from '../../../../domain/mail/compose';
import { composePath } from '../../../../domain/mail/mail-routes';
import { mailComposeTexts } from '../../../../features/mail/copy';
import { mailContent } from '../../mail-entry-fixture';

const ME = 7;
const rivera = { id: 2, name: 'Maria Rivera' };
const alex = { id: ME, name: 'Alex Morgan' };
const jo = { id: 9, name: 'Jo Other' };
const sam = { id: 11, name: 'Sam Staff' };

const mail = mailContent;

describe('the compose address', () => {
  it('given nothing, should be a new mail', () => {
    expect(parseComposeQuery('')).toEqual({ mode: 'new', to: null });
  });

  it('given ?to=, should name the recipient to check', () => {
    expect(parseComposeQuery('?to=12')).toEqual({ mode: 'new', to: 12 });
    expect(parseComposeQuery('to=abc')).toEqual({ mode: 'new', to: null });
  });

  it('should read what composePath writes, for every mode', () => {
    expect(parseComposeQuery(composePath('reply', 40, 'inbox').split('?')[1]!)).toEqual({ mode: 'reply', id: 40, box: MAIL_BOX.inbox });
    expect(parseComposeQuery(composePath('replyAll', 41, 'custom').split('?')[1]!)).toEqual({ mode: 'replyAll', id: 41, box: MAIL_BOX.custom });
    expect(parseComposeQuery(composePath('forward', 42, 'sent').split('?')[1]!)).toEqual({ mode: 'forward', id: 42, box: MAIL_BOX.sent });
    expect(parseComposeQuery(composePath('draft', 43).split('?')[1]!)).toEqual({ mode: 'draft', id: 43 });
  });

  it('given a reply without a usable type, should read it from the inbox', () => {
    expect(parseComposeQuery('mode=reply&id=5')).toEqual({ mode: 'reply', id: 5, box: MAIL_BOX.inbox });
    expect(parseComposeQuery('mode=reply&id=5&type=mailboxes')).toEqual({ mode: 'reply', id: 5, box: MAIL_BOX.inbox });
  });

  it('given a broken mode or id, should start a new mail rather than fail', () => {
    expect(parseComposeQuery('mode=reply&id=0')).toEqual({ mode: 'new', to: null });
    expect(parseComposeQuery('mode=reply&id=-3')).toEqual({ mode: 'new', to: null });
    expect(parseComposeQuery('mode=delete&id=3')).toEqual({ mode: 'new', to: null });
  });
});

describe('reply and forward subjects', () => {
  it.each([
    ['Next session', 'reply', 'Re: Next session'],
    ['Re: Next session', 'reply', 'Re: Next session'],
    ['RE:Re : re: Next session', 'reply', 'Re: Next session'],
    ['Next session', 'forward', 'Fwd: Next session'],
    ['Fw: Fwd: Next session', 'forward', 'Fwd: Next session'],
    ['Re: Next session', 'forward', 'Fwd: Re: Next session'],
    ['', 'reply', 'Re:'],
  ] as const)('given %j, a %s should be %j', (subject, kind, expected) => {
    expect(prefixedSubject(subject, kind)).toBe(expected);
  });

  it('given a subject at the limit, should stay within it', () => {
    const long = 'x'.repeat(MAIL_SUBJECT_MAX);
    expect(prefixedSubject(long, 'reply')).toHaveLength(MAIL_SUBJECT_MAX);
    expect(mailComposeFields.safeParse({ ...composeFields({ ...emptyCompose, subject: prefixedSubject(long, 'reply') }, 2) }).success).toBe(true);
  });
});

describe('reply recipients', () => {
  it('given a reply, should go to the sender only', () => {
    expect(replyRecipients(mail({ recipients: [alex, jo] }), ME, false)).toEqual({ to: [rivera], cut: false });
  });

  it('given reply all, should add the other recipients but never me', () => {
    expect(replyRecipients(mail({ recipients: [alex, jo] }), ME, true)).toEqual({ to: [rivera, jo], cut: false });
  });

  it('given more people than a mail may have, should keep the first and say so', () => {
    const picked = replyRecipients(mail({ recipients: [alex, jo, sam] }), ME, true);
    expect(picked.to).toHaveLength(MAIL_RECIPIENTS_MAX);
    expect(picked).toEqual({ to: [rivera, jo], cut: true });
  });

  it('given a reply to my own sent mail, should go to its recipients', () => {
    expect(replyRecipients(mail({ sender: alex, recipients: [rivera] }), ME, false)).toEqual({ to: [rivera], cut: false });
  });

  it('given the same person twice, should name them once', () => {
    expect(replyRecipients(mail({ recipients: [rivera, alex] }), ME, true).to).toEqual([rivera]);
  });
});

describe('the quote', () => {
  it("should date it MM-DD-YYYY in the viewer's own zone", () => {
    expect(quoteDate('2026-06-01T19:30:00.000Z', 'America/New_York')).toBe('06-01-2026 at 3:30 PM');
    expect(quoteDate('2026-06-01T19:30:00.000Z', 'Europe/Berlin')).toBe('06-01-2026 at 9:30 PM');
    expect(quoteDate('2026-06-01T22:30:00.000Z', 'Europe/Berlin')).toBe('06-02-2026 at 12:30 AM');
    // The reader's clock decides (issue 27 item 12).
    expect(quoteDate('2026-06-01T19:30:00.000Z', 'Europe/Berlin', 'h23')).toBe('06-01-2026 at 21:30');
    expect(quoteDate('2026-06-01T22:30:00.000Z', 'Europe/Berlin', 'h23')).toBe('06-02-2026 at 00:30');
  });

  it('should leave a line to type on above "On {date}, {name} wrote:" and the original', () => {
    const html = quotedOriginal(mail(), '<p>See you</p>', 'America/New_York');
    expect(html).toBe('<p><br></p><p>On 06-01-2026 at 3:30 PM, Maria Rivera wrote:</p><blockquote><p>See you</p></blockquote>');
  });

  it("should escape the sender's name", () => {
    expect(quotedOriginal(mail({ sender: { id: 2, name: 'A <b>&' } }), '', 'UTC')).toContain('A &lt;b&gt;&amp; wrote:');
  });
});

describe('prefills', () => {
  const zone = 'America/New_York';

  it('given a reply, should prefill the sender, Re: and the quote, and keep no files', () => {
    const { values, recipientsCut } = prefillCompose('reply', mail(), ME, '<p>safe</p>', zone);
    expect(values).toEqual({
      to: [rivera],
      subject: 'Re: Next session',
      body: '<p><br></p><p>On 06-01-2026 at 3:30 PM, Maria Rivera wrote:</p><blockquote><p>safe</p></blockquote>',
      kept: [],
      draftId: null,
    });
    expect(recipientsCut).toBe(false);
  });

  it('given a forward, should keep the attachments and leave To empty', () => {
    const { values } = prefillCompose('forward', mail(), ME, '<p>safe</p>', zone);
    expect(values.to).toEqual([]);
    expect(values.subject).toBe('Fwd: Next session');
    expect(values.kept.map((a) => a.id)).toEqual([81]);
    expect(composeFields(values, 2).keepAttachmentIds).toEqual([81]);
  });

  it('given a draft, should reopen it as it was, with its id', () => {
    const draft = mail({ boxCode: MAIL_BOX.draft, mailBoxId: 55, sender: alex, recipients: [rivera], sub: 'Half done' });
    const { values } = prefillCompose('draft', draft, ME, '<p>safe</p>', zone);
    expect(values).toEqual({ to: [rivera], subject: 'Half done', body: '<p>safe</p>', kept: draft.attachments, draftId: 55 });
  });

  it('given reply all to a crowd, should report the cut', () => {
    expect(prefillCompose('replyAll', mail({ recipients: [alex, jo, sam] }), ME, '', zone).recipientsCut).toBe(true);
  });
});

describe('adding a recipient', () => {
  it('should add once, and refuse a third with the spec text', () => {
    const one = addRecipient([], rivera);
    expect(one).toEqual({ ok: true, to: [rivera] });
    expect(addRecipient([rivera], rivera)).toEqual({ ok: true, to: [rivera] });
    expect(addRecipient([rivera, jo], sam)).toEqual({ ok: false, error: 'mailRecipientsTooMany' });
  });
});

describe('checks before a send or a draft save', () => {
  const base = { to: [2], subject: 'Hello', body: '<p>Hi</p>', attachments: [] };

  it('given a complete mail, should pass both', () => {
    expect(checkCompose(base, 'send')).toBeNull();
    expect(checkCompose(base, 'draft')).toBeNull();
  });

  it('given no recipient, should refuse a send but not a draft', () => {
    expect(checkCompose({ ...base, to: [] }, 'send')).toBe('mailRecipientRequired');
    expect(checkCompose({ ...base, to: [] }, 'draft')).toBeNull();
  });

  it('given neither subject, message nor file, should refuse a send as empty (an emptied editor counts as empty)', () => {
    expect(checkCompose({ ...base, subject: '  ', body: '<p><br></p>' }, 'send')).toBe('mailEmpty');
    expect(checkCompose({ ...base, subject: '', body: '', attachments: [{ name: 'a.pdf', size: 3 }] }, 'send')).toBeNull();
  });

  it('should refuse what the server refuses', () => {
    expect(checkCompose({ ...base, to: [1, 2, 3] }, 'draft')).toBe('mailRecipientsTooMany');
    expect(checkCompose({ ...base, subject: 'x'.repeat(MAIL_SUBJECT_MAX + 1) }, 'send')).toBe('mailSubjectTooLong');
    expect(checkCompose({ ...base, body: 'x'.repeat(MAIL_BODY_MAX + 1) }, 'send')).toBe('mailBodyTooLong');
    expect(checkCompose({ ...base, attachments: [{ name: 'run.exe', size: 3 }] }, 'send')).toBe('attachmentTypeNotAllowed');
  });
});

describe('the mail field', () => {
  it('should be what the contract accepts: ids, a trimmed subject, an empty body for an emptied editor', () => {
    const fields = composeFields({ to: [rivera], subject: '  Hello ', body: '<div><br></div>', kept: mail().attachments, draftId: 55 }, 2);
    expect(fields).toEqual({ providerId: 2, to: [2], subject: 'Hello', body: '', draftId: 55, keepAttachmentIds: [81] });
    expect(mailComposeFields.parse(fields)).toMatchObject(fields);
  });
});

describe('unsaved changes', () => {
  const saved = { ...emptyCompose, to: [rivera], subject: 'Re: x', body: '<p>q</p>' };

  it('given the form as loaded, should have nothing to lose', () => {
    expect(composeChanged({ ...saved }, saved, 0)).toBe(false);
    expect(composeChanged({ ...saved, subject: 'Re: x ' }, saved, 0)).toBe(false);
  });

  it('given any edit or a new file, should have something to lose', () => {
    expect(composeChanged({ ...saved, body: '<p>q!</p>' }, saved, 0)).toBe(true);
    expect(composeChanged({ ...saved, to: [] }, saved, 0)).toBe(true);
    expect(composeChanged({ ...saved, kept: mail().attachments }, saved, 0)).toBe(true);
    expect(composeChanged(saved, saved, 1)).toBe(true);
  });

  it('given an editor emptied again, should equal an empty one', () => {
    expect(composeChanged({ ...emptyCompose, body: '<br>' }, emptyCompose, 0)).toBe(false);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<ul><li></li></ul>')).toBe(false);
  });
});

describe('the texts', () => {
  it('should say the same limit as the contract', () => {
    expect(mailComposeTexts.toHint).toContain(String(MAIL_RECIPIENTS_MAX));
  });
});
