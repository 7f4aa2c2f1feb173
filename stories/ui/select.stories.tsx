import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from '../../ui/select/select';

const options = [
  { value: 'a', label: 'Alex Morgan' },
  { value: 'b', label: 'Blair Chen' },
  { value: 'c', label: 'Casey Diaz' },
] as const;

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Person', options, defaultValue: 'a', onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosingCallsOnValueChange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Person' });
    await userEvent.selectOptions(select, 'b');
    await expect(args.onValueChange).toHaveBeenCalledWith('b');
    await expect(select).toHaveValue('b');
  },
};
