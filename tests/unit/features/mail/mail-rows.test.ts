import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../../../domain/messages';
import { mailRowView } from '../../../../features/mail/components/mail-rows';
import { listTime } from '../../../../features/mail/components/mail-time';
import { mailEntry } from '../../mail-entry-fixture';

describe('mail list rows', () => {
  it('should show the sender of received mail, bold while unread, opening the detail of its list', () => {
    expect(mailRowView(mailEntry(5), { box: 4, folderId: 0 })).toMatchObject({ who: 'Alex Morgan', unread: true, href: '/emails/unread/5' });
    expect(mailRowView(mailEntry(5, { boxCode: 5, folderId: 3 }), { box: 5, folderId: 3 }).href).toBe('/emails/custom/5');
  });

  it('should show the recipients in Sent and Draft, and open a draft in compose', () => {
    const draft = mailRowView(mailEntry(7, { boxCode: 0, to: '', sub: ' ' }), { box: 0, folderId: 0 });
    expect(draft).toMatchObject({ who: mailTexts.nobody, subject: mailTexts.noSubject, unread: false, href: '/compose-email?mode=draft&id=7' });
    expect(mailRowView(mailEntry(8, { boxCode: 2, readStatus: 0 }), { box: 2, folderId: 0 })).toMatchObject({ who: 'Ana Rivera', unread: false });
  });

  it("should show today's time, this year's date, or an older MM-DD-YYYY in the viewer's zone", () => {
    const now = new Date('2026-11-23T20:00:00Z');
    expect(listTime('2026-11-23T15:04:00Z', 'America/New_York', now, 'h23')).toBe('10:04');
    expect(listTime('2026-11-23T19:04:00Z', 'America/New_York', now, 'h23')).toBe('14:04');
    expect(listTime('2026-11-23T19:04:00Z', 'America/New_York', now, 'h12')).toBe('2:04 PM');
    expect(listTime('2026-03-02T15:04:00Z', 'America/New_York', now)).toBe('Mar 2');
    expect(listTime('2025-12-31T15:04:00Z', 'America/New_York', now)).toBe('12-31-2025');
  });
});
