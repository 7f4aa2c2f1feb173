import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from '../../ui/rich-text-editor/rich-text-editor';
import { editorLabels } from './rich-text-editor-fixtures';

/** Holds the HTML, as a compose screen would. */
function ControlledEditor(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RichTextEditor
      {...args}
      value={value}
      onChange={(html) => {
        setValue(html);
        args.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Message',
    labels: editorLabels,
    placeholder: 'Write your message',
    value: '',
    onChange: fn(),
  },
  render: (args) => <ControlledEditor {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Ctrl+B bolds the selection and presses Bold; from the text, Shift+Tab reaches the toolbar, whose arrows move focus. */
export const FormatFromTheKeyboard: Story = {
  args: { value: 'Hello there' },
  play: async ({ canvas, userEvent, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(editor);
    const all = document.createRange();
    all.selectNodeContents(editor);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(all);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(args.onChange).toHaveBeenLastCalledWith('<b>Hello there</b>');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
  },
};

/** A caller inserts a signature through the ref: at the caret, or at the end when the editor has none. */
export const InsertSignature: Story = {
  args: { value: '<p>Hello Alice,</p><p>Thank you for the form.</p>' },
  render: function Render(args) {
    const editor = useRef<RichTextEditorHandle>(null);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <ControlledEditor {...args} ref={editor} />
        <Button variant="secondary" onClick={() => editor.current?.insertHtml('<p>Dr. Sam Rivera<br>Meadow Counselling</p>')}>
          Insert signature
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert signature' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Hello Alice,</p><p>Thank you for the form.</p><p>Dr. Sam Rivera<br>Meadow Counselling</p>');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  },
};
