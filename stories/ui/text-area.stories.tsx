import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from '../../ui/text-area/text-area';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Notes', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The counter follows the typing and describes the field; maxLength stops at the limit. */
export const CountsCharacters: Story = {
  args: { maxLength: 10, showCount: true },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(field, 'Hello');
    await expect(field).toHaveAccessibleDescription('5/10');
    await userEvent.type(field, ' there, all');
    await expect(field).toHaveValue('Hello ther');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};
