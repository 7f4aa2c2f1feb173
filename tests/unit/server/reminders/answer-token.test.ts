import { describe, expect, it } from 'vitest';
import { REMINDER_ANSWER_TOKEN } from '../../../../domain/contract/reminder-answer';
import { readAnswerLink, recipientOfKey, signAnswerLink, type AnswerLink } from '../../../../server/reminders/answer-token';
import { answerUrlOf } from '../../../../server/reminders/answer-url';

const KEY = 'k'.repeat(43);
const link: AnswerLink = { appointmentId: 2_147_483_647, startsAt: 1_900_000_000, recipient: { kind: 'p', id: 12 } };

describe('reminder answer token', () => {
  it('given a link, when signed and read with the same key, should give the same link back in 34 URL-safe characters', () => {
    const token = signAnswerLink(KEY, link);
    expect(token).toMatch(REMINDER_ANSWER_TOKEN);
    expect(readAnswerLink(KEY, token)).toEqual(link);
  });

  it('given any one character altered, should read nothing', () => {
    const token = signAnswerLink(KEY, link);
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === 'A' ? 'B' : 'A';
      expect(readAnswerLink(KEY, `${token.slice(0, i)}${c}${token.slice(i + 1)}`)).toBeNull();
    }
  });

  it('given another key, a cut or padded token, or another spelling of the same bytes, should read nothing', () => {
    const token = signAnswerLink(KEY, link);
    expect(readAnswerLink('another key', token)).toBeNull();
    expect(readAnswerLink(KEY, token.slice(0, -1))).toBeNull();
    expect(readAnswerLink(KEY, `${token}A`)).toBeNull();
    expect(readAnswerLink(KEY, `${token}=`)).toBeNull();
    // The last character carries 2 unused bits: flipping them must not make a second valid spelling.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(readAnswerLink(KEY, `${token.slice(0, -1)}${sibling}`)).toBeNull();
  });

  it('given a reminder recipient key, should name the recipient, and nothing for another shape', () => {
    expect(recipientOfKey('c:12')).toEqual({ kind: 'c', id: 12 });
    expect(recipientOfKey('u:7')).toEqual({ kind: 'u', id: 7 });
    expect(recipientOfKey('x:7')).toBeNull();
    expect(recipientOfKey('c:99999999999')).toBeNull();
  });

  it('given the public URL, should make the short /r/ link the SMS carries', () => {
    const url = answerUrlOf(KEY, 'https://meadow.example/', 5, 1_900_000_000, 'c:3');
    expect(url).toMatch(/^https:\/\/meadow\.example\/r\/[A-Za-z0-9_-]{34}$/);
    expect(readAnswerLink(KEY, url!.slice(-34))).toEqual({ appointmentId: 5, startsAt: 1_900_000_000, recipient: { kind: 'c', id: 3 } });
  });
});
