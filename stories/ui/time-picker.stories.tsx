import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TimePicker24, type TimeOfDay } from '../../ui/time-picker/time-picker';

const meta = {
  title: 'UI/TimePicker24',
  component: TimePicker24,
  args: { label: 'Start time', value: { hour: 10, minute: 0 }, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<TimeOfDay>(args.value);
    return (
      <TimePicker24
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TimePicker24>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A labelled group of two labelled parts; digits typed into a part set it. */
export const TypingDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Start time' })).toBeInTheDocument();
    const hours = canvas.getByRole('combobox', { name: 'Hours' });
    const minutes = canvas.getByRole('combobox', { name: 'Minutes' });
    hours.focus();
    await userEvent.keyboard('14');
    await expect(hours).toHaveValue('14');
    minutes.focus();
    await userEvent.keyboard('35');
    await expect(minutes).toHaveValue('35');
    await expect(args.onChange).toHaveBeenLastCalledWith({ hour: 14, minute: 35 });
  },
};
