import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { Popover } from '../../ui/popover/popover';

interface DemoProps {
  text: string;
  defaultOpen?: boolean;
}

function PopoverDemo({ text, defaultOpen }: DemoProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 8 }}>
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger asChild>
          <Button variant="secondary">Details</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Details">
          <p style={{ margin: '0 0 8px' }}>{text}</p>
          <Popover.Close asChild>
            <Button size="sm" variant="ghost">
              Close
            </Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

const meta = {
  title: 'UI/Popover',
  component: PopoverDemo,
  args: { text: 'Starts at 9:00, 50 minutes.' },
} satisfies Meta<typeof PopoverDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MouseAndKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Details' });
    await userEvent.click(trigger);
    const card = await screen.findByRole('dialog', { name: 'Details' });
    await expect(card).toHaveTextContent('Starts at 9:00');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
