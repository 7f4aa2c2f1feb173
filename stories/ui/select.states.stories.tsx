import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '../../ui/select/select';

const options = [
  { value: 'a', label: 'Alex Morgan' },
  { value: 'b', label: 'Blair Chen' },
  { value: 'c', label: 'Casey Diaz, a name long enough to be cut off on a small phone', disabled: true },
] as const;

const meta = {
  title: 'UI/Select/States',
  component: Select,
  args: { label: 'Person', options },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Whose calendar to show.' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
/** Marked by a form's check: `aria-invalid`, the error under it as an alert. */
export const WithError: Story = { args: { error: 'Choose who the appointment is with.' } };
