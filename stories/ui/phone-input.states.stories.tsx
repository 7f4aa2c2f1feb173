import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhoneInput } from '../../ui/phone-input/phone-input';

const meta = {
  title: 'UI/PhoneInput/States',
  component: PhoneInput,
  args: { label: 'Phone', value: '', onValueChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partial: Story = { args: { value: '212-55' } };
export const Filled: Story = { args: { value: '212-555-0101' } };
export const WithHint: Story = { args: { value: '212-555-0101', hint: 'Ten digits, no leading zero.' } };
export const WithError: Story = { args: { value: '212-555', error: 'Enter a valid phone number.' } };
export const Disabled: Story = { args: { value: '212-555-0101', disabled: true } };
