import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from '../../ui/checkbox/checkbox';

const meta = {
  title: 'UI/Checkbox/States',
  component: Checkbox,
  args: { label: 'Send a reminder', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = { args: { defaultChecked: true, description: 'A day before, by e-mail.' } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
export const Stacked: Story = { args: { label: 'Tue', layout: 'stacked', defaultChecked: true } };
