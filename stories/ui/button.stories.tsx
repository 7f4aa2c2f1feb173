import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '../../ui/button/button';
import { PlusIcon } from './icons';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = { args: { children: 'New', icon: <PlusIcon /> } };

/** Mouse click and keyboard (Enter, Space) both activate it. */
export const ClickAndKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** While loading it is busy, disabled, and names the wait for screen readers. */
export const LoadingIsBusy: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Save/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
