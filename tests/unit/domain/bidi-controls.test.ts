import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIDI_CONTROL_SHOWN, bidiControlsShown, hasBidiControl, withoutBidiControls } from '../../../domain/bidi-controls';
import { cleanAttachmentName } from '../../../domain/mail/attachments';

/** Every bidirectional control of issue 30 item 3. */
const CONTROLS = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const control = fc.constantFrom(...CONTROLS);
/** Text of ordinary characters (any script, emoji) with bidirectional controls mixed in. */
const mixed = fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), control)).map((parts) => parts.join(''));
const visibleOf = (text: string) => [...text].filter((c) => !CONTROLS.includes(c)).join('');

describe('bidirectional controls', () => {
  it('given the spoofed name of the issue, should read as what it is', () => {
    expect(withoutBidiControls('invoice\u202Efdp.exe.txt')).toBe('invoicefdp.exe.txt');
    expect(cleanAttachmentName('invoice\u202Efdp.exe.txt')).toBe('invoicefdp.exe.txt');
    expect(cleanAttachmentName('\u202E\u2066')).toBeNull();
  });

  it('given any text, should leave no control in a name and keep every visible character in order', () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const name = withoutBidiControls(text);
        expect(hasBidiControl(name)).toBe(false);
        expect(name).toBe(visibleOf(text));
      }),
    );
  });

  it('given any text, should show each control as a visible mark and change nothing else', () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const shown = bidiControlsShown(text);
        expect(hasBidiControl(shown)).toBe(false);
        expect([...shown].length).toBe([...text].length);
        expect(shown.replaceAll(BIDI_CONTROL_SHOWN, '')).toBe(visibleOf(text).replaceAll(BIDI_CONTROL_SHOWN, ''));
      }),
    );
  });

  it('given any attachment name, should keep no control', () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const name = cleanAttachmentName(`${text}.pdf`);
        if (name !== null) expect(hasBidiControl(name)).toBe(false);
      }),
    );
  });
});
