import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice, noticeTones } from '../../ui/notice/notice';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  args: { title: 'Nothing here yet', text: 'Items you add appear here.', fullScreen: false, tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones }, icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Named: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Nothing here yet' })).toBeInTheDocument();
  },
};
