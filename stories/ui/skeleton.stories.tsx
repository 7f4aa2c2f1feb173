import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonList, skeletonShapes } from '../../ui/skeleton/skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: SkeletonList,
  args: { label: 'Loading appointments', rows: 4, withAvatar: false, lines: 2 },
  argTypes: { lines: { control: 'inline-radio', options: [1, 2, 3] } },
} satisfies Meta<typeof SkeletonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A loading list is one polite status named by its label; the blocks themselves are hidden from assistive technology. */
export const NamedStatus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading appointments');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(8);
    for (const block of canvasElement.querySelectorAll('[data-skeleton]')) await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithAvatars: Story = { args: { label: 'Loading contacts', rows: 6, withAvatar: true } };

export const OneLine: Story = { args: { label: 'Loading messages', rows: 3, lines: 1 } };

/** Single blocks, one per shape, for layouts that are not lists. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, padding: 16, alignItems: 'center' }}>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} width={shape === 'text' ? 120 : 48} height={shape === 'text' ? 14 : 48} />
      ))}
    </div>
  ),
};
