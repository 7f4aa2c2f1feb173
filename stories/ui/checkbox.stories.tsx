import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { CheckboxGroup } from '../../ui/checkbox/checkbox-group';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Send a reminder', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Clicking the label text toggles it too; Space toggles from the keyboard. */
export const LabelClickAndSpace: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send a reminder' });
    await userEvent.click(canvas.getByText('Send a reminder'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

const days = [
  { value: 'mon', label: 'Mon' },
  { value: 'tue', label: 'Tue' },
  { value: 'wed', label: 'Wed' },
  { value: 'thu', label: 'Thu' },
  { value: 'fri', label: 'Fri' },
  { value: 'sat', label: 'Sat' },
  { value: 'sun', label: 'Sun' },
] as const;
type Day = (typeof days)[number]['value'];

/** A horizontal group under a legend; the values come back in the options' order. */
export const DaysOfTheWeek: StoryObj<typeof CheckboxGroup<Day>> = {
  render: function Render() {
    const [value, setValue] = useState<Day[]>(['wed']);
    return <CheckboxGroup label="On these days" options={days} value={value} onChange={setValue} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'On these days' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fri' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mon' }));
    await expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => (box as HTMLInputElement).value)).toEqual([
      'mon',
      'wed',
      'fri',
    ]);
  },
};
