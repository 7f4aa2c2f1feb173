import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../../ui/footer/footer';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: { children: '© 2026 Example. All rights reserved.' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Landmark: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
  },
};

/** One 24 px line, e.g. above a tab bar. */
export const Slim: Story = {
  args: { density: 'slim', children: '© 2026 Example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().height).toBeLessThanOrEqual(24);
  },
};
