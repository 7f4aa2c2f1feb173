import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../../ui/text-field/text-field';

const meta = {
  title: 'UI/TextField/States',
  component: TextField,
  args: { label: 'First name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'e.g. Robin' } };
export const Filled: Story = { args: { defaultValue: 'Robin' } };
export const WithHint: Story = { args: { hint: 'As on the insurance card.' } };
export const WithError: Story = { args: { defaultValue: 'R', error: 'Enter at least 2 letters.' } };
export const HiddenLabel: Story = { args: { label: 'Search', hideLabel: true, type: 'search', placeholder: 'Search' } };
export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'secret', autoComplete: 'current-password' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Robin' } };
