import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimePicker24 } from '../../ui/time-picker/time-picker';

const meta = {
  title: 'UI/TimePicker24/States',
  component: TimePicker24,
  args: { label: 'Start time', value: { hour: 10, minute: 0 }, onChange: fn() },
} satisfies Meta<typeof TimePicker24>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'In the practice time zone.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { label: 'End time', value: { hour: 9, minute: 30 }, invalid: true, description: 'The end is before the start.' } };
export const Midnight: Story = { args: { value: { hour: 0, minute: 0 } } };
export const LastSlot: Story = { args: { value: { hour: 23, minute: 55 } } };
/** 10:37 is not on the 5-minute step; it stays shown and selectable. */
export const OffStepMinute: Story = { args: { value: { hour: 10, minute: 37 } } };
export const QuarterHourStep: Story = { args: { value: { hour: 16, minute: 45 }, minuteStep: 15 } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const LocalisedPartNames: Story = { args: { label: 'Heure de début', hourLabel: 'Heures', minuteLabel: 'Minutes' } };
/** Marked by a form's check: both parts `aria-invalid`, the error under them as an alert. */
export const WithError: Story = { args: { label: 'End time', value: { hour: 9, minute: 30 }, error: 'The end is before the start.' } };
