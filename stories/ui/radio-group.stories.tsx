import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from '../../ui/radio-group/radio-group';

const places = [
  { value: 'video', label: 'Video', description: 'A link is sent before the start.' },
  { value: 'office', label: 'Office' },
  { value: 'phone', label: 'Phone' },
  { value: 'other', label: 'Other', description: 'Describe it in the notes.' },
] as const;
type Place = (typeof places)[number]['value'];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup<Place>,
  args: { label: 'Where', options: places, value: 'office', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<Place | null>(args.value);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup<Place>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Native radios: one Tab stop on the chosen one, arrows move and choose, a tap on the text chooses. */
export const KeyboardAndMouse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Where' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Office' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('phone');
    await userEvent.click(canvas.getByText('Video'));
    await expect(canvas.getByRole('radio', { name: 'Video' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Video' })).toHaveAccessibleDescription('A link is sent before the start.');
  },
};
