import { describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { MAIL_BODY_MAX, MAIL_FOLDER_NAME_MAX, MAIL_RECIPIENTS_MAX, MAIL_SUBJECT_MAX } from '../../../../domain/contract/mail';
import { canDeleteForGood, canMoveTo, homeBox, plainPreview } from '../../../../domain/mail/mailbox';
import { messages } from '../../../../domain/messages';

const entry = (box: (typeof MAIL_BOX)[keyof typeof MAIL_BOX], trashedFrom: (typeof MAIL_BOX)[keyof typeof MAIL_BOX] | null = null) => ({ box, trashedFrom });

describe('mailbox moves', () => {
  it('given received mail, should move to a folder, the inbox or Trash', () => {
    for (const box of [MAIL_BOX.inbox, MAIL_BOX.custom]) {
      expect(canMoveTo(entry(box), MAIL_BOX.custom)).toBe(true);
      expect(canMoveTo(entry(box), MAIL_BOX.inbox)).toBe(true);
      expect(canMoveTo(entry(box), MAIL_BOX.trash)).toBe(true);
    }
  });

  it('given a sent mail or a draft, should only go to Trash, never become received mail', () => {
    for (const box of [MAIL_BOX.sent, MAIL_BOX.draft]) {
      expect(canMoveTo(entry(box), MAIL_BOX.trash)).toBe(true);
      expect(canMoveTo(entry(box), MAIL_BOX.inbox)).toBe(false);
      expect(canMoveTo(entry(box), MAIL_BOX.custom)).toBe(false);
    }
  });

  it('given mail in Trash, should not trash it twice, and move out only what was received', () => {
    expect(canMoveTo(entry(MAIL_BOX.trash, MAIL_BOX.inbox), MAIL_BOX.trash)).toBe(false);
    expect(canMoveTo(entry(MAIL_BOX.trash, MAIL_BOX.custom), MAIL_BOX.inbox)).toBe(true);
    expect(canMoveTo(entry(MAIL_BOX.trash, MAIL_BOX.sent), MAIL_BOX.inbox)).toBe(false);
    expect(homeBox(entry(MAIL_BOX.trash, MAIL_BOX.sent))).toBe(MAIL_BOX.sent);
    expect(homeBox(entry(MAIL_BOX.trash, null))).toBe(MAIL_BOX.inbox);
  });

  it('should delete for good only from Trash', () => {
    expect(canDeleteForGood(entry(MAIL_BOX.trash, MAIL_BOX.inbox))).toBe(true);
    for (const box of [MAIL_BOX.inbox, MAIL_BOX.sent, MAIL_BOX.draft, MAIL_BOX.custom]) expect(canDeleteForGood(entry(box))).toBe(false);
  });
});

describe('plainPreview', () => {
  it('given formatted HTML, should give one line of words with blocks apart and entities decoded', () => {
    expect(plainPreview('<p>Hello <b>Ana</b></p><ul><li>one</li><li>two</li></ul>')).toBe('Hello Ana one two');
    expect(plainPreview('<p>Fish &amp; chips &lt;3&nbsp;&#233;t&#xE9;</p>')).toBe('Fish & chips <3 été');
    expect(plainPreview('<style>p{}</style><p>x</p>')).toBe('x');
  });

  it('given a long body, should cut it with an ellipsis at the limit', () => {
    const text = plainPreview(`<p>${'word '.repeat(100)}</p>`, 20);
    expect(text.length).toBeLessThanOrEqual(20);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('mail limits and their messages', () => {
  it('should quote the same numbers the contract enforces', () => {
    expect(messages.mailRecipientsTooMany).toContain(String(MAIL_RECIPIENTS_MAX));
    expect(messages.mailSubjectTooLong).toContain(String(MAIL_SUBJECT_MAX));
    expect(messages.mailBodyTooLong).toContain(MAIL_BODY_MAX.toLocaleString('en-US'));
    expect(messages.folderNameTooLong).toContain(String(MAIL_FOLDER_NAME_MAX));
  });
});
