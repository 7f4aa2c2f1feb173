import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedChoice } from '../../ui/segmented-choice/segmented-choice';

const options = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;
type View = (typeof options)[number]['value'];

const meta = {
  title: 'UI/SegmentedChoice/States',
  component: SegmentedChoice<View>,
  args: { label: 'View', options, value: 'day', onChange: fn() },
} satisfies Meta<typeof SegmentedChoice<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const LastSelected: Story = { args: { value: 'month' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true, value: 'week' } };
export const TwoOptions: Story = {
  args: { options: [{ value: 'day', label: 'Day' }, { value: 'week', label: 'Week' }], value: 'week' },
};
