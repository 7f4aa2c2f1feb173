import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../domain/brand';
import { publicUrlOf } from '../../../server/outbound/public-url';
import { secureMailNotice, secureMailNoticeWording } from '../../../server/outbound/secure-mail-notice';

/** What is left of a text once the fixed wording and the link are taken out: should be only white space. */
function leftoverOf(text: string, link: string): string {
  let rest = text.split(link).join(' ');
  for (const sentence of Object.values(secureMailNoticeWording)) rest = rest.split(sentence).join(' ');
  return rest.trim();
}

const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'");

describe('secureMailNotice', () => {
  it('given a public URL, should link to its inbox and say only that a secure message is waiting', () => {
    const notice = secureMailNotice('https://meadow.example.org');
    const link = 'https://meadow.example.org/emails/inbox';
    expect(notice.subject).toBe(secureMailNoticeWording.subject);
    expect(notice.subject).toContain(PRODUCT_NAME);
    expect(notice.text).toContain(link);
    expect(notice.html).toContain(`<a href="${link}">`);
    // The notice takes no part of the message, so all it can hold is its own wording and the link.
    expect(leftoverOf(notice.text, link)).toBe('');
    expect(leftoverOf(stripTags(notice.html), link)).toBe('');
  });

  it('given a URL with a trailing slash, should not double it', () => {
    expect(secureMailNotice('http://localhost:3000/').text).toContain('http://localhost:3000/emails/inbox\n');
  });

  it('given a URL with characters HTML treats specially, should escape them in the HTML part', () => {
    const { html } = secureMailNotice('https://host.example/a&b"');
    expect(html).toContain('href="https://host.example/a&amp;b&quot;/emails/inbox"');
    expect(html).not.toContain('a&b"');
  });
});

describe('publicUrlOf', () => {
  it('given PUBLIC_URL, should use it without a trailing slash', () => {
    expect(publicUrlOf({ publicUrl: 'https://meadow.example.org/', port: 3000 })).toBe('https://meadow.example.org');
  });

  it('given no PUBLIC_URL, should fall back to this server on localhost', () => {
    expect(publicUrlOf({ publicUrl: undefined, port: 4123 })).toBe('http://localhost:4123');
  });
});
