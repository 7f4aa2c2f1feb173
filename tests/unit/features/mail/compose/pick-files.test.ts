import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '../../../../../domain/mail/attachments';
import { sortPicked } from '../../../../../features/mail/compose/pick-files';

const file = (name: string, size = 10) => ({ name, size });

describe('picking attachments', () => {
  it('should refuse each bad file with its own reason and keep the good ones', () => {
    const sorted = sortPicked([], [file('a.pdf'), file('b.exe'), file('c.png', ATTACHMENT_MAX_BYTES + 1)]);
    expect(sorted.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(sorted.refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['b.exe', 'attachmentTypeNotAllowed'],
      ['c.png', 'attachmentTooLarge'],
    ]);
  });

  it('given a mail nearly full, should refuse only the files past the limit', () => {
    const current = Array.from({ length: ATTACHMENTS_MAX - 1 }, (_, i) => file(`kept-${i}.pdf`));
    const sorted = sortPicked(current, [file('last.pdf'), file('one-too-many.pdf')]);
    expect(sorted.accepted.map((f) => f.name)).toEqual(['last.pdf']);
    expect(sorted.refused).toEqual([{ file: file('one-too-many.pdf'), problem: 'attachmentsTooMany' }]);
  });

  it('given files too large together, should say so', () => {
    const big = ATTACHMENT_MAX_BYTES - 1;
    const sorted = sortPicked([file('a.pdf', big), file('b.pdf', big)], [file('c.pdf', big)]);
    expect(sorted.refused.map((r) => r.problem)).toEqual(['attachmentsTooLargeTogether']);
  });
});
