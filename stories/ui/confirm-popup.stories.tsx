import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ConfirmPopup } from '../../ui/popup/confirm-popup';

const meta = {
  title: 'UI/ConfirmPopup',
  component: ConfirmPopup,
  args: {
    open: true,
    title: 'Save this person?',
    yesLabel: 'Yes',
    noLabel: 'No',
    onYes: fn(),
    onNo: fn(),
  },
} satisfies Meta<typeof ConfirmPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question as the title; Yes and No answer it. */
export const Playground: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: 'Save this person?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(args.onYes).toHaveBeenCalledTimes(1);
    await expect(args.onNo).not.toHaveBeenCalled();
  },
};

/** A long question as the description; the short title is read, not shown. Escape answers No. */
export const WithDescription: Story = {
  args: {
    title: 'Add Appointment',
    description: 'There is already an appointment in this time slot. Do you still want to add this new appointment?',
  },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: 'Add Appointment' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onNo).toHaveBeenCalledTimes(1);
  },
};
