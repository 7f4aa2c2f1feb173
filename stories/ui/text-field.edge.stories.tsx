import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../../ui/text-field/text-field';

const meta = {
  title: 'UI/TextField/Edge',
  component: TextField,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 288, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Preferred name for the reminder messages sent before every session' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongLabel: Story = {};
export const LongHintAndError: Story = {
  args: {
    hint: 'This name appears in text messages and emails, so keep it short enough to read at a glance on a lock screen.',
    error: 'This name is too long for a text message; use at most 30 characters including spaces.',
    defaultValue: 'Dr. Alexandria Montgomery-Featherstonehaugh',
  },
};
