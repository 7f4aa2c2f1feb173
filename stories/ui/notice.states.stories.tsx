import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../ui/button/button';
import { Notice } from '../../ui/notice/notice';
import { RotateIcon } from './icons';

const meta = {
  title: 'UI/Notice/States',
  component: Notice,
  args: { title: 'Nothing here yet', text: 'Items you add appear here.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Danger: Story = { args: { tone: 'danger', title: 'Could not load', text: 'Check the connection and try again.', action: <Button>Try again</Button> } };
export const FullScreenRotate: Story = {
  args: { fullScreen: true, icon: <RotateIcon />, title: 'Turn your phone upright', text: 'This app works in portrait orientation.' },
};
