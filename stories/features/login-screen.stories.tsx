import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages } from '../../domain/messages';
import { LoginScreen } from '../../features/session/components/login-screen';

/** The login screen of spec section 2. Submitting for real needs the server; the e2e tests do that. */
const meta = {
  title: 'Features/Session/LoginScreen',
  component: LoginScreen,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Blank fields never reach the server: the message table's text shows at once. */
export const BlankFieldsRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Username'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // The check's schema loads at the first submit (issue 16): give that import time on a busy machine.
    await expect(await canvas.findByText(messages.loginFieldsRequired, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The username stops at 50 characters, as the spec says. */
export const UsernameLimitedTo50: Story = {
  play: async ({ canvas, userEvent }) => {
    const username = canvas.getByLabelText('Username');
    await userEvent.type(username, 'x'.repeat(60));
    await expect(username).toHaveValue('x'.repeat(50));
  },
};

/** 'Keep me signed in on this device' (issue 17 item 16): off unless ticked, with what it means beside it. */
export const KeepSignedInOffByDefault: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
