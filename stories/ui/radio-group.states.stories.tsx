import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from '../../ui/radio-group/radio-group';

const choices = [
  { value: 'email', label: 'Email reminder' },
  { value: 'sms', label: 'Text message reminder', description: 'Needs a mobile number.' },
  { value: 'none', label: 'No reminder' },
] as const;
type Choice = (typeof choices)[number]['value'];

const meta = {
  title: 'UI/RadioGroup/States',
  component: RadioGroup<Choice>,
  args: { label: 'Reminder', options: choices, value: 'email', onChange: fn() },
} satisfies Meta<typeof RadioGroup<Choice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null } };
export const WithHint: Story = { args: { hint: 'Sent a day before.' } };
export const WithError: Story = { args: { value: null, error: 'Choose a reminder.' } };
export const Disabled: Story = { args: { disabled: true } };
export const OneOptionDisabled: Story = {
  args: { options: [choices[0], { ...choices[1], disabled: true }, choices[2]] },
};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const TwoChoices: Story = {
  args: { label: 'Kind', options: [choices[0], choices[2]], value: 'none' },
};
