import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { messages } from '../../domain/messages';
import { PromptDialog } from '../../features/install/components/prompt-dialog';

/**
 * The add-to-home-screen and notification prompts of spec 2 'Popups'. In the
 * app they show over the loader (features/install/components/prompt-gate.tsx);
 * the e2e spec install-prompts.spec.ts drives them with the real browser events.
 */
const meta = {
  title: 'Features/Install/PromptDialog',
  component: PromptDialog,
  args: {
    title: messages.installPromptTitle,
    description: messages.installPromptHint,
    yesLabel: messages.installPromptYes,
    onYes: fn(),
    onDontAsk: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof PromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chromium: 'Add' opens the browser's install dialog. */
export const InstallChromium: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: messages.installPromptTitle });
    await userEvent.click(screen.getByRole('button', { name: messages.dontAskAgain }));
    await expect(args.onDontAsk).toHaveBeenCalledTimes(1);
    await expect(args.onYes).not.toHaveBeenCalled();
  },
};

/** iOS Safari has no install event: the prompt tells how to add the app from the Share menu. */
export const InstallIosSafari: Story = {
  args: { description: messages.installPromptIosHint, yesLabel: messages.installPromptIosOk },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: messages.installPromptTitle, description: messages.installPromptIosHint });
    await userEvent.click(screen.getByRole('button', { name: messages.installPromptIosOk }));
    await expect(args.onYes).toHaveBeenCalledTimes(1);
  },
};

/** Escape is "not now": nothing is remembered. */
export const Notifications: Story = {
  args: { title: messages.notificationPromptTitle, description: messages.notificationPromptHint, yesLabel: messages.notificationPromptYes },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: messages.notificationPromptTitle });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDontAsk).not.toHaveBeenCalled();
  },
};

/** While the browser's own dialog is open, the answers wait and Escape does nothing. */
export const WaitingForTheBrowser: Story = {
  args: { title: messages.notificationPromptTitle, description: messages.notificationPromptHint, yesLabel: messages.notificationPromptYes, busy: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: messages.notificationPromptTitle });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: messages.dontAskAgain })).toBeDisabled();
  },
};
