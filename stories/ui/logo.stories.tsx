import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from '../../ui/logo/logo';
import { vars } from '../../ui/theme/vars.css';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { name: 'Example', variant: 'full', size: 'md', tone: 'brand' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const MarkLarge: Story = { args: { variant: 'mark', size: 'lg' } };

/** On the brand-coloured bar it takes the bar's text colour. */
export const OnBrandBar: Story = {
  args: { tone: 'inherit' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brand, color: vars.color.textOnBrand, padding: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
};

/** The wordmark is text; the mark alone is an image named by the wordmark. */
export const Names: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Logo {...args} />
      <Logo {...args} variant="mark" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Example')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Example' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};
