import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { vars } from '../../ui/theme/vars.css';

const meta = {
  title: 'UI/Button/Edge',
  component: Button,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 - 32, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = 'Send the appointment reminder to every participant again right now';

/** A long label wraps inside a 320 px screen instead of overflowing. */
export const LongLabel: Story = {
  args: { children: long },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button');
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right + 1);
  },
};

export const LongLabelFullWidthLoading: Story = { args: { children: long, fullWidth: true, loading: true } };

export const OnEveryBackground: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ padding: 8, background: vars.color.surface }}>
        <Button variant="secondary">On surface</Button>
      </div>
      <div style={{ padding: 8, background: vars.color.surfaceMuted }}>
        <Button variant="ghost">On muted surface</Button>
      </div>
      <div style={{ padding: 8, background: vars.color.background }}>
        <Button variant="link">On page background</Button>
      </div>
    </div>
  ),
};
