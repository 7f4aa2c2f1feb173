import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SegmentedChoice } from '../../ui/segmented-choice/segmented-choice';

const views = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;
type View = (typeof views)[number]['value'];

const meta = {
  title: 'UI/SegmentedChoice',
  component: SegmentedChoice<View>,
  args: { label: 'View', options: views, value: 'day', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<View>(args.value);
    return (
      <SegmentedChoice
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SegmentedChoice<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One Tab stop; arrows move and select (wrapping), Home/End jump; clicks select. */
export const KeyboardAndMouse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'View' });
    await expect(group).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Week' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('week');
    await expect(canvas.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
  },
};
