import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { Popup } from '../../ui/popup/popup';

interface DemoProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  defaultOpen?: boolean;
  onConfirm: () => void;
}

/** A confirmation popup as a screen would compose it. */
function PopupDemo({ title, description, confirmLabel, cancelLabel, defaultOpen, onConfirm }: DemoProps) {
  return (
    <Popup.Root defaultOpen={defaultOpen}>
      <Popup.Trigger asChild>
        <Button variant="secondary">Open popup</Button>
      </Popup.Trigger>
      <Popup.Content>
        <Popup.Title>{title}</Popup.Title>
        <Popup.Description>{description}</Popup.Description>
        <Popup.Actions>
          <Popup.Close asChild>
            <Button variant="ghost">{cancelLabel}</Button>
          </Popup.Close>
          <Popup.Close asChild>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </Popup.Close>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}

const meta = {
  title: 'UI/Popup',
  component: PopupDemo,
  args: {
    title: 'Discard changes?',
    description: 'What you typed will be lost.',
    confirmLabel: 'Discard',
    cancelLabel: 'Keep editing',
    onConfirm: fn(),
  },
} satisfies Meta<typeof PopupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens on click, traps focus, Escape closes and focus returns to the trigger. */
export const MouseAndKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open popup' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await expect(dialog).toHaveAccessibleDescription('What you typed will be lost.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
