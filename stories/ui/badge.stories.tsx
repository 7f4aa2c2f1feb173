import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from '../../ui/badge/badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Attended', tone: 'muted' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tone, and a long label in a narrow box: it ends in an ellipsis instead of wrapping. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start', width: 140 }}>
      <Badge>No-show</Badge>
      <Badge tone="brand">Confirmed</Badge>
      <Badge>Cancelled by practice, with a long label</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No-show')).toBeVisible();
    await expect(canvas.getByText('Confirmed')).toBeVisible();
  },
};
