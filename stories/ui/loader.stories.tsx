import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loader, loaderSizes } from '../../ui/loader/loader';

const meta = {
  title: 'UI/Loader',
  component: Loader,
  args: { label: 'Loading', size: 'md', overlay: false },
  argTypes: { size: { control: 'inline-radio', options: loaderSizes } },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A status region whose text is the label. */
export const AnnouncesLabel: Story = {
  args: { label: 'Loading appointments' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading appointments');
  },
};
