import { render } from '@testing-library/react';
import axe from 'axe-core';
import { createRef, useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { isEmptyHtml } from '../../ui/rich-text-editor/editor-html';
import { shortcutFormat } from '../../ui/rich-text-editor/rich-text-formats';
import { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from '../../ui/rich-text-editor/rich-text-editor';
import { nextIndex } from '../../ui/segmented-choice/segmented-choice-state';
import { lightTheme } from '../../ui/theme';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

const labels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
};

type SetupProps = Partial<Omit<RichTextEditorProps, 'onChange' | 'ref'>>;

function setup({ value: initial = '', ...props }: SetupProps = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const handle = createRef<RichTextEditorHandle>();
  /** Echoes onChange back into `value`, as a screen would; Replace stands for a caller changing the body. */
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <RichTextEditor
          ref={handle}
          label="Message"
          labels={labels}
          placeholder="Write your message"
          {...props}
          value={value}
          onChange={(html) => {
            setValue(html);
            onChange(html);
          }}
        />
        <button type="button" onClick={() => setValue('<p>Replaced by the caller</p>')}>
          Replace
        </button>
      </>
    );
  }
  render(<Harness />);
  const editor = page.getByRole('textbox', { name: 'Message' });
  const editorElement = () => editor.element() as HTMLElement;
  const tool = (name: string) => page.getByRole('button', { name, exact: true });
  const lastHtml = () => onChange.mock.lastCall?.[0] ?? '';
  return { editor, editorElement, tool, onChange, lastHtml, handle };
}

function selectAllIn(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

/** A paste as the browser would dispatch it, with both HTML and text on the clipboard. */
function paste(target: HTMLElement, html: string, text: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('rich text helpers', () => {
  test('given the keys of a horizontal toolbar when pressed should move with wrapping, and jump with Home and End', () => {
    expect(nextIndex('ArrowRight', 4, 5, 'horizontal')).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 5, 'horizontal')).toBe(4);
    expect(nextIndex('Home', 3, 5, 'horizontal')).toBe(0);
    expect(nextIndex('End', 1, 5, 'horizontal')).toBe(4);
    expect(nextIndex('ArrowDown', 1, 5, 'horizontal')).toBeNull();
    expect(nextIndex('ArrowRight', 0, 0, 'horizontal')).toBeNull();
  });

  test('given Chrome leftovers, lists and text when tested for emptiness should see only text, lists and images', () => {
    for (const html of ['', '<br>', '<div><br></div>', '<p>&nbsp;</p>', ' \n ']) expect(isEmptyHtml(html)).toBe(true);
    for (const html of ['a', '<b>x</b>', '<ul><li><br></li></ul>', '<img src="x.png" alt="">']) expect(isEmptyHtml(html)).toBe(false);
  });

  test('given Ctrl or Cmd with B, I or U when pressed should be a shortcut, and with Alt or Shift should not', () => {
    const key = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(shortcutFormat({ ...key, key: 'b', ctrlKey: true })).toBe('bold');
    expect(shortcutFormat({ ...key, key: 'I', metaKey: true })).toBe('italic');
    expect(shortcutFormat({ ...key, key: 'u', ctrlKey: true })).toBe('underline');
    expect(shortcutFormat({ ...key, key: 'b' })).toBeNull();
    expect(shortcutFormat({ ...key, key: 'b', ctrlKey: true, shiftKey: true })).toBeNull();
    expect(shortcutFormat({ ...key, key: 'x', ctrlKey: true })).toBeNull();
  });
});

