/**
 * Unicode's bidirectional controls (issue 30 item 3): the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E,
 * U+200F and U+061C. Invisible, they reorder the characters around them:
 * 'invoice\u202Efdp.exe.txt' reads 'invoicetxt.exe.pdf'. Names lose them;
 * text shows each as a visible mark, so nothing reads other than it is.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** What a bidirectional control in text is shown as: U+FFFD, the replacement character ('�'). */
export const BIDI_CONTROL_SHOWN = '\ufffd';

export const hasBidiControl = (text: string): boolean => new RegExp(BIDI_CONTROLS.source).test(text);

/** A name (a file's, a person's) without its bidirectional controls. */
export const withoutBidiControls = (name: string): string => name.replace(BIDI_CONTROLS, '');

/** Text with each bidirectional control replaced by a visible mark: it can no longer reorder what surrounds it. */
export const bidiControlsShown = (text: string): string => text.replace(BIDI_CONTROLS, BIDI_CONTROL_SHOWN);
