import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton, iconButtonVariants } from '../../ui/icon-button/icon-button';
import { MenuIcon } from './icons';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Open menu', children: <MenuIcon />, variant: 'ghost', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants }, children: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Named by `label`, 44 px square, works with the keyboard. */
export const NamedAndFocusable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
