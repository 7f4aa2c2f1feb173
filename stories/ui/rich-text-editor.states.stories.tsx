import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RichTextEditor } from '../../ui/rich-text-editor/rich-text-editor';
import { editorLabels } from './rich-text-editor-fixtures';

const body = '<p>Hello Alice,</p><p>Before <b>Tuesday</b>, please <i>bring</i> the <u>signed</u> form and:</p><ul><li>your insurance card</li><li>a list of current medication</li></ul><ol><li>Fill in page 1</li><li>Sign page 3</li></ol>';

const meta = {
  title: 'UI/RichTextEditor/States',
  component: RichTextEditor,
  args: { label: 'Message', labels: editorLabels, placeholder: 'Write your message', value: '', onChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder shows while nothing is written. */
export const Empty: Story = {};
export const WithContent: Story = { args: { value: body } };
export const Disabled: Story = { args: { value: body, disabled: true } };
/** Named by a visible label (`labelledBy`), shorter minimum height. */
export const WithVisibleLabel: Story = {
  args: { label: undefined, labelledBy: 'reply-label', minHeight: 96 },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span id="reply-label" style={{ fontSize: 14, fontWeight: 500 }}>
        Reply
      </span>
      <RichTextEditor {...args} />
    </div>
  ),
};
