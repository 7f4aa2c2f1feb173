import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../ui/theme/vars.css';
import { Toggle } from '../../ui/toggle/toggle';

const meta = {
  title: 'UI/Toggle/States',
  component: Toggle,
  args: { label: 'Text reminders' },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { args: { checked: false } };
export const On: Story = { args: { checked: true } };
export const WithDescription: Story = { args: { checked: true, description: 'Sent the day before.' } };
export const DisabledOff: Story = { args: { checked: false, disabled: true } };
export const DisabledOn: Story = { args: { checked: true, disabled: true } };
export const HiddenLabel: Story = { args: { hideLabel: true } };

/** On the app bar (the `chrome` colour), as the header's split-screen switch. */
export const OnBrand: Story = {
  args: { checked: true, tone: 'onBrand' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.chrome, padding: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
};
