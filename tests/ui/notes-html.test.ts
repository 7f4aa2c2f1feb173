/**
 * notesHtml (features/appointments/notes-html.ts): spec 5 "Notes display
 * strips script tags and layout attributes; notes are trimmed". Runs in the
 * browser project because DOMPurify needs a real DOM.
 */
import { describe, expect, it } from 'vitest';
import { notesHtml } from '../../features/appointments/notes-html';

describe('notesHtml', () => {
  it('given empty or blank notes, should give nothing to show', () => {
    expect(notesHtml('')).toBe('');
    expect(notesHtml('   \n\t ')).toBe('');
    expect(notesHtml(null)).toBe('');
    expect(notesHtml(undefined)).toBe('');
  });

  it('given plain text, should trim it and keep it', () => {
    expect(notesHtml('  Intake follow-up \n')).toBe('Intake follow-up');
  });

  it('given a script, should drop the tag and its content', () => {
    const html = notesHtml('Hello<script>alert(1)</script> there');
    expect(html).toBe('Hello there');
    expect(notesHtml('<script>alert(1)</script>')).toBe('');
  });

  it('given layout attributes, should strip style, class, align, width and height', () => {
    const html = notesHtml(
      '<p style="width:2000px" class="wide" align="center" width="900" height="40" id="x">Room 4</p>',
    );
    expect(html).toBe('<p>Room 4</p>');
  });

  it('given event handlers and dangerous links, should strip them', () => {
    expect(notesHtml('<b onclick="steal()">Bold</b>')).toBe('<b>Bold</b>');
    expect(notesHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(notesHtml('<img src="x" onerror="alert(1)">Text')).toBe('Text');
  });

  it('given simple formatting, should keep it', () => {
    const html = notesHtml('<p><strong>Bring</strong> <em>forms</em></p><ul><li>ID</li></ul><br><a href="https://example.org">link</a>');
    expect(html).toBe('<p><strong>Bring</strong> <em>forms</em></p><ul><li>ID</li></ul><br><a href="https://example.org">link</a>');
  });

  it('given tables and styles, should keep only the text', () => {
    expect(notesHtml('<style>p{display:none}</style><table><tr><td>Cell</td></tr></table>')).toBe('Cell');
  });
});
