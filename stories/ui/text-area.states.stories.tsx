import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '../../ui/text-area/text-area';

const meta = {
  title: 'UI/TextArea/States',
  component: TextArea,
  args: { label: 'Notes' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Anything to remember' } };
export const Filled: Story = { args: { defaultValue: 'Bring the forms.\nAsk about the new schedule.' } };
export const WithCounter: Story = { args: { defaultValue: 'Bring the forms.', maxLength: 500, showCount: true } };
export const CounterFull: Story = { args: { defaultValue: 'Bring the forms.', maxLength: 16, showCount: true } };
export const WithHintAndCounter: Story = { args: { hint: 'Only you can see these.', maxLength: 500, showCount: true } };
export const WithError: Story = { args: { defaultValue: ' ', error: 'Write something or leave it empty.' } };
export const LocalisedCounter: Story = {
  args: { defaultValue: 'Bonjour', maxLength: 200, showCount: true, counterText: (count: number, max: number) => `${count} sur ${max} caractères` },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Bring the forms.' } };
