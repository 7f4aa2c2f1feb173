import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages } from '../../domain/messages';
import { LockScreen } from '../../features/session/components/lock-screen';

/**
 * The lock screen of a kept session (issue 17 item 16): shown instead of the
 * whole app after idle time. Unlocking for real needs the server; the e2e
 * test keep-signed-in.spec.ts does that.
 */
const meta = {
  title: 'Features/Session/LockScreen',
  component: LockScreen,
} satisfies Meta<typeof LockScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password field has focus at once, and Tab goes round the screen's own controls only. */
export const FocusStaysInside: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Meadow is locked' });
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveFocus();
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** A blank password never reaches the server: the message table's text shows at once. */
export const BlankPasswordRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(await canvas.findByText(messages.loginFieldsRequired)).toBeVisible();
  },
};