describe('RichTextEditor', () => {
  test('given labels when rendered should be a named multi-line textbox under a named toolbar of unpressed toggle buttons with one Tab stop', async () => {
    const { editor, tool } = setup();
    await expect.element(editor).toHaveAttribute('aria-multiline', 'true');
    await expect.element(editor).toHaveAttribute('contenteditable', 'true');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await expect.element(toolbar).toHaveAttribute('aria-controls', editor.element().id);
    for (const name of Object.values(labels).slice(1)) {
      await expect.element(tool(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(toolbar.element().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await expect.element(tool('Bold')).toHaveAttribute('tabindex', '0');
  });

  test('given labelledBy when rendered should be named by that element', async () => {
    render(
      <>
        <span id="body-label">Body</span>
        <RichTextEditor labelledBy="body-label" labels={labels} value="" onChange={() => {}} />
      </>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
  });

  test('given the toolbar when arrows, Home and End are pressed should move focus with wrapping and keep one Tab stop', async () => {
    const { tool } = setup();
    (tool('Bold').element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tool('Italic')).toHaveFocus();
    await expect.element(tool('Italic')).toHaveAttribute('tabindex', '0');
    await expect.element(tool('Bold')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    await expect.element(tool('Numbered list')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tool('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tool('Numbered list')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tool('Bold')).toHaveFocus();
  });

  test('given an empty editor when rendered should show the placeholder, and once typed into should hide it and report the HTML', async () => {
    const { editor, editorElement, onChange } = setup();
    await expect.element(editor).toHaveAttribute('aria-placeholder', 'Write your message');
    expect(getComputedStyle(editorElement(), '::before').content).toBe('"Write your message"');
    await editor.click();
    await userEvent.keyboard('Hello');
    expect(onChange).toHaveBeenLastCalledWith('Hello');
    expect(editorElement().hasAttribute('data-empty')).toBe(false);
    expect(getComputedStyle(editorElement(), '::before').content).toBe('none');
  });

  test('given typing while the caller echoes every change when more is typed should keep the caret where it was (no rewrite)', async () => {
    const { editor, lastHtml } = setup();
    await editor.click();
    await userEvent.keyboard('one two');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}X');
    expect(lastHtml()).toBe('one Xtwo');
  });

  test('given Ctrl+B, Ctrl+I and Ctrl+U when typing should format the next text and press the matching buttons', async () => {
    const { editor, tool, lastHtml } = setup();
    await editor.click();
    await userEvent.keyboard('plain ');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect.element(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Control>}i{/Control}{Control>}u{/Control}');
    await userEvent.keyboard('strong');
    expect(lastHtml()).toMatch(/^plain <(b|i|u)>.*strong.*<\/(b|i|u)>$/);
    expect(lastHtml()).toContain('<b>');
    expect(lastHtml()).toContain('<i>');
    expect(lastHtml()).toContain('<u>');
    await expect.element(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(tool('Underline')).toHaveAttribute('aria-pressed', 'true');
  });

  test('given selected text when Bold is clicked should bold it, press Bold and leave focus in the editor', async () => {
    const { editor, editorElement, tool, lastHtml } = setup({ value: 'Make this bold' });
    await editor.click();
    selectAllIn(editorElement());
    await tool('Bold').click();
    expect(lastHtml()).toBe('<b>Make this bold</b>');
    await expect.element(editor).toHaveFocus();
    await expect.element(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await tool('Bold').click();
    expect(lastHtml()).toBe('Make this bold');
    await expect.element(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  test('given a selection when a toolbar button is pressed from the keyboard should format the selection and keep focus on the button', async () => {
    const { editor, editorElement, tool, lastHtml } = setup({ value: 'Slanted words' });
    await editor.click();
    selectAllIn(editorElement());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(tool('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(lastHtml()).toBe('<i>Slanted words</i>');
    await expect.element(tool('Italic')).toHaveFocus();
    await expect.element(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
  });

  test('given a line when the list buttons are clicked should make it a bulleted, then a numbered list', async () => {
    const { editor, tool, lastHtml } = setup();
    await editor.click();
    await userEvent.keyboard('First item');
    await tool('Bulleted list').click();
    expect(lastHtml()).toMatch(/^<ul><li>First item<\/li><\/ul>$/);
    await expect.element(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await tool('Numbered list').click();
    expect(lastHtml()).toMatch(/^<ol><li>First item<\/li><\/ol>$/);
    await expect.element(tool('Numbered list')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
  });

  test('given the caret moving into and out of bold text when focus is in the editor should follow with Bold\'s aria-pressed', async () => {
    const { editor, tool } = setup({ value: '<b>Strong</b> plain' });
    await editor.click();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect.element(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowRight}');
    await expect.element(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
  });

  test('given HTML dragged in from elsewhere when dropped should insert its plain text only', async () => {
    const { editor, editorElement, lastHtml } = setup({ value: 'Start' });
    await editor.click();
    const box = editorElement().getBoundingClientRect();
    const data = new DataTransfer();
    data.setData('text/html', '<a href="https://example.invalid">Link</a>');
    data.setData('text/plain', 'Link');
    editorElement().dispatchEvent(
      new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, clientX: box.right - 8, clientY: box.top + 20 }),
    );
    expect(lastHtml()).toContain('Link');
    expect(editorElement().querySelector('a')).toBeNull();
  });

  test('given HTML on the clipboard when pasted should insert its plain text only', async () => {
    const { editor, editorElement, lastHtml } = setup();
    await editor.click();
    paste(editorElement(), '<b style="color:red">Loud</b><script>alert(1)</script><img src="x" onerror="alert(1)">', 'Loud');
    expect(lastHtml()).toBe('Loud');
    expect(editorElement().querySelector('b, script, img')).toBeNull();
  });

  test('given a caller that replaces the value when it does should show the new content', async () => {
    const { editor, editorElement, onChange } = setup({ value: 'Draft' });
    await editor.click();
    await page.getByRole('button', { name: 'Replace' }).click();
    expect(editorElement().innerHTML).toBe('<p>Replaced by the caller</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('given content replaced by the caller when insertHtml is called should append at the end, not where the old caret was', async () => {
    const { editor, handle, lastHtml } = setup({ value: 'Draft' });
    await editor.click();
    await page.getByRole('button', { name: 'Replace' }).click();
    handle.current?.insertHtml('<p>Signature</p>');
    expect(lastHtml()).toBe('<p>Replaced by the caller</p><p>Signature</p>');
  });

  test('given no selection in the editor when insertHtml is called should append at the end and report the HTML', async () => {
    const { handle, lastHtml, editor } = setup({ value: '<p>Hello</p>' });
    handle.current?.insertHtml('<p>-- <br>Dr Rivera</p>');
    expect(lastHtml()).toBe('<p>Hello</p><p>-- <br>Dr Rivera</p>');
    await expect.element(editor).toHaveFocus();
  });

  test('given a caret in the text when insertHtml is called after focus left should insert at that caret', async () => {
    const { handle, editor, lastHtml } = setup();
    await editor.click();
    await userEvent.keyboard('Before after');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await page.getByRole('button', { name: 'Replace' }).element().focus();
    handle.current?.insertHtml('<b>[sig]</b> ');
    // Chrome keeps the spaces around inserted markup visible as &nbsp;.
    expect(lastHtml().replaceAll('&nbsp;', ' ')).toBe('Before <b>[sig]</b> after');
  });

  test('given focus() on the handle when called should focus the textbox', async () => {
    const { handle, editor } = setup({ value: 'Text' });
    handle.current?.focus();
    await expect.element(editor).toHaveFocus();
  });

  test('given disabled when rendered should not be editable, say so, and disable the toolbar', async () => {
    const { editor, tool, handle, onChange } = setup({ value: 'Locked', disabled: true });
    await expect.element(editor).toHaveAttribute('aria-disabled', 'true');
    await expect.element(editor).toHaveAttribute('contenteditable', 'false');
    await expect.element(tool('Bold')).toBeDisabled();
    handle.current?.insertHtml('<p>nope</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('given a phone-sized screen when rendered should fit 390 px with 44 px toolbar buttons and the given minimum height', async () => {
    const { editorElement, tool } = setup({ minHeight: 200 });
    const bold = tool('Bold').element().getBoundingClientRect();
    expect(bold.height).toBeGreaterThanOrEqual(44);
    expect(bold.width).toBeGreaterThanOrEqual(44);
    expect(tool('Numbered list').element().getBoundingClientRect().right).toBeLessThanOrEqual(390);
    expect(editorElement().getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
  });

  test('given content, formatting and a disabled editor when checked with axe should find no serious violations', async () => {
    const { editor, tool } = setup({ value: '<p><b>Hi</b></p><ul><li>One</li></ul>' });
    await editor.click();
    await tool('Bold').click();
    render(<RichTextEditor label="Read-only" labels={labels} value="<p>Locked</p>" onChange={() => {}} disabled />);
    expect(await seriousViolations()).toEqual([]);
  });
});
